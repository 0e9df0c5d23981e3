// Website import into a space, against a local site: the page tree from URL paths, markdown
// conversion, images kept as downloadable files, crawl bounds, private-address refusal,
// validation and access.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitBookAPI } from '@gitbook/api';
import {
  bearer,
  buildTestContext,
  listenOnFreePort,
  type TestContext,
} from '../../../test/helper.js';
import {
  buildMember,
  buildOrgWithAdmin,
  buildPage,
  buildSpace,
  buildStoredFile,
  grantSpace,
} from '../../../test/factories.js';
import { blobKey, blobStoreFor } from '../../lib/blob-store.js';
import { crawlWebsite, DEFAULT_CRAWL_LIMITS, parseRobots, robotsAllow } from './crawl.js';
import { importWebsite, liveContentTarget } from './service.js';

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const BIG_PAGE_BYTES = 3 * 1024 * 1024;

let ctx: TestContext;
let site: Server;
let outside: Server;
let base: string;
let outsideBase: string;
const hits = new Map<string, number>();
let outsideHits = 0;

const html = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title><style>.x{color:red}</style></head><body>${body}</body></html>`;
const NAV = () =>
  `<nav><a href="/">Home</a> <a href="/docs/guide/">Guide</a> <a href="${outsideBase}/elsewhere">Elsewhere</a></nav>`;

function pages(): Record<string, () => [number, string, string]> {
  return {
    '/robots.txt': () => [200, 'text/plain', 'User-agent: *\nDisallow: /private\n'],
    '/': () => [
      200,
      'text/html; charset=utf-8',
      html(
        'Acme Docs',
        `${NAV()}<main><h1>Welcome</h1><p>Read the <strong>guide</strong> or <a href="https://example.com/external">an external page</a>.</p>
         <ul><li>One</li><li>Two<ol start="3"><li>Three</li></ol></li></ul><img src="/img/logo.png" alt="Logo"><img src="https://cdn.example.com/x.png" alt="Remote">
         <p><a href="/about.html">About</a> <a href="/big">Big</a> <a href="/private/secret">Secret</a> <a href="/docs/guide/install?tab=1#top">Install</a></p>
         <script>alert(1)</script></main><footer>Footer text</footer>`,
      ),
    ],
    '/docs/guide': () => [
      200,
      'text/html',
      html(
        'Guide | Acme',
        `${NAV()}<article><h1>Guide</h1><p>Start with <a href="/docs/guide/install">installing</a>, then go <a href="/">home</a>.</p><img src="/img/logo.png" alt="Same logo"></article>`,
      ),
    ],
    '/docs/guide/install': () => [
      200,
      'text/html',
      html(
        'Install',
        `<main><h1>Install</h1><pre><code class="language-sh">npm install acme\n</code></pre><p>Back to the <a href="/docs/guide/">guide</a>.</p></main>`,
      ),
    ],
    '/about.html': () => [
      200,
      'text/html',
      html('About us', `<div><p>We write docs.</p><a href="/">Home again</a></div>`),
    ],
    '/big': () => [200, 'text/html', html('Big', `<p>${'x'.repeat(BIG_PAGE_BYTES)}</p>`)],
    '/private/secret': () => [200, 'text/html', html('Secret', '<p>Robots said no</p>')],
    '/img/logo.png': () => [200, 'image/png', PNG.toString('latin1')],
  };
}

beforeAll(async () => {
  ctx = await buildTestContext({ FETCH_PRIVATE_ADDRESSES: 'true' });
  outside = createServer((_req, res) => {
    outsideHits++;
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(html('Outside', '<p>Not this site</p>'));
  });
  await new Promise<void>((r) => outside.listen(0, '127.0.0.1', r));
  outsideBase = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
  site = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/(.)\/$/, '$1');
    hits.set(path, (hits.get(path) ?? 0) + 1);
    // A chain of pages for the depth bound: /deep/0 → /deep/1 → …
    const deep = /^\/deep\/(\d+)$/.exec(path);
    if (deep)
      return res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(html(`Deep ${deep[1]}`, `<a href="/deep/${Number(deep[1]) + 1}">next</a>`));
    if (path === '/slow')
      return void setTimeout(
        () =>
          res
            .writeHead(200, { 'content-type': 'text/html' })
            .end(html('Slow', '<a href="/slow/2">more</a>')),
        600,
      );
    const page = pages()[path];
    if (!page) return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    const [status, type, body] = page();
    res.writeHead(status, { 'content-type': type }).end(type === 'image/png' ? PNG : body);
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await ctx.close();
  await new Promise((r) => site.close(r));
  await new Promise((r) => outside.close(r));
});

const importURL = (spaceId: string) => `/v1/spaces/${spaceId}/content/import`;
const post = (t: TestContext, spaceId: string, token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: importURL(spaceId),
    headers: bearer(token),
    payload: payload as object,
  });
const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

type TreePage = {
  id: string;
  title: string;
  slug: string;
  path: string;
  type: string;
  pages?: TreePage[];
};
const shape = (pages: TreePage[]): unknown[] =>
  pages.map((p) =>
    p.pages?.length
      ? [`${p.title} (${p.path}, ${p.type})`, shape(p.pages)]
      : `${p.title} (${p.path}, ${p.type})`,
  );

async function spaceWithAdmin() {
  const { org, admin } = await buildOrgWithAdmin(ctx.db);
  const space = await buildSpace(ctx.db, org.id, { title: 'Imported' });
  return { org, admin, space };
}

describe('POST SPACE/content/import', () => {
  it('imports the site as a new live revision: tree from URL paths, markdown, images as files', async () => {
    const { admin, space } = await spaceWithAdmin();
    // Existing content is replaced by the import (the old revision stays as the parent).
    await buildPage(ctx.db, space.revisionId as string, { title: 'Old page' });
    outsideHits = 0;
    hits.clear();

    const res = await post(ctx, space.id, admin.token, { url: `${base}/`, source: 'website' });
    expect(res.statusCode).toBe(201);
    const result = res.json();
    // Pages found: /, /docs/guide, /docs/guide/install, /about.html, /big (too large); /private is disallowed.
    // Images found: /img/logo.png (the remote one is another origin).
    expect(result).toEqual({
      revision: expect.any(String),
      importedResources: 5,
      totalResources: 6,
    });
    expect(Object.keys(result).sort()).toEqual(['importedResources', 'revision', 'totalResources']);

    expect(outsideHits).toBe(0);
    expect(hits.get('/private/secret')).toBeUndefined();
    // The link loop (guide ↔ install ↔ home) fetched each page once.
    expect(hits.get('/')).toBe(1);
    expect(hits.get('/docs/guide')).toBe(1);
    expect(hits.get('/docs/guide/install')).toBe(1);

    const space2 = await ctx.db.space.findUniqueOrThrow({ where: { id: space.id } });
    expect(space2.revisionId).toBe(result.revision);

    const content = (await get(`/v1/spaces/${space.id}/content`, admin.token)).json();
    expect(content).toMatchObject({
      object: 'revision',
      id: result.revision,
      parents: [space.revisionId],
    });
    expect(shape(content.pages)).toEqual([
      'Welcome (welcome, document)',
      [
        'Docs (docs, group)',
        [['Guide (docs/guide, document)', ['Install (docs/guide/install, document)']]],
      ],
      'About us (about, document)',
    ]);
    expect(content.files).toEqual([
      {
        id: expect.any(String),
        name: 'logo.png',
        contentType: 'image/png',
        size: PNG.length,
        dimensions: { width: 1, height: 1 },
        downloadURL: `http://docs.test/v1/spaces/${space.id}/content/files/${content.files[0].id}/download`,
      },
    ]);
    const fileId = content.files[0].id as string;

    const byTitle = new Map<string, TreePage>();
    const walk = (list: TreePage[]) =>
      list.forEach((p) => (byTitle.set(p.title, p), walk(p.pages ?? [])));
    walk(content.pages);
    const markdownOf = async (title: string) =>
      (
        await get(`/v1/spaces/${space.id}/content/page/${byTitle.get(title)!.id}`, admin.token)
      ).json().markdown as string;

    const home = await markdownOf('Welcome');
    expect(home).toContain(
      'Read the **guide** or [an external page](https://example.com/external).',
    );
    expect(home).toContain('- One\n- Two\n  3. Three');
    expect(home).toContain(`![Logo](/files/${fileId})`);
    expect(home).toContain('![Remote](https://cdn.example.com/x.png)');
    // Links to imported pages point at the pages; others stay URLs.
    expect(home).toContain(`[About](/pages/${byTitle.get('About us')!.id})`);
    expect(home).toContain(`[Install](/pages/${byTitle.get('Install')!.id}#top)`);
    expect(home).toContain(`[Big](${base}/big)`);
    // The title is the page's own, not repeated; nav, scripts, styles and footer are gone.
    expect(home).not.toMatch(/^# Welcome/m);
    expect(home).not.toMatch(/alert|Footer|Elsewhere|color:red/);

    expect(await markdownOf('Install')).toContain('```sh\nnpm install acme\n```');
    expect(await markdownOf('About us')).toBe(
      `We write docs.\n\n[Home again](/pages/${byTitle.get('Welcome')!.id})`,
    );

    // The links checker sees the rewritten links as pages and files of the revision.
    const links = (
      await get(
        `/v1/spaces/${space.id}/content/page/${byTitle.get('Welcome')!.id}/links?status=broken`,
        admin.token,
      )
    ).json();
    expect(links.items).toEqual([]);

    // Sections were indexed: search finds imported text.
    const sections = await ctx.db.pageSection.count({
      where: { revisionPage: { revisionId: result.revision }, body: { contains: 'We write docs' } },
    });
    expect(sections).toBe(1);

    // The file downloads with safe headers.
    const download = await get(
      `/v1/spaces/${space.id}/content/files/${fileId}/download`,
      admin.token,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'content-disposition': `inline; filename="logo.png"; filename*=UTF-8''logo.png`,
      'x-content-type-options': 'nosniff',
    });
    expect(download.headers['content-security-policy']).toBeUndefined();
  });

  it('keeps one blob for the same bytes imported twice', async () => {
    const { admin, space } = await spaceWithAdmin();
    const first = await post(ctx, space.id, admin.token, {
      url: `${base}/docs/guide`,
      source: 'website',
    });
    const second = await post(ctx, space.id, admin.token, {
      url: `${base}/docs/guide`,
      source: 'website',
    });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const files = await ctx.db.revisionFile.findMany({
      where: { revisionId: { in: [first.json().revision, second.json().revision] } },
    });
    expect(files).toHaveLength(2);
    expect(new Set(files.map((f) => f.blobKey))).toEqual(new Set([blobKey(PNG)]));
    // The second import's parent is the first.
    expect(
      (await ctx.db.revision.findUniqueOrThrow({ where: { id: second.json().revision } })).parents,
    ).toEqual([first.json().revision]);
  });

  it('imports into a change request: its revision moves, live content does not; closed requests refuse', async () => {
    const { admin, space } = await spaceWithAdmin();
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/v1/spaces/${space.id}/change-requests`,
      headers: bearer(admin.token),
      payload: { subject: 'Import the guide' },
    });
    expect(created.statusCode).toBe(201);
    const cr = created.json();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/v1/spaces/${space.id}/change-requests/${cr.number}/content/import`,
      headers: bearer(admin.token),
      payload: { url: `${base}/docs/guide`, source: 'website' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { revision } = res.json();
    expect(
      (await get(`/v1/spaces/${space.id}/change-requests/${cr.id}`, admin.token)).json().revision,
    ).toBe(revision);
    expect((await ctx.db.revision.findUniqueOrThrow({ where: { id: revision } })).parents).toEqual([
      cr.revision,
    ]);
    const crPages = (
      await get(`/v1/spaces/${space.id}/change-requests/${cr.id}/content/pages`, admin.token)
    ).json().pages;
    expect(crPages.length).toBeGreaterThan(0);
    // Live content is untouched.
    expect((await ctx.db.space.findUniqueOrThrow({ where: { id: space.id } })).revisionId).toBe(
      space.revisionId,
    );

    await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/spaces/${space.id}/change-requests/${cr.id}`,
      headers: bearer(admin.token),
      payload: { status: 'archived' },
    });
    const closed = await ctx.app.inject({
      method: 'POST',
      url: `/v1/spaces/${space.id}/change-requests/${cr.id}/content/import`,
      headers: bearer(admin.token),
      payload: { url: `${base}/docs/guide`, source: 'website' },
    });
    expect(closed.statusCode).toBe(409);
    expect(
      (await get(`/v1/spaces/${space.id}/change-requests/${cr.id}`, admin.token)).json().revision,
    ).toBe(revision);
  });

  it('writes nothing when the live revision moved during the crawl (409, one transaction)', async () => {
    const { admin, space } = await spaceWithAdmin();
    const before = await ctx.db.revision.count({ where: { spaceId: space.id } });
    // The crawl started from a revision that is no longer the live one.
    const stale = { id: space.id, revisionId: 'an-older-revision' };
    const limits = { ...DEFAULT_CRAWL_LIMITS, allowPrivateAddresses: true };
    await expect(
      importWebsite(ctx.db, blobStoreFor(ctx.config), {
        target: liveContentTarget(stale),
        userId: admin.user.id,
        url: `${base}/about.html`,
        limits,
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await ctx.db.revision.count({ where: { spaceId: space.id } })).toBe(before);
    expect(await ctx.db.revisionPage.count({ where: { revision: { spaceId: space.id } } })).toBe(0);
    expect((await ctx.db.space.findUniqueOrThrow({ where: { id: space.id } })).revisionId).toBe(
      space.revisionId,
    );
  });

  it('answers 400 naming the field for a bad url or source, and for an unreachable start page', async () => {
    const { admin, space } = await spaceWithAdmin();
    const cases: [unknown, string][] = [
      [{ source: 'website' }, 'body.url'],
      [{ url: 'not a url', source: 'website' }, 'body.url'],
      [{ url: 'ftp://example.com/', source: 'website' }, 'body.url'],
      [{ url: `${base}/` }, 'body.source'],
      [{ url: `${base}/`, source: 'docx' }, 'body.source'],
      [{ url: `${base}/missing`, source: 'website' }, 'body.url'],
      [{ url: `${base}/img/logo.png`, source: 'website' }, 'body.url'],
      [{ url: `${base}/private/secret`, source: 'website' }, 'body.url'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(ctx, space.id, admin.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toEqual({ code: 400, message: expect.stringContaining(field) });
    }
    // Nothing changed.
    expect((await ctx.db.space.findUniqueOrThrow({ where: { id: space.id } })).revisionId).toBe(
      space.revisionId,
    );
  });

  it('refuses private and loopback addresses unless FETCH_PRIVATE_ADDRESSES is set', async () => {
    const strict = await buildTestContext();
    try {
      const { org, admin } = await buildOrgWithAdmin(strict.db);
      const space = await buildSpace(strict.db, org.id);
      hits.clear();
      const res = await post(strict, space.id, admin.token, { url: `${base}/`, source: 'website' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/body\.url: .*private or local address/);
      expect(hits.size).toBe(0);
    } finally {
      await strict.close();
    }
  });

  it('needs edit on the space: 403 for readers, 404 for other organizations and unknown spaces', async () => {
    const { org, admin, space } = await spaceWithAdmin();
    const reader = await buildMember(ctx.db, org.id, 'read');
    const editor = await buildMember(ctx.db, org.id, 'read');
    await grantSpace(ctx.db, space.id, { userId: editor.user.id }, 'edit');
    const stranger = await buildOrgWithAdmin(ctx.db);
    const payload = { url: `${base}/about.html`, source: 'website' };

    const forbidden = await post(ctx, space.id, reader.token, payload);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toEqual({ code: 403, message: expect.any(String) });
    expect((await post(ctx, space.id, stranger.admin.token, payload)).statusCode).toBe(404);
    expect((await post(ctx, 'no-such-space', admin.token, payload)).statusCode).toBe(404);
    expect((await post(ctx, space.id, editor.token, payload)).statusCode).toBe(201);
  });
});

describe('crawl bounds', () => {
  const limits = { ...DEFAULT_CRAWL_LIMITS, allowPrivateAddresses: true };

  it('stops at the page count, the depth and the per-page size', async () => {
    expect(
      (await crawlWebsite(new URL(`${base}/`), { ...limits, maxPages: 2 })).pages.map(
        (p) => p.url.pathname,
      ),
    ).toEqual(['/', '/docs/guide']);
    const shallow = await crawlWebsite(new URL(`${base}/deep/0`), { ...limits, maxDepth: 2 });
    expect(shallow.pages.map((p) => p.url.pathname)).toEqual(['/deep/0', '/deep/1', '/deep/2']);
    // /deep/3 was found (counted) but is beyond the depth, so not fetched.
    expect(shallow.totalResources).toBe(4);
    const small = await crawlWebsite(new URL(`${base}/`), { ...limits, maxPageBytes: 1000 });
    expect(small.pages.map((p) => p.url.pathname)).not.toContain('/big');
    await expect(crawlWebsite(new URL(`${base}/big`), limits)).rejects.toMatchObject({
      kind: 'too-large',
    });
    // Images are bounded in count and size too.
    expect((await crawlWebsite(new URL(`${base}/`), { ...limits, maxImages: 0 })).images.size).toBe(
      0,
    );
    expect(
      (await crawlWebsite(new URL(`${base}/`), { ...limits, maxImageBytes: 10 })).images.size,
    ).toBe(0);
  });

  it('stops at the total time and imports what it has', async () => {
    const started = Date.now();
    const result = await crawlWebsite(new URL(`${base}/deep/0`), {
      ...limits,
      maxDepth: 1000,
      maxPages: 1000,
      totalMs: 300,
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.pages.length).toBeGreaterThan(0);
    expect(result.pages.length).toBeLessThan(1000);
    await expect(
      crawlWebsite(new URL(`${base}/slow`), { ...limits, totalMs: 200 }),
    ).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('reads robots.txt: longest match wins, our own group over *', () => {
    const rules = parseRobots(
      'User-agent: *\nDisallow: /\n\nUser-agent: docs-admin-import\nDisallow: /private\nAllow: /private/open$\n',
    );
    expect(robotsAllow(rules, '/docs')).toBe(true);
    expect(robotsAllow(rules, '/private/x')).toBe(false);
    expect(robotsAllow(rules, '/private/open')).toBe(true);
    expect(robotsAllow(rules, '/private/open/more')).toBe(false);
    expect(
      robotsAllow(parseRobots('User-agent: *\nDisallow: /*.pdf$\nDisallow:\n'), '/a/b.pdf'),
    ).toBe(false);
  });
});

describe('GET SPACE/content/files/{fileId}/download', () => {
  it('sandboxes non-images, gives a safe filename, and follows the content read access', async () => {
    const { org, admin, space } = await spaceWithAdmin();
    const bytes = Buffer.from('<script>alert(1)</script>');
    const file = await buildStoredFile(ctx.db, ctx.config, space.revisionId as string, {
      fileId: 'f-html',
      name: 'ré"port;\r\n.html',
      contentType: 'text/html',
      bytes,
    });
    const url = `/v1/spaces/${space.id}/content/files/${file.fileId}/download`;

    const res = await get(url, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(bytes.toString());
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="r__port___.html"; filename*=UTF-8''r%C3%A9%22port%3B%0D%0A.html`,
    );

    const reader = await buildMember(ctx.db, org.id, 'read');
    expect((await get(url, reader.token)).statusCode).toBe(200);
    const stranger = await buildOrgWithAdmin(ctx.db);
    expect((await get(url, stranger.admin.token)).statusCode).toBe(404);
    expect(
      (await get(`/v1/spaces/${space.id}/content/files/nope/download`, admin.token)).statusCode,
    ).toBe(404);
    // A row whose blob is gone is a 404, not a broken stream.
    await blobStoreFor(ctx.config).delete(file.blobKey);
    expect((await get(url, admin.token)).statusCode).toBe(404);

    // SVG is an image that can run scripts when opened: sandboxed too.
    const svg = await buildStoredFile(ctx.db, ctx.config, space.revisionId as string, {
      name: 'd.svg',
      contentType: 'image/svg+xml',
      bytes: Buffer.from('<svg/>'),
    });
    const svgRes = await get(
      `/v1/spaces/${space.id}/content/files/${svg.fileId}/download`,
      admin.token,
    );
    expect(svgRes.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'content-security-policy': 'sandbox',
      'content-length': '6',
    });
  });
});

describe('@gitbook/api client', () => {
  it('reads what an import made, on a real port', async () => {
    const endpoint = await listenOnFreePort(ctx);
    const { admin, space } = await spaceWithAdmin();
    // This version of the client has no import method: the import is a plain request.
    const res = await fetch(`${endpoint}${importURL(space.id)}`, {
      method: 'POST',
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${base}/docs/guide`, source: 'website' }),
    });
    expect(res.status).toBe(201);
    const { revision } = (await res.json()) as { revision: string };
    const api = new GitBookAPI({ endpoint, authToken: admin.token });
    const current = (await api.spaces.getCurrentRevision(space.id)).data;
    expect(current).toMatchObject({
      object: 'revision',
      id: revision,
      parents: [space.revisionId],
      files: [{ name: 'logo.png', contentType: 'image/png' }],
    });
    // Started at /docs/guide, the crawl still builds the tree from full paths; the home page comes first.
    expect(current.pages.map((p) => p.title)).toEqual(['Welcome', 'Docs', 'About us']);
    const files = (await api.spaces.listFiles(space.id)).data;
    expect(files.items.map((f) => f.name)).toEqual(['logo.png']);
  });
});
