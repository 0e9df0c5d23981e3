// Reading a space's live content: the revision, the page tree, pages, files, links and
// backlinks, and who may read them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestContext, type TestContext } from '../../../test/helper.js';
import {
  buildFile,
  buildMember,
  buildOrgWithAdmin,
  buildPage,
  buildShareLink,
  buildSite,
  buildSpace,
  grantSpace,
} from '../../../test/factories.js';
import { splitSections } from './markdown.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestContext();
});
afterAll(() => ctx.close());

const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

async function spaceWithAdmin() {
  const { org, admin } = await buildOrgWithAdmin(ctx.db);
  const space = await buildSpace(ctx.db, org.id, { title: 'Handbook' });
  return { org, admin, space, revisionId: space.revisionId as string };
}

type TreePage = { id: string; title: string; pages?: TreePage[] };
const titles = (pages: TreePage[]): unknown[] =>
  pages.map((p) => (p.pages?.length ? [p.title, titles(p.pages)] : p.title));

describe('GET SPACE/content and SPACE/content/pages', () => {
  it('returns the live revision with the nested page tree in position order, files and reusable contents', async () => {
    const { space, admin, revisionId } = await spaceWithAdmin();
    const guides = await buildPage(ctx.db, revisionId, { title: 'Guides' });
    const intro = await buildPage(ctx.db, revisionId, { title: 'Intro' });
    await buildPage(ctx.db, revisionId, { title: 'Install', parentPageId: guides.pageId });
    const configure = await buildPage(ctx.db, revisionId, {
      title: 'Configure',
      parentPageId: guides.pageId,
    });
    await buildPage(ctx.db, revisionId, { title: 'Advanced', parentPageId: configure.pageId });
    // Reorder the top level: Intro first.
    await ctx.db.revisionPage.update({ where: { id: guides.id }, data: { position: 1 } });
    await ctx.db.revisionPage.update({
      where: { id: intro.id },
      data: {
        position: 0,
        gitOid: 'abc123',
        gitPath: 'intro.md',
        emoji: '👋',
        description: 'Start here',
      },
    });
    const file = await buildFile(ctx.db, revisionId, { name: 'logo.png' });
    await ctx.db.revisionFile.update({
      where: { id: file.id },
      data: { width: 64, height: 32, gitOid: 'f00', gitPath: '.gitbook/assets/logo.png' },
    });
    await ctx.db.reusableContent.create({
      data: {
        revisionId,
        contentId: 'rc-1',
        title: 'Warning',
        document: { text: 'Careful' },
        gitOid: 'r00',
        gitPath: 'rc.md',
      },
    });
    await ctx.db.revision.update({
      where: { id: revisionId },
      data: { gitOid: 'c0ffee', gitMessage: 'Sync' },
    });

    const res = await get(`/v1/spaces/${space.id}/content`, admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(titles(body.pages)).toEqual([
      'Intro',
      ['Guides', ['Install', ['Configure', ['Advanced']]]],
    ]);
    expect(body).toMatchObject({
      object: 'revision',
      id: revisionId,
      parents: [],
      type: 'edits',
      createdAt: expect.any(String),
      git: { oid: 'c0ffee', message: 'Sync', createdByService: false },
      urls: { app: `http://docs.test/app/spaces/${space.id}/revisions/${revisionId}` },
      reusableContents: [
        {
          id: 'rc-1',
          title: 'Warning',
          document: { text: 'Careful' },
          git: { oid: 'r00', path: 'rc.md' },
        },
      ],
      files: [
        {
          id: file.fileId,
          name: 'logo.png',
          contentType: 'image/png',
          size: 1234,
          dimensions: { width: 64, height: 32 },
          downloadURL: `http://docs.test/v1/spaces/${space.id}/content/files/${file.fileId}/download`,
          git: { oid: 'f00', path: '.gitbook/assets/logo.png' },
        },
      ],
    });
    expect(body.pages[0]).toEqual({
      id: intro.pageId,
      title: 'Intro',
      emoji: '👋',
      description: 'Start here',
      createdAt: intro.createdAt.toISOString(),
      updatedAt: intro.updatedAt.toISOString(),
      type: 'document',
      urls: { app: `http://docs.test/app/spaces/${space.id}/pages/${intro.pageId}` },
      slug: 'intro',
      path: 'intro',
      pages: [],
      git: { oid: 'abc123', path: 'intro.md' },
      layout: {
        cover: true,
        title: true,
        description: true,
        tableOfContents: true,
        outline: true,
        pagination: true,
        coverSize: 'full',
      },
      hidden: false,
      noIndex: false,
      noRobotsIndex: false,
    });
    // The tree never carries page bodies.
    expect(body.pages[0].markdown).toBeUndefined();
    expect(body.pages[1].pages[1]).toMatchObject({
      title: 'Configure',
      path: 'guides/configure',
      pages: [{ title: 'Advanced', path: 'guides/configure/advanced' }],
    });

    const pages = await get(`/v1/spaces/${space.id}/content/pages`, admin.token);
    expect(pages.statusCode).toBe(200);
    expect(pages.json()).toEqual({ pages: body.pages });
  });

  it('metadata=false leaves out git metadata; computed is accepted; bad booleans are 400', async () => {
    const { space, admin, revisionId } = await spaceWithAdmin();
    const page = await buildPage(ctx.db, revisionId, { title: 'Intro' });
    await ctx.db.revisionPage.update({
      where: { id: page.id },
      data: { gitOid: 'abc', gitPath: 'intro.md' },
    });
    const file = await buildFile(ctx.db, revisionId);
    await ctx.db.revisionFile.update({
      where: { id: file.id },
      data: { gitOid: 'f00', gitPath: 'a.png' },
    });
    await ctx.db.revision.update({ where: { id: revisionId }, data: { gitOid: 'c0ffee' } });

    const withGit = (
      await get(`/v1/spaces/${space.id}/content?computed=false`, admin.token)
    ).json();
    expect(withGit.git).toBeDefined();
    expect(withGit.pages[0].git).toBeDefined();
    const without = await get(`/v1/spaces/${space.id}/content?metadata=false`, admin.token);
    expect(without.statusCode).toBe(200);
    expect(without.json().git).toBeUndefined();
    expect(without.json().pages[0].git).toBeUndefined();
    expect(without.json().files[0].git).toBeUndefined();
    expect(
      (await get(`/v1/spaces/${space.id}/content/pages?metadata=false`, admin.token)).json()
        .pages[0].git,
    ).toBeUndefined();
    expect(
      (
        await get(`/v1/spaces/${space.id}/content/files/${file.fileId}?metadata=false`, admin.token)
      ).json().git,
    ).toBeUndefined();
    expect(
      (await get(`/v1/spaces/${space.id}/content/files/${file.fileId}`, admin.token)).json().git,
    ).toEqual({ oid: 'f00', path: 'a.png' });

    const bad = await get(`/v1/spaces/${space.id}/content?metadata=yes`, admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('query.metadata');
  });

  it('an empty space has an empty revision', async () => {
    const { space, admin } = await spaceWithAdmin();
    const body = (await get(`/v1/spaces/${space.id}/content`, admin.token)).json();
    expect(body).toMatchObject({ object: 'revision', pages: [], files: [], reusableContents: [] });
  });
});

describe('GET SPACE/content/page/:pageId', () => {
  it('returns the page with its markdown and nested children; format=document returns the syntax tree', async () => {
    const { space, admin, revisionId } = await spaceWithAdmin();
    const guides = await buildPage(ctx.db, revisionId, {
      title: 'Guides',
      markdown: '# Guides\n\nRead **these**.',
    });
    const install = await buildPage(ctx.db, revisionId, {
      title: 'Install',
      parentPageId: guides.pageId,
    });
    await buildPage(ctx.db, revisionId, { title: 'Linux', parentPageId: install.pageId });
    await buildPage(ctx.db, revisionId, { title: 'Other root' });

    const res = await get(`/v1/spaces/${space.id}/content/page/${guides.pageId}`, admin.token);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({
      id: guides.pageId,
      title: 'Guides',
      path: 'guides',
      markdown: '# Guides\n\nRead **these**.',
      type: 'document',
    });
    expect(titles(page.pages)).toEqual([['Install', ['Linux']]]);
    expect(page.document).toBeUndefined();

    const doc = (
      await get(`/v1/spaces/${space.id}/content/page/${guides.pageId}?format=document`, admin.token)
    ).json();
    expect(doc.markdown).toBeUndefined();
    expect(doc.document).toMatchObject({
      type: 'root',
      children: [{ type: 'heading', depth: 1 }, { type: 'paragraph' }],
    });
    expect(JSON.stringify(doc.document)).not.toContain('position');

    const leaf = (
      await get(
        `/v1/spaces/${space.id}/content/page/${install.pageId}?format=markdown`,
        admin.token,
      )
    ).json();
    expect(leaf).toMatchObject({
      path: 'guides/install',
      markdown: '',
      pages: [{ title: 'Linux', pages: [] }],
    });
  });

  it('404 for an unknown page, 400 for an unknown format', async () => {
    const { space, admin, revisionId } = await spaceWithAdmin();
    const page = await buildPage(ctx.db, revisionId, { title: 'Only' });
    const missing = await get(`/v1/spaces/${space.id}/content/page/nope`, admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 404, message: 'Page not found' } });
    const bad = await get(
      `/v1/spaces/${space.id}/content/page/${page.pageId}?format=html`,
      admin.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('query.format');
  });

  it('only reads the live revision: a page of another revision of the same space is a 404', async () => {
    const { space, admin } = await spaceWithAdmin();
    const old = await ctx.db.revision.create({ data: { spaceId: space.id, parents: [] } });
    const page = await buildPage(ctx.db, old.id, { title: 'Old' });
    expect(
      (await get(`/v1/spaces/${space.id}/content/page/${page.pageId}`, admin.token)).statusCode,
    ).toBe(404);
  });
});

describe('GET SPACE/content/files', () => {
  it('lists files in pages with a cursor, and reads one by ID (404 when unknown)', async () => {
    const { space, admin, revisionId } = await spaceWithAdmin();
    const files = [
      await buildFile(ctx.db, revisionId, { fileId: 'file-a' }),
      await buildFile(ctx.db, revisionId, { fileId: 'file-b' }),
      await buildFile(ctx.db, revisionId, { fileId: 'file-c' }),
    ];
    const first = await get(`/v1/spaces/${space.id}/content/files?limit=2`, admin.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().items.map((f: { id: string }) => f.id)).toEqual(['file-a', 'file-b']);
    expect(first.json().count).toBe(3);
    const second = (
      await get(
        `/v1/spaces/${space.id}/content/files?limit=2&page=${first.json().next.page}`,
        admin.token,
      )
    ).json();
    expect(second.items.map((f: { id: string }) => f.id)).toEqual(['file-c']);
    expect(second.next).toBeUndefined();
    expect(second.items[0]).toEqual({
      id: 'file-c',
      name: files[2]!.name,
      contentType: 'image/png',
      size: 1234,
      downloadURL: `http://docs.test/v1/spaces/${space.id}/content/files/file-c/download`,
    });

    expect(
      (await get(`/v1/spaces/${space.id}/content/files?limit=1001`, admin.token)).statusCode,
    ).toBe(400);
    expect(
      (await get(`/v1/spaces/${space.id}/content/files?page=garbage`, admin.token)).statusCode,
    ).toBe(400);
    expect((await get(`/v1/spaces/${space.id}/content/files/file-b`, admin.token)).json().id).toBe(
      'file-b',
    );
    const missing = await get(`/v1/spaces/${space.id}/content/files/file-z`, admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('File not found');
  });
});

describe('links', () => {
  async function linkedSpace() {
    const s = await spaceWithAdmin();
    const logo = await buildFile(ctx.db, s.revisionId, { name: 'logo.png', fileId: 'file-logo' });
    const guides = await buildPage(ctx.db, s.revisionId, { title: 'Guides' });
    const setup = await buildPage(ctx.db, s.revisionId, {
      title: 'Setup',
      parentPageId: guides.pageId,
    });
    const install = await buildPage(ctx.db, s.revisionId, {
      title: 'Install',
      parentPageId: guides.pageId,
      markdown: [
        '# Install',
        'See [setup](setup.md), [setup again](./setup#step-2), [the guides](/pages/' +
          guides.pageId +
          ') and [gone](missing-page).',
        'External: [docs](https://example.com/docs), <https://example.org/auto>, and bare https://example.net/bare.',
        'In the app: [dashboard](http://docs.test/app/spaces/x).',
        '![logo](../.gitbook/assets/logo.png) and [download](/files/file-logo); [lost](/files/file-none) ![old](.gitbook/assets/old.png)',
        'Mail [us](mailto:team@example.com). [Top](#install) is an anchor.',
        '```\n[not a link](nowhere)\n```',
      ].join('\n\n'),
    });
    const other = await buildPage(ctx.db, s.revisionId, {
      title: 'Other',
      markdown: 'Back to [install](guides/install) and [broken](/nope).',
    });
    return { ...s, logo, guides, setup, install, other };
  }

  it('classifies every link of a page: ok pages and files, external URLs, in-app URLs, broken targets', async () => {
    const { space, admin, org, install, guides, setup } = await linkedSpace();
    const res = await get(
      `/v1/spaces/${space.id}/content/page/${install.pageId}/links`,
      admin.token,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const summary = body.items.map(
      (i: {
        status: string;
        targetReference: {
          kind: string;
          url?: string;
          page?: { id: string };
          file?: { id: string };
        };
      }) => [
        i.status,
        i.targetReference.kind,
        i.targetReference.url ?? i.targetReference.page?.id ?? i.targetReference.file?.id,
      ],
    );
    expect(summary).toEqual([
      ['ok', 'page', setup.pageId],
      ['ok', 'page', guides.pageId],
      ['broken', 'url', 'missing-page'],
      ['ok', 'url', 'https://example.com/docs'],
      ['ok', 'url', 'https://example.org/auto'],
      ['ok', 'url', 'https://example.net/bare'],
      ['in-app', 'url', 'http://docs.test/app/spaces/x'],
      ['ok', 'file', 'file-logo'],
      ['broken', 'url', '/files/file-none'],
      ['broken', 'url', '.gitbook/assets/old.png'],
      ['ok', 'url', 'mailto:team@example.com'],
    ]);
    expect(body.stats).toEqual({ total: 11, broken: { total: 3, changeRequest: 0 } });
    expect(body.count).toBe(11);
    const pageRef = body.items[0].targetReference;
    expect(pageRef).toMatchObject({
      kind: 'page',
      organization: { object: 'organization', id: org.id },
      space: { object: 'space', id: space.id },
      versionContext: { type: 'revision', revision: space.revisionId },
      page: { id: setup.pageId, title: 'Setup', path: 'guides/setup' },
    });
    expect(pageRef.page.pages).toBeUndefined();
    expect(body.items[7].targetReference.file).toMatchObject({ id: 'file-logo', name: 'logo.png' });
    expect(body.items[0].locationReferences).toEqual([
      expect.objectContaining({
        kind: 'page',
        page: expect.objectContaining({ id: install.pageId }),
      }),
    ]);

    const broken = (
      await get(
        `/v1/spaces/${space.id}/content/page/${install.pageId}/links?status=broken`,
        admin.token,
      )
    ).json();
    expect(
      broken.items.map((i: { targetReference: { url: string } }) => i.targetReference.url),
    ).toEqual(['missing-page', '/files/file-none', '.gitbook/assets/old.png']);
    expect(broken.count).toBe(3);
    expect(broken.stats.total).toBe(11);
    const inApp = (
      await get(
        `/v1/spaces/${space.id}/content/page/${install.pageId}/links?status=in-app`,
        admin.token,
      )
    ).json();
    expect(inApp.items).toHaveLength(1);

    expect(
      (
        await get(
          `/v1/spaces/${space.id}/content/page/${install.pageId}/links?status=weird`,
          admin.token,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await get(`/v1/spaces/${space.id}/content/page/nope/links`, admin.token)).statusCode,
    ).toBe(404);
  });

  it('SPACE/links spans every page and groups links to one target with every page that has them', async () => {
    const { space, admin, install, other } = await linkedSpace();
    const body = (await get(`/v1/spaces/${space.id}/links`, admin.token)).json();
    expect(body.stats).toEqual({ total: 13, broken: { total: 4, changeRequest: 0 } });
    const toInstall = body.items.find(
      (i: { targetReference: { page?: { id: string } } }) =>
        i.targetReference.page?.id === install.pageId,
    );
    expect(toInstall.locationReferences.map((l: { page: { id: string } }) => l.page.id)).toEqual([
      other.pageId,
    ]);
    const broken = (await get(`/v1/spaces/${space.id}/links?status=broken`, admin.token)).json();
    expect(
      broken.items.map((i: { targetReference: { url: string } }) => i.targetReference.url).sort(),
    ).toEqual(['.gitbook/assets/old.png', '/files/file-none', '/nope', 'missing-page']);
    expect(broken.items.every((i: { status: string }) => i.status === 'broken')).toBe(true);
  });

  it('file backlinks are the pages whose markdown links to the file', async () => {
    const { space, admin, logo, install, revisionId } = await linkedSpace();
    const byId = await buildPage(ctx.db, revisionId, {
      title: 'Gallery',
      markdown: `![](/files/${logo.fileId})`,
    });
    await buildPage(ctx.db, revisionId, {
      title: 'Mentions',
      markdown: 'The text logo.png and file-logo, not links.',
    });
    const res = await get(
      `/v1/spaces/${space.id}/content/files/${logo.fileId}/backlinks`,
      admin.token,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.items.map((i: { page: { id: string } }) => i.page.id).sort()).toEqual(
      [install.pageId, byId.pageId].sort(),
    );
    expect(body.items[0]).toMatchObject({
      kind: 'page',
      organization: { id: space.organizationId },
      space: { id: space.id },
      versionContext: { type: 'revision', revision: revisionId },
    });

    const unused = await buildFile(ctx.db, revisionId);
    expect(
      (
        await get(`/v1/spaces/${space.id}/content/files/${unused.fileId}/backlinks`, admin.token)
      ).json(),
    ).toEqual({ items: [], count: 0 });
    expect(
      (await get(`/v1/spaces/${space.id}/content/files/nope/backlinks`, admin.token)).statusCode,
    ).toBe(404);
  });
});

describe('access', () => {
  it('readers and granted guests read; a guest without a grant gets 403; another organization 404', async () => {
    const { org, space, revisionId } = await spaceWithAdmin();
    const page = await buildPage(ctx.db, revisionId, { title: 'Intro' });
    const file = await buildFile(ctx.db, revisionId);
    const reader = await buildMember(ctx.db, org.id, 'read');
    const guest = await buildMember(ctx.db, org.id, null);
    const outsider = (await buildOrgWithAdmin(ctx.db)).admin;
    const paths = [
      `/v1/spaces/${space.id}/content`,
      `/v1/spaces/${space.id}/content/pages`,
      `/v1/spaces/${space.id}/content/files`,
      `/v1/spaces/${space.id}/content/files/${file.fileId}`,
      `/v1/spaces/${space.id}/content/files/${file.fileId}/backlinks`,
      `/v1/spaces/${space.id}/content/page/${page.pageId}`,
      `/v1/spaces/${space.id}/content/page/${page.pageId}/links`,
      `/v1/spaces/${space.id}/links`,
    ];
    for (const path of paths) {
      expect((await get(path, reader.token)).statusCode, path).toBe(200);
      expect((await get(path, guest.token)).statusCode, path).toBe(403);
      const outside = await get(path, outsider.token);
      expect(outside.statusCode, path).toBe(404);
      expect(outside.json()).toEqual({ error: { code: 404, message: 'Space not found' } });
    }
    await grantSpace(ctx.db, space.id, { userId: guest.user.id }, 'read');
    for (const path of paths) expect((await get(path, guest.token)).statusCode, path).toBe(200);
  });

  it('a share key of a share-link site showing the space opens its content (and search) to anyone signed in', async () => {
    const { org, space, revisionId } = await spaceWithAdmin();
    const page = await buildPage(ctx.db, revisionId, {
      title: 'Shared',
      markdown: 'Visible through the link, see [home](/pages/nope).',
    });
    const site = await buildSite(ctx.db, org.id, { visibility: 'share-link', spaces: [space.id] });
    const link = await buildShareLink(ctx.db, site.id);
    const outsider = (await buildOrgWithAdmin(ctx.db)).admin;
    const key = `shareKey=${encodeURIComponent(link.token)}`;

    const revision = await get(`/v1/spaces/${space.id}/content?${key}`, outsider.token);
    expect(revision.statusCode).toBe(200);
    expect(revision.json().pages.map((p: { id: string }) => p.id)).toEqual([page.pageId]);
    expect(revision.json().urls.published).toBe(
      `http://docs.test/s/${site.id}?share_key=${encodeURIComponent(link.token)}`,
    );
    expect(
      (
        await get(`/v1/spaces/${space.id}/content/page/${page.pageId}?${key}`, outsider.token)
      ).json().markdown,
    ).toContain('Visible');
    expect(
      (await get(`/v1/spaces/${space.id}/search?query=visible&${key}`, outsider.token)).json()
        .count,
    ).toBe(1);
    const links = (await get(`/v1/spaces/${space.id}/links?${key}`, outsider.token)).json();
    expect(links.stats.broken.total).toBe(1);
    expect(links.items[0].locationReferences[0].organization.permissions).toMatchObject({
      admin: false,
    });

    expect((await get(`/v1/spaces/${space.id}/content`, outsider.token)).statusCode).toBe(404);
    expect(
      (await get(`/v1/spaces/${space.id}/content?shareKey=wrong`, outsider.token)).statusCode,
    ).toBe(404);
  });

  it('a deleted space has no readable content', async () => {
    const { space, admin } = await spaceWithAdmin();
    await ctx.db.space.update({ where: { id: space.id }, data: { deletedAt: new Date() } });
    expect((await get(`/v1/spaces/${space.id}/content`, admin.token)).statusCode).toBe(404);
  });
});

describe('splitSections', () => {
  it('splits at headings of depth 1-3 with unique anchors, the text before the first heading under the page title', () => {
    const sections = splitSections(
      'Intro text\n\n# Setup\n\nStep one\n\n#### Deep\n\nstill setup\n\n## Setup\n\n- a\n- b',
      'Page',
    );
    expect(sections).toEqual([
      { anchor: '', title: 'Page', body: 'Intro text', position: 0 },
      { anchor: 'setup', title: 'Setup', body: 'Step one\nDeep\nstill setup', position: 1 },
      { anchor: 'setup-1', title: 'Setup', body: 'a\nb', position: 2 },
    ]);
  });
});
