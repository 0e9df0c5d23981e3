// Classifies the link targets of page markdown against one revision (see README, "Links").
//
// - `ok`: an external URL (http, https, mailto, tel, …), or a page or file of the revision.
// - `in-app`: an absolute URL on this app's own public origin: it points at a location of
//   the app (a dashboard or API URL), not at content, and breaks if the app moves.
// - `broken`: a relative link, a stable reference or an asset path whose target is not in the
//   revision, or an http(s) URL that cannot be parsed.
//
// References the parser understands, relative to the linking page's path:
//   /pages/<pageId>            a page by its stable ID
//   /files/<fileId>            a file by its stable ID
//   …/.gitbook/assets/<name>   a file by name (the Git Sync layout)
//   other paths                a page path, resolved like a URL against the linking page
//                              ("setup" from "guides/install" is "guides/setup"), with an
//                              optional ".md" suffix or "README"/"README.md" last segment
// Links to an anchor of the same page (`#x`) are not content references and are skipped.

export type PageLite = { id: string; pageId: string; path: string; title: string };
export type FileLite = { fileId: string; name: string };

/** What the links of one revision can point at. */
export type RevisionTargets = {
  pageById(pageId: string): PageLite | undefined;
  pageByPath(path: string): PageLite | undefined;
  fileById(fileId: string): FileLite | undefined;
  fileByName(name: string): FileLite | undefined;
};

export type LinkStatus = 'ok' | 'broken' | 'in-app';

export type ResolvedTarget =
  | { status: LinkStatus; kind: 'url'; key: string; url: string }
  | { status: 'ok'; kind: 'page'; key: string; page: PageLite; anchor?: string }
  | { status: 'ok'; kind: 'file'; key: string; file: FileLite };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

const url = (status: LinkStatus, target: string): ResolvedTarget => ({
  status,
  kind: 'url',
  key: `url:${target}`,
  url: target,
});

function decode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Where `target` points from the page at `fromPath`, or null for a same-page anchor. */
export function resolveTarget(
  target: string,
  fromPath: string,
  revision: RevisionTargets,
  appOrigin: string,
): ResolvedTarget | null {
  if (target.startsWith('#')) return null;
  const scheme = SCHEME.exec(target)?.[1]?.toLowerCase();
  if (scheme || target.startsWith('//')) {
    if (scheme && scheme !== 'http' && scheme !== 'https') return url('ok', target);
    let parsed: URL;
    try {
      parsed = new URL(target.startsWith('//') ? `https:${target}` : target);
    } catch {
      return url('broken', target);
    }
    return url(parsed.origin === appOrigin ? 'in-app' : 'ok', target);
  }

  // A path: resolve it like a URL against the linking page, then look it up.
  const resolved = new URL(target, `http://revision.invalid/${fromPath}`);
  const anchor = resolved.hash ? decode(resolved.hash.slice(1)) : undefined;
  const segments = resolved.pathname.split('/').filter(Boolean).map(decode);

  if (
    target.startsWith('/') &&
    segments.length === 2 &&
    (segments[0] === 'pages' || segments[0] === 'files')
  ) {
    if (segments[0] === 'pages') {
      const page = revision.pageById(segments[1]!);
      return page
        ? {
            status: 'ok',
            kind: 'page',
            key: `page:${page.pageId}`,
            page,
            ...(anchor ? { anchor } : {}),
          }
        : url('broken', target);
    }
    const file = revision.fileById(segments[1]!);
    return file
      ? { status: 'ok', kind: 'file', key: `file:${file.fileId}`, file }
      : url('broken', target);
  }
  const assets = segments.lastIndexOf('.gitbook');
  if (assets >= 0 && segments[assets + 1] === 'assets' && segments.length > assets + 2) {
    const file = revision.fileByName(segments.slice(assets + 2).join('/'));
    return file
      ? { status: 'ok', kind: 'file', key: `file:${file.fileId}`, file }
      : url('broken', target);
  }
  const last = segments.at(-1);
  if (last && /^readme(\.md)?$/i.test(last)) segments.pop();
  else if (last?.toLowerCase().endsWith('.md')) segments[segments.length - 1] = last.slice(0, -3);
  const page = revision.pageByPath(segments.join('/'));
  return page
    ? {
        status: 'ok',
        kind: 'page',
        key: `page:${page.pageId}`,
        page,
        ...(anchor ? { anchor } : {}),
      }
    : url('broken', target);
}
