// The unmodified public client of the hosted platform reads a space's content and searches
// it (and the organization) against our server on a real port.
import { GitBookAPI } from '@gitbook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestContext, listenOnFreePort, type TestContext } from '../../../test/helper.js';
import { buildFile, buildOrgWithAdmin, buildPage, buildSpace } from '../../../test/factories.js';

let ctx: TestContext;
let endpoint: string;
beforeAll(async () => {
  ctx = await buildTestContext();
  endpoint = await listenOnFreePort(ctx);
});
afterAll(() => ctx.close());

describe('@gitbook/api client on space content and search', () => {
  it('reads the revision, pages, files and a page, and searches', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const api = new GitBookAPI({ endpoint, authToken: admin.token });
    const space = await buildSpace(ctx.db, org.id, { title: 'Docs' });
    const revisionId = space.revisionId as string;
    const guides = await buildPage(ctx.db, revisionId, {
      title: 'Guides',
      markdown: 'All the guides.',
    });
    const install = await buildPage(ctx.db, revisionId, {
      title: 'Install',
      parentPageId: guides.pageId,
      markdown: '# Install\n\n## Requirements\n\nA kettle.',
    });
    const file = await buildFile(ctx.db, revisionId, {
      name: 'diagram.svg',
      contentType: 'image/svg+xml',
    });

    const revision = (await api.spaces.getCurrentRevision(space.id, { metadata: false })).data;
    expect(revision).toMatchObject({
      object: 'revision',
      id: revisionId,
      files: [{ id: file.fileId, name: 'diagram.svg' }],
    });
    expect(revision.pages.map((p) => p.id)).toEqual([guides.pageId]);

    const pages = (await api.spaces.listPages(space.id)).data.pages;
    expect(pages[0]).toMatchObject({
      id: guides.pageId,
      pages: [{ id: install.pageId, path: 'guides/install' }],
    });

    const files = (await api.spaces.listFiles(space.id, { limit: 10 })).data;
    expect(files).toMatchObject({
      count: 1,
      items: [{ id: file.fileId, contentType: 'image/svg+xml' }],
    });
    expect((await api.spaces.getFileById(space.id, file.fileId)).data.name).toBe('diagram.svg');

    const page = (await api.spaces.getPageById(space.id, install.pageId, { format: 'markdown' }))
      .data;
    expect(page).toMatchObject({
      id: install.pageId,
      title: 'Install',
      markdown: '# Install\n\n## Requirements\n\nA kettle.',
    });
    await expect(api.spaces.getPageById(space.id, 'missing')).rejects.toMatchObject({ code: 404 });

    const found = (await api.spaces.searchSpaceContent(space.id, { query: 'kettle' })).data;
    expect(found.count).toBe(1);
    expect(found.items[0]).toMatchObject({
      id: install.pageId,
      sections: [{ title: 'Requirements', path: 'guides/install#requirements', body: 'A kettle.' }],
    });
    await expect(
      api.spaces.searchSpaceContent(space.id, { query: 'x'.repeat(513) }),
    ).rejects.toMatchObject({ code: 400 });

    const orgFound = (await api.orgs.searchOrganizationContent(org.id, { query: 'kettle' })).data;
    expect(orgFound.items).toMatchObject([
      { id: space.id, title: 'Docs', pages: [{ id: install.pageId }] },
    ]);
  });
});
