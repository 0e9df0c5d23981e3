// Full-text search of a space and of an organization: ranking, grouping by page, snippets,
// pagination, bounds, and which spaces a caller's search can reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestContext, type TestContext } from '../../../test/helper.js';
import { indexPageSections } from '../content/service.js';
import {
  buildMember,
  buildOrgWithAdmin,
  buildPage,
  buildSpace,
  buildTeam,
  grantSpace,
} from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestContext();
});
afterAll(() => ctx.close());

const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const q = (text: string) => encodeURIComponent(text);

describe('GET SPACE/search', () => {
  it('ranks a title match above a body match, groups sections by page, with section paths and snippets', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const space = await buildSpace(ctx.db, org.id);
    const revisionId = space.revisionId as string;
    const mention = await buildPage(ctx.db, revisionId, {
      title: 'Overview',
      markdown:
        'Intro.\n\n## Getting around\n\nYou can read how to install the tool later on, after the rest.',
    });
    const guides = await buildPage(ctx.db, revisionId, { title: 'Guides' });
    const install = await buildPage(ctx.db, revisionId, {
      title: 'Install',
      parentPageId: guides.pageId,
      markdown: 'Download it.\n\n## Install on Linux\n\nRun the installer.',
    });
    await buildPage(ctx.db, revisionId, { title: 'Unrelated', markdown: 'Nothing here.' });
    await buildPage(ctx.db, revisionId, {
      title: 'Install secret',
      markdown: 'install',
      noIndex: true,
    });

    const res = await get(`/v1/spaces/${space.id}/search?query=install`, admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.items.map((i: { id: string }) => i.id)).toEqual([install.pageId, mention.pageId]);
    expect(body.items[0]).toEqual({
      id: install.pageId,
      title: 'Install',
      path: 'guides/install',
      urls: { app: `http://docs.test/app/spaces/${space.id}/pages/${install.pageId}` },
      sections: [
        {
          id: expect.any(String),
          title: 'Install',
          path: 'guides/install',
          body: 'Download it.',
          urls: { app: `http://docs.test/app/spaces/${space.id}/pages/${install.pageId}` },
        },
        {
          id: expect.any(String),
          title: 'Install on Linux',
          path: 'guides/install#install-on-linux',
          body: 'Run the installer.',
          urls: {
            app: `http://docs.test/app/spaces/${space.id}/pages/${install.pageId}#install-on-linux`,
          },
        },
      ],
    });
    expect(body.items[1].sections).toEqual([
      expect.objectContaining({
        title: 'Getting around',
        path: 'overview#getting-around',
        body: expect.stringContaining('install'),
      }),
    ]);
    expect(body.next).toBeUndefined();

    // Web search syntax, matched per section: a quoted phrase, an exclusion.
    expect(
      (await get(`/v1/spaces/${space.id}/search?query=${q('"install on linux"')}`, admin.token))
        .json()
        .items.map((i: { id: string }) => i.id),
    ).toEqual([install.pageId]);
    const excluded = (
      await get(`/v1/spaces/${space.id}/search?query=${q('install -linux')}`, admin.token)
    ).json();
    expect(
      excluded.items
        .find((i: { id: string }) => i.id === install.pageId)
        .sections.map((s: { title: string }) => s.title),
    ).toEqual(['Install']);
    // A long section comes back as a snippet around the match.
    const long = await buildPage(ctx.db, revisionId, {
      title: 'Long',
      markdown: `${'filler words here '.repeat(40)}zebra ${'more text after '.repeat(40)}`,
    });
    const snippet = (await get(`/v1/spaces/${space.id}/search?query=zebra`, admin.token)).json()
      .items[0];
    expect(snippet.id).toBe(long.pageId);
    expect(snippet.sections[0].body).toContain('zebra');
    expect(snippet.sections[0].body.length).toBeLessThan(400);
    expect((await get(`/v1/spaces/${space.id}/search?query=yak`, admin.token)).json()).toEqual({
      items: [],
      count: 0,
    });
  });

  it("indexPageSections replaces a page's sections in the writer's transaction", async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const space = await buildSpace(ctx.db, org.id);
    const page = await buildPage(ctx.db, space.revisionId as string, {
      title: 'Notes',
      markdown: 'About walruses.',
    });
    const search = async (word: string) =>
      (await get(`/v1/spaces/${space.id}/search?query=${word}`, admin.token)).json().count;
    expect(await search('walruses')).toBe(1);
    // A failed write leaves the old sections in place.
    await expect(
      ctx.db.$transaction(async (tx) => {
        await indexPageSections(tx, page.id, '# Penguins\n\nOnly penguins now.');
        throw new Error('write failed');
      }),
    ).rejects.toThrow('write failed');
    expect(await search('walruses')).toBe(1);
    expect(await search('penguins')).toBe(0);
    const sections = await ctx.db.$transaction((tx) =>
      indexPageSections(tx, page.id, '# Penguins\n\nOnly penguins now.'),
    );
    expect(sections.map((s) => s.anchor)).toEqual(['', 'penguins']);
    expect(await search('walruses')).toBe(0);
    expect(await search('penguins')).toBe(1);
    expect(await ctx.db.pageSection.count({ where: { revisionPageId: page.id } })).toBe(2);
  });

  it('paginates pages with a cursor', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const space = await buildSpace(ctx.db, org.id);
    const ids = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        (
          await buildPage(ctx.db, space.revisionId as string, {
            title: `Topic ${i}`,
            markdown: `alpha ${'beta '.repeat(i)}`,
          })
        ).pageId,
      );
    const seen: string[] = [];
    let page: string | undefined;
    do {
      const res = await get(
        `/v1/spaces/${space.id}/search?query=alpha&limit=2${page ? `&page=${page}` : ''}`,
        admin.token,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.count).toBe(5);
      expect(body.items.length).toBeLessThanOrEqual(2);
      seen.push(...body.items.map((i: { id: string }) => i.id));
      page = body.next?.page;
    } while (page);
    expect(seen.sort()).toEqual(ids.sort());
    expect(
      (
        await get(
          `/v1/spaces/${space.id}/search?query=alpha&page=${Buffer.from('{"v":"x","id":"y"}').toString('base64url')}`,
          admin.token,
        )
      ).statusCode,
    ).toBe(400);
  });

  it('bounds: query is required, at most 512 characters; limit at most 1000', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const space = await buildSpace(ctx.db, org.id);
    const long = await get(`/v1/spaces/${space.id}/search?query=${'a'.repeat(513)}`, admin.token);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('query.query');
    expect(
      (await get(`/v1/spaces/${space.id}/search?query=${'a'.repeat(512)}`, admin.token)).statusCode,
    ).toBe(200);
    expect((await get(`/v1/spaces/${space.id}/search`, admin.token)).statusCode).toBe(400);
    expect((await get(`/v1/spaces/${space.id}/search?query=%20`, admin.token)).statusCode).toBe(
      400,
    );
    expect(
      (await get(`/v1/spaces/${space.id}/search?query=a&limit=1001`, admin.token)).statusCode,
    ).toBe(400);
    // Punctuation only: no words to look for, no results (not an error).
    expect(
      (await get(`/v1/spaces/${space.id}/search?query=${q('!!! ---')}`, admin.token)).json(),
    ).toEqual({ items: [], count: 0 });
  });

  it('another organization: 404; a guest without a grant: 403', async () => {
    const { org } = await buildOrgWithAdmin(ctx.db);
    const space = await buildSpace(ctx.db, org.id);
    const outsider = (await buildOrgWithAdmin(ctx.db)).admin;
    expect((await get(`/v1/spaces/${space.id}/search?query=a`, outsider.token)).statusCode).toBe(
      404,
    );
    const guest = await buildMember(ctx.db, org.id, null);
    expect((await get(`/v1/spaces/${space.id}/search?query=a`, guest.token)).statusCode).toBe(403);
  });
});

describe('GET ORG/search', () => {
  it('spans the readable, non-deleted spaces of the organization, spaces ranked by their best page', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const handbook = await buildSpace(ctx.db, org.id, { title: 'Handbook' });
    const api = await buildSpace(ctx.db, org.id, { title: 'API' });
    const secret = await buildSpace(ctx.db, org.id, { title: 'Secret' });
    const trashed = await buildSpace(ctx.db, org.id, { title: 'Trashed' });
    const other = await buildOrgWithAdmin(ctx.db);
    const foreign = await buildSpace(ctx.db, other.org.id, { title: 'Foreign' });
    const inHandbook = await buildPage(ctx.db, handbook.revisionId as string, {
      title: 'Welcome',
      markdown: 'We deploy on Fridays.',
    });
    const inApi = await buildPage(ctx.db, api.revisionId as string, {
      title: 'Deploy',
      markdown: 'How to deploy.',
    });
    await buildPage(ctx.db, secret.revisionId as string, { title: 'Deploy keys' });
    await buildPage(ctx.db, trashed.revisionId as string, { title: 'Deploy old' });
    await buildPage(ctx.db, foreign.revisionId as string, { title: 'Deploy elsewhere' });
    await ctx.db.space.update({ where: { id: trashed.id }, data: { deletedAt: new Date() } });

    const res = await get(`/v1/orgs/${org.id}/search?query=deploy`, admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.items.map((i: { title: string }) => i.title)).toEqual(
      expect.arrayContaining(['API', 'Handbook', 'Secret']),
    );
    expect(body.items.map((i: { title: string }) => i.title).indexOf('Handbook')).toBe(2);
    const apiItem = body.items.find((i: { id: string }) => i.id === api.id);
    expect(apiItem).toEqual({
      id: api.id,
      title: 'API',
      pages: [
        {
          id: inApi.pageId,
          title: 'Deploy',
          path: 'deploy',
          urls: { app: `http://docs.test/app/spaces/${api.id}/pages/${inApi.pageId}` },
          sections: [
            {
              id: expect.any(String),
              title: 'Deploy',
              path: 'deploy',
              body: 'How to deploy.',
              urls: { app: `http://docs.test/app/spaces/${api.id}/pages/${inApi.pageId}` },
            },
          ],
        },
      ],
    });
    expect(body.items.find((i: { id: string }) => i.id === handbook.id).pages[0].id).toBe(
      inHandbook.pageId,
    );

    // Paginated by space.
    const first = (await get(`/v1/orgs/${org.id}/search?query=deploy&limit=2`, admin.token)).json();
    expect(first.items).toHaveLength(2);
    const second = (
      await get(
        `/v1/orgs/${org.id}/search?query=deploy&limit=2&page=${first.next.page}`,
        admin.token,
      )
    ).json();
    expect([...first.items, ...second.items].map((i: { id: string }) => i.id)).toEqual(
      body.items.map((i: { id: string }) => i.id),
    );
    expect(second.next).toBeUndefined();

    // A guest reaches only the spaces granted to them, directly or through a team.
    const guest = await buildMember(ctx.db, org.id, null);
    expect((await get(`/v1/orgs/${org.id}/search?query=deploy`, guest.token)).json()).toEqual({
      items: [],
      count: 0,
    });
    await grantSpace(ctx.db, api.id, { userId: guest.user.id }, 'read');
    const team = await buildTeam(ctx.db, org.id, { members: [{ userId: guest.user.id }] });
    await grantSpace(ctx.db, handbook.id, { teamId: team.id }, 'read');
    const guestResults = (await get(`/v1/orgs/${org.id}/search?query=deploy`, guest.token)).json();
    expect(guestResults.items.map((i: { id: string }) => i.id).sort()).toEqual(
      [api.id, handbook.id].sort(),
    );
    expect(guestResults.count).toBe(2);

    // Not a member: 404. Bounds as in space search.
    const outsider = await get(`/v1/orgs/${org.id}/search?query=deploy`, other.admin.token);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toEqual({ error: { code: 404, message: 'Organization not found' } });
    expect(
      (await get(`/v1/orgs/${org.id}/search?query=${'a'.repeat(513)}`, admin.token)).statusCode,
    ).toBe(400);
  });
});
