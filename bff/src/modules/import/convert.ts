// Crawled pages → the rows of a revision: a page tree from URL paths (/docs/a/b is page b
// under a under docs; a path with no page of its own becomes an empty group page), and each
// page's main content as markdown (turndown), with links to imported pages and images
// rewritten to the revision's own pages and files.
import { randomBytes } from 'node:crypto';
import { posix } from 'node:path';
import GithubSlugger, { slug } from 'github-slugger';
import TurndownService from 'turndown';
import {
  normalizePageURL,
  type CrawledImage,
  type CrawledPage,
  type HtmlElement,
} from './crawl.js';

export type ImportedPage = {
  pageId: string;
  parentPageId: string | null;
  position: number;
  type: 'document' | 'group';
  title: string;
  slug: string;
  path: string;
  markdown: string;
};

export type ImportedFile = {
  fileId: string;
  name: string;
  contentType: string;
  bytes: Buffer;
  url: string;
};

/** IDs like the rest of the content: opaque, URL-safe, unique within the revision. */
const newId = () => randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');

const FILE_EXTENSION = /\.(html?|php|aspx?|jsp|md)$/i;

function decodeSegment(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** "getting-started.html" → "Getting started": the title of a group page with no page of its own. */
function titleOfSegment(segment: string) {
  const words = decodeSegment(segment).replace(FILE_EXTENSION, '').replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Untitled';
}

function slugOf(text: string) {
  return slug(text.replace(FILE_EXTENSION, '')).slice(0, 100) || 'page';
}

function turndownService(rewrite: {
  link: (href: string) => string;
  image: (src: string) => string;
}) {
  const service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '_',
  });
  service.remove([
    'script',
    'style',
    'noscript',
    'template',
    'iframe',
    'button',
    'select',
    'input',
    'textarea',
  ]);
  // "- item" rather than turndown's "-   item"; continuation lines indented to the text.
  service.addRule('listItem', {
    filter: 'li',
    replacement: (content, node) => {
      const parent = node.parentNode as unknown as
        (HtmlElement & { children: ArrayLike<unknown> }) | null;
      let prefix = '- ';
      if (parent?.nodeName === 'OL') {
        const start = Number(parent.getAttribute('start') ?? 1);
        prefix = `${(Number.isFinite(start) ? start : 1) + Array.prototype.indexOf.call(parent.children, node)}. `;
      }
      const body = content
        .replace(/^\n+/, '')
        .replace(/\n+$/, '\n')
        .replace(/\n(?!$)/g, `\n${' '.repeat(prefix.length)}`);
      return prefix + body + (node.nextSibling && !body.endsWith('\n') ? '\n' : '');
    },
  });
  service.addRule('rewrittenLinks', {
    filter: (node) => node.nodeName === 'A' && Boolean(node.getAttribute('href')),
    replacement: (content, node) => {
      const text = content.trim();
      if (!text) return '';
      const href = rewrite.link((node as unknown as HtmlElement).getAttribute('href')!);
      const title = (node as unknown as HtmlElement).getAttribute('title');
      return `[${text}](${href.replace(/[()\s]/g, encodeURIComponent)}${title ? ` "${title.replace(/"/g, '\\"')}"` : ''})`;
    },
  });
  service.addRule('rewrittenImages', {
    filter: 'img',
    replacement: (_content, node) => {
      const src = (node as unknown as HtmlElement).getAttribute('src');
      if (!src) return '';
      const alt = ((node as unknown as HtmlElement).getAttribute('alt') ?? '')
        .replace(/[[\]\n]/g, ' ')
        .trim();
      return `![${alt}](${rewrite.image(src).replace(/[()\s]/g, encodeURIComponent)})`;
    },
  });
  return service;
}

/** A file name from an image URL, unique within the import. */
function fileName(url: string, used: Set<string>) {
  const base =
    decodeSegment(new URL(url).pathname.split('/').pop() || 'image')
      .replace(/[^\w.\- ]+/g, '_')
      .slice(0, 100) || 'image';
  let name = base;
  for (let n = 2; used.has(name); n++) {
    const ext = posix.extname(base);
    name = `${base.slice(0, base.length - ext.length)}-${n}${ext}`;
  }
  used.add(name);
  return name;
}

export function buildRevisionContent(
  pages: CrawledPage[],
  images: Map<string, CrawledImage>,
): { pages: ImportedPage[]; files: ImportedFile[] } {
  // The tree: one node per path, created for every prefix of every page's path.
  type Node = { key: string; page?: CrawledPage; children: Node[]; row?: ImportedPage };
  const root: Node = { key: '', children: [] };
  const nodes = new Map<string, Node>([['', root]]);
  let rootPage: CrawledPage | undefined;
  for (const page of pages) {
    const segments = page.url.pathname.split('/').filter(Boolean);
    if (!segments.length) {
      rootPage = page;
      continue;
    }
    let parent = root;
    for (let i = 0; i < segments.length; i++) {
      const key = segments.slice(0, i + 1).join('/');
      let node = nodes.get(key);
      if (!node) {
        node = { key, children: [] };
        nodes.set(key, node);
        parent.children.push(node);
      }
      if (i === segments.length - 1) node.page = page;
      parent = node;
    }
  }

  const rows: ImportedPage[] = [];
  const byURL = new Map<string, ImportedPage>();
  const place = (
    node: Node,
    parent: ImportedPage | null,
    position: number,
    slugger: GithubSlugger,
  ) => {
    const segment = node.key.split('/').pop()!;
    // Sibling slugs stay unique (a.html and a/ both become "a").
    const slug = slugger.slug(slugOf(decodeSegment(segment)));
    const row: ImportedPage = {
      pageId: newId(),
      parentPageId: parent?.pageId ?? null,
      position,
      type: node.page ? 'document' : 'group',
      title: node.page?.title ?? titleOfSegment(segment),
      slug,
      path: parent ? `${parent.path}/${slug}` : slug,
      markdown: '',
    };
    rows.push(row);
    if (node.page) byURL.set(node.page.url.href, row);
    const childSlugs = new GithubSlugger();
    node.children.forEach((child, i) => place(child, row, i, childSlugs));
  };
  const topSlugs = new GithubSlugger();
  // The site's home page (path "/") comes first at the top, named after its title.
  let offset = 0;
  if (rootPage) {
    const slug = topSlugs.slug(slugOf(rootPage.title) === 'page' ? 'home' : slugOf(rootPage.title));
    const row: ImportedPage = {
      pageId: newId(),
      parentPageId: null,
      position: 0,
      type: 'document',
      title: rootPage.title,
      slug,
      path: slug,
      markdown: '',
    };
    rows.push(row);
    byURL.set(rootPage.url.href, row);
    offset = 1;
  }
  root.children.forEach((child, i) => place(child, null, i + offset, topSlugs));

  const files: ImportedFile[] = [];
  const fileByURL = new Map<string, ImportedFile>();
  const names = new Set<string>();
  for (const image of images.values()) {
    const file = {
      fileId: newId(),
      name: fileName(image.url, names),
      contentType: image.contentType,
      bytes: image.bytes,
      url: image.url,
    };
    files.push(file);
    fileByURL.set(image.url, file);
  }

  const link = (href: string) => {
    try {
      const url = new URL(href);
      const page = byURL.get(normalizePageURL(url).href);
      if (page) return `/pages/${page.pageId}${url.hash}`;
    } catch {
      /* not absolute: keep */
    }
    return href;
  };
  const image = (src: string) => {
    const file = fileByURL.get(src);
    return file ? `/files/${file.fileId}` : src;
  };
  const turndown = turndownService({ link, image });
  for (const page of pages) {
    const row = byURL.get(page.url.href)!;
    // The title is the page's own field: its <h1> is not repeated in the body.
    if (page.titleFromH1) page.content.querySelector('h1')?.remove();
    row.markdown = turndown.turndown(page.content as unknown as TurndownService.Node).trim();
  }
  return { pages: rows, files };
}
