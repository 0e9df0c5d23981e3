// Crawling a website for import: breadth-first from the given URL, within its origin (same
// scheme, host and port), following <a href> links, honouring robots.txt, bounded in pages,
// depth, bytes per page and total time. Every fetch goes through lib/safe-fetch.ts, so
// private and local addresses are refused unless configured otherwise.
import { parseHTML } from 'linkedom';
import { safeFetch, SafeFetchError } from '../../lib/safe-fetch.js';

/** What the crawl uses of a parsed element (linkedom's, typed here: the build has no DOM lib). */
export interface HtmlElement {
  readonly nodeName: string;
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  querySelector(selector: string): HtmlElement | null;
  querySelectorAll(selector: string): Iterable<HtmlElement>;
  remove(): void;
}
type HtmlDocument = {
  body: HtmlElement | null;
  documentElement: HtmlElement;
  querySelector(selector: string): HtmlElement | null;
  querySelectorAll(selector: string): Iterable<HtmlElement>;
};

export type CrawlLimits = {
  maxPages: number;
  /** Link hops from the start page (the start page is depth 0). */
  maxDepth: number;
  maxPageBytes: number;
  /** The whole crawl, images included: at the deadline the pages fetched so far are imported. */
  totalMs: number;
  fetchTimeoutMs: number;
  maxImages: number;
  maxImageBytes: number;
  allowPrivateAddresses: boolean;
};

export const DEFAULT_CRAWL_LIMITS: CrawlLimits = {
  maxPages: 50,
  maxDepth: 3,
  maxPageBytes: 2 * 1024 * 1024,
  totalMs: 30_000,
  fetchTimeoutMs: 10_000,
  maxImages: 50,
  maxImageBytes: 5 * 1024 * 1024,
  allowPrivateAddresses: false,
};

/** Fetched at once; small, so one slow site does not hold many sockets. */
const CONCURRENCY = 4;
export const USER_AGENT = 'docs-admin-import';

export type CrawledPage = {
  /** Normalized URL (no query or fragment, no trailing slash or index.html). */
  url: URL;
  title: string;
  /** The main content element, with nav, scripts and styles removed. */
  content: HtmlElement;
  /** Whether the title came from the content's first <h1> (then left out of the markdown). */
  titleFromH1: boolean;
};

export type CrawledImage = { url: string; bytes: Buffer; contentType: string };

export type CrawlResult = {
  pages: CrawledPage[];
  images: Map<string, CrawledImage>;
  /** Same-origin pages and images found (fetched or not), robots-disallowed ones excluded. */
  totalResources: number;
};

/** Links that point at files rather than pages are not crawled as pages. */
const NOT_A_PAGE =
  /\.(png|jpe?g|gif|webp|svg|ico|bmp|pdf|zip|gz|tgz|tar|mp4|mp3|webm|woff2?|ttf|css|js|json|xml|txt)$/i;

/** The identity of a page URL: query and fragment dropped, `/index.html` and trailing slashes folded. */
export function normalizePageURL(url: URL): URL {
  const u = new URL(url);
  u.hash = '';
  u.search = '';
  u.pathname = u.pathname.replace(/\/index\.html?$/i, '/').replace(/\/+$/, '') || '/';
  return u;
}

// ---- robots.txt -------------------------------------------------------------------------

type RobotsRule = { allow: boolean; pattern: RegExp; length: number };

/** The rules of robots.txt that apply to us: our own group if there is one, else `*`. */
export function parseRobots(text: string): RobotsRule[] {
  const groups = new Map<string, RobotsRule[]>();
  let agents: string[] = [];
  let inRules = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, field, value] = match as unknown as [string, string, string];
    const key = field.toLowerCase();
    if (key === 'user-agent') {
      if (inRules) agents = [];
      inRules = false;
      agents.push(value.toLowerCase());
    } else if (key === 'allow' || key === 'disallow') {
      inRules = true;
      if (key === 'disallow' && value === '') continue; // "Disallow:" allows everything
      const source = value
        .replace(/[.+?^${}()|[\]\\]/g, (c) => (c === '$' ? c : `\\${c}`))
        .replace(/\*/g, '.*');
      const rule = {
        allow: key === 'allow',
        pattern: new RegExp(`^${source.endsWith('\\$') ? `${source.slice(0, -2)}$` : source}`),
        length: value.length,
      };
      for (const agent of agents) groups.set(agent, [...(groups.get(agent) ?? []), rule]);
    }
  }
  const own = [...groups.entries()].find(
    ([agent]) => agent !== '*' && USER_AGENT.startsWith(agent),
  );
  return own?.[1] ?? groups.get('*') ?? [];
}

/** Longest matching rule wins; an allow wins a tie (as Google reads robots.txt). */
export function robotsAllow(rules: RobotsRule[], path: string): boolean {
  let best: RobotsRule | undefined;
  for (const rule of rules) {
    if (!rule.pattern.test(path)) continue;
    if (!best || rule.length > best.length || (rule.length === best.length && rule.allow))
      best = rule;
  }
  return best?.allow ?? true;
}

// ---- crawling ---------------------------------------------------------------------------

/** The element whose content is the page: <main>, else <article>, else <body>; chrome removed. */
function mainContent(document: HtmlDocument): HtmlElement {
  const main =
    document.querySelector('main') ??
    document.querySelector('article') ??
    document.body ??
    document.documentElement;
  for (const el of main.querySelectorAll(
    'nav, script, style, noscript, template, iframe, object, embed, form, header, footer, aside, svg',
  ))
    el.remove();
  return main;
}

function isHTML(contentType: string | null) {
  return !contentType || /^(text\/html|application\/xhtml\+xml)/i.test(contentType);
}

/** Charset from Content-Type, else UTF-8. */
function decode(bytes: Buffer, contentType: string | null) {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/**
 * Crawls `start`. A failure of the start page (unreachable, private address, not HTML)
 * throws; failures of later pages and images skip them.
 */
export async function crawlWebsite(start: URL, limits: CrawlLimits): Promise<CrawlResult> {
  const deadline = AbortSignal.timeout(limits.totalMs);
  const origin = start.origin;
  const fetchOpts = (maxBytes: number, accept: string) => ({
    timeoutMs: limits.fetchTimeoutMs,
    maxBytes,
    allowPrivateAddresses: limits.allowPrivateAddresses,
    accept,
    signal: deadline,
  });

  let robots: RobotsRule[] = [];
  try {
    const res = await safeFetch(
      new URL('/robots.txt', origin),
      fetchOpts(512 * 1024, 'text/plain'),
    );
    robots = parseRobots(res.bytes.toString('utf8'));
  } catch (err) {
    // No robots.txt (or an unreadable one) allows everything; a refused host refuses the import.
    if (
      err instanceof SafeFetchError &&
      (err.kind === 'private-address' || err.kind === 'invalid-url')
    )
      throw err;
  }

  const first = normalizePageURL(start);
  if (!robotsAllow(robots, first.pathname))
    throw new SafeFetchError('status', 'robots.txt disallows crawling this URL');
  const seen = new Set([first.href]);
  let queue: { url: URL; depth: number; order: number }[] = [{ url: first, depth: 0, order: 0 }];
  const order = new Map<CrawledPage, number>();
  const pages: CrawledPage[] = [];
  const imageURLs: string[] = [];
  const imageSeen = new Set<string>();

  const visit = async ({
    url,
    depth,
    order: index,
  }: {
    url: URL;
    depth: number;
    order: number;
  }) => {
    let res;
    try {
      res = await safeFetch(
        url,
        fetchOpts(limits.maxPageBytes, 'text/html, application/xhtml+xml'),
      );
    } catch (err) {
      if (depth === 0) throw err;
      return; // a broken, huge or slow page is left out
    }
    const contentType = res.headers.get('content-type');
    // A redirect to another origin leaves the site: not imported.
    if (!isHTML(contentType) || res.url.origin !== origin) {
      if (depth === 0)
        throw new SafeFetchError(
          'status',
          res.url.origin !== origin
            ? 'The URL redirects to another origin'
            : 'The URL is not an HTML page',
        );
      return;
    }
    const document = parseHTML(decode(res.bytes, contentType)).document as unknown as HtmlDocument;
    const base = new URL(document.querySelector('base[href]')?.getAttribute('href') ?? '', res.url);

    // Links anywhere in the page (navigation included) lead to more pages.
    for (const a of document.querySelectorAll('a[href]')) {
      let target: URL;
      try {
        target = normalizePageURL(new URL(a.getAttribute('href')!, base));
      } catch {
        continue;
      }
      if (target.origin !== origin || NOT_A_PAGE.test(target.pathname) || seen.has(target.href))
        continue;
      if (!robotsAllow(robots, target.pathname)) continue;
      seen.add(target.href);
      if (depth + 1 <= limits.maxDepth)
        queue.push({ url: target, depth: depth + 1, order: seen.size });
    }

    const content = mainContent(document);
    // Image and link URLs made absolute here, against the page's own base.
    for (const img of content.querySelectorAll('img[src]')) {
      try {
        const src = new URL(img.getAttribute('src')!, base);
        src.hash = '';
        img.setAttribute('src', src.href);
        if (src.origin === origin && !imageSeen.has(src.href)) {
          imageSeen.add(src.href);
          imageURLs.push(src.href);
        }
      } catch {
        img.remove();
      }
    }
    for (const a of content.querySelectorAll('a[href]')) {
      try {
        a.setAttribute('href', new URL(a.getAttribute('href')!, base).href);
      } catch {
        /* left as written */
      }
    }
    const h1 = content.querySelector('h1')?.textContent?.trim();
    const title = (
      h1 ||
      document.querySelector('title')?.textContent?.trim() ||
      decodeURIComponent(url.pathname.split('/').pop() || '') ||
      url.host
    ).slice(0, 250);
    const page = { url, title, content, titleFromH1: Boolean(h1) };
    order.set(page, index);
    pages.push(page);
  };

  while (queue.length && pages.length < limits.maxPages && !deadline.aborted) {
    const batch = queue.slice(0, Math.min(CONCURRENCY, limits.maxPages - pages.length));
    queue = queue.slice(batch.length);
    const results = await Promise.allSettled(batch.map(visit));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }

  // Batches finish in any order: pages (and so siblings in the tree) keep link discovery order.
  pages.sort((a, b) => order.get(a)! - order.get(b)!);

  const images = new Map<string, CrawledImage>();
  const wanted = imageURLs.slice(0, limits.maxImages);
  for (let i = 0; i < wanted.length && !deadline.aborted; i += CONCURRENCY) {
    await Promise.all(
      wanted.slice(i, i + CONCURRENCY).map(async (src) => {
        try {
          const res = await safeFetch(src, fetchOpts(limits.maxImageBytes, 'image/*'));
          const contentType = (res.headers.get('content-type') ?? '')
            .split(';')[0]!
            .trim()
            .toLowerCase();
          if (res.url.origin === origin && contentType.startsWith('image/') && res.bytes.length)
            images.set(src, { url: src, bytes: res.bytes, contentType });
        } catch {
          /* a missing or oversized image stays a link to its URL */
        }
      }),
    );
  }

  return { pages, images, totalResources: seen.size + imageSeen.size };
}
