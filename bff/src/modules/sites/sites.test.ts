import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestContext, type TestContext } from '../../../test/helper.js';
import {
  buildMember,
  buildOrgWithAdmin,
  buildSite,
  buildSpace,
  buildUser,
} from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestContext();
});
afterAll(() => ctx.close());

const inject = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function orgWithSpaces(n: number) {
  const { org, admin } = await buildOrgWithAdmin(ctx.db);
  const spaces = [];
  for (let i = 0; i < n; i++)
    spaces.push(await buildSpace(ctx.db, org.id, { title: `Guide ${i + 1}` }));
  return { org, admin, spaces };
}

describe('POST /v1/orgs/:org/sites', () => {
  it('creates a basic public site by default, with every field of the contract', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const res = await inject('POST', `/v1/orgs/${org.id}/sites`, admin.token, {
      title: 'Product docs',
    });
    expect(res.statusCode).toBe(201);
    const site = res.json();
    expect(res.headers.location).toBe(`http://docs.test/v1/orgs/${org.id}/sites/${site.id}`);
    expect(site).toEqual({
      object: 'site',
      id: expect.any(String),
      type: 'basic',
      title: 'Product docs',
      visibility: 'public',
      published: false,
      siteSpaces: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      adaptiveContent: { enabled: false },
      features: [],
      urls: {
        location: `http://docs.test/v1/orgs/${org.id}/sites/${site.id}`,
        app: `http://docs.test/app/orgs/${org.id}/sites/${site.id}`,
      },
      permissions: {
        view: true,
        access: true,
        edit: true,
        create: true,
        admin: true,
        installIntegration: true,
        viewAdaptiveSchema: true,
        editAdaptiveSchema: true,
      },
    });
  });

  it('adds the given spaces at the root, the first one the default, and counts them', async () => {
    const { org, admin, spaces } = await orgWithSpaces(2);
    const res = await inject('POST', `/v1/orgs/${org.id}/sites`, admin.token, {
      title: 'Docs',
      type: 'premium',
      visibility: 'unlisted',
      spaces: [spaces[0]!.id, spaces[1]!.id],
    });
    expect(res.statusCode).toBe(201);
    const site = res.json();
    expect(site).toMatchObject({
      type: 'premium',
      visibility: 'unlisted',
      published: true,
      siteSpaces: 2,
    });
    expect(site.urls.published).toBe(`http://docs.test/s/${site.id}`);
    const list = (
      await inject('GET', `/v1/orgs/${org.id}/sites/${site.id}/site-spaces`, admin.token)
    ).json();
    expect(
      list.items.map((s: { space: { id: string }; default: boolean; path: string }) => [
        s.space.id,
        s.default,
        s.path,
      ]),
    ).toEqual([
      [spaces[0]!.id, true, 'guide-1'],
      [spaces[1]!.id, false, 'guide-2'],
    ]);
    const stored = await ctx.db.site.findUniqueOrThrow({ where: { id: site.id } });
    expect(stored.published).toBe(true);
  });

  it('creates a new space when `spaces` is "new"', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const res = await inject('POST', `/v1/orgs/${org.id}/sites`, admin.token, {
      title: 'Handbook',
      spaces: 'new',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().siteSpaces).toBe(1);
    const siteSpace = await ctx.db.siteSpace.findFirstOrThrow({
      where: { siteId: res.json().id },
      include: { space: true },
    });
    expect(siteSpace.space).toMatchObject({ organizationId: org.id, title: 'Handbook' });
    expect(siteSpace.space.revisionId).not.toBeNull();
  });

  it.each([
    [{ title: 'x' }, 'body.title'],
    [{ title: 't'.repeat(129) }, 'body.title'],
    [{ title: 'Docs', type: 'gold' }, 'body.type'],
    [{ title: 'Docs', visibility: 'private' }, 'body.visibility'],
    [{ title: 'Docs', spaces: 'create' }, 'body.spaces'],
    [{ title: 'Docs', spaces: ['missing-space'] }, 'body.spaces.0'],
  ])('rejects %j naming %s', async (payload, field) => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const res = await inject('POST', `/v1/orgs/${org.id}/sites`, admin.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 400,
      message: expect.stringContaining(`${field}`),
    });
    expect(await ctx.db.site.count({ where: { organizationId: org.id } })).toBe(0);
  });

  it('refuses a space of another organization as if it did not exist', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const other = await orgWithSpaces(1);
    const res = await inject('POST', `/v1/orgs/${org.id}/sites`, admin.token, {
      title: 'Docs',
      spaces: [other.spaces[0]!.id],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('body.spaces.0');
  });

  it('accepts the title bounds themselves', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    expect(
      (await inject('POST', `/v1/orgs/${org.id}/sites`, admin.token, { title: 'ab' })).statusCode,
    ).toBe(201);
    expect(
      (await inject('POST', `/v1/orgs/${org.id}/sites`, admin.token, { title: 't'.repeat(128) }))
        .statusCode,
    ).toBe(201);
  });
});

describe('GET /v1/orgs/:org/sites', () => {
  it('filters by space, title and published, and pages', async () => {
    const { org, admin, spaces } = await orgWithSpaces(2);
    const a = await buildSite(ctx.db, org.id, { title: 'Alpha docs', spaces: [spaces[0]!.id] });
    const b = await buildSite(ctx.db, org.id, {
      title: 'Beta docs',
      spaces: [spaces[0]!.id, spaces[1]!.id],
    });
    const c = await buildSite(ctx.db, org.id, { title: 'Gamma' });
    await buildSite(ctx.db, (await buildOrgWithAdmin(ctx.db)).org.id, { title: 'Alpha elsewhere' });
    const ids = async (query: string) =>
      (await inject('GET', `/v1/orgs/${org.id}/sites${query}`, admin.token))
        .json()
        .items.map((s: { id: string }) => s.id);

    expect(await ids('')).toEqual([a.id, b.id, c.id]);
    expect(await ids(`?space=${spaces[1]!.id}`)).toEqual([b.id]);
    expect(await ids('?title=DOCS')).toEqual([a.id, b.id]);
    expect(await ids('?published=true')).toEqual([a.id, b.id]);
    expect(await ids('?published=false')).toEqual([c.id]);
    expect(await ids(`?space=${spaces[0]!.id}&published=false`)).toEqual([]);

    const first = (await inject('GET', `/v1/orgs/${org.id}/sites?limit=2`, admin.token)).json();
    expect(first).toMatchObject({ count: 3, next: { page: expect.any(String) } });
    expect(first.items.map((s: { siteSpaces: number }) => s.siteSpaces)).toEqual([1, 2]);
    const second = (
      await inject('GET', `/v1/orgs/${org.id}/sites?limit=2&page=${first.next.page}`, admin.token)
    ).json();
    expect(second.items.map((s: { id: string }) => s.id)).toEqual([c.id]);
    expect(second.next).toBeUndefined();

    const bad = await inject('GET', `/v1/orgs/${org.id}/sites?published=maybe`, admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('query.published');
  });
});

describe('GET/PATCH/DELETE /v1/orgs/:org/sites/:site', () => {
  it('updates every field and reflects it on read', async () => {
    const { org, admin, spaces } = await orgWithSpaces(2);
    const site = await buildSite(ctx.db, org.id, { spaces: spaces.map((s) => s.id) });
    const url = `/v1/orgs/${org.id}/sites/${site.id}`;
    const res = await inject('PATCH', url, admin.token, {
      title: 'Renamed',
      visibility: 'share-link',
      basename: 'api-v2',
      hostname: 'docs.example.com',
      adaptiveContent: { enabled: true },
      proxy: 'example.com/docs',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Renamed',
      visibility: 'share-link',
      basename: 'api-v2',
      hostname: 'docs.example.com',
      adaptiveContent: { enabled: true },
      proxy: { origin: 'example.com/docs', target: 'https://docs.example.com' },
      urls: { published: 'https://example.com/docs' },
    });
    expect((await inject('GET', url, admin.token)).json()).toEqual(res.json());

    const removed = (
      await inject('PATCH', url, admin.token, { proxy: null, hostname: null })
    ).json();
    expect(removed.proxy).toBeUndefined();
    expect(removed.hostname).toBeUndefined();
    expect(removed.urls.published).toBe('http://docs.test/s/api-v2');
    expect(removed.title).toBe('Renamed');
  });

  it.each([
    [{ title: 'x' }, 'body.title'],
    [{ title: 't'.repeat(129) }, 'body.title'],
    [{ basename: '' }, 'body.basename'],
    [{ basename: 'b'.repeat(101) }, 'body.basename'],
    [{ basename: 'has space' }, 'body.basename'],
    [{ hostname: 'localhost' }, 'body.hostname'],
    [{ hostname: 'Docs.Example.com' }, 'body.hostname'],
    [{ hostname: `${'a'.repeat(60)}.`.repeat(9) + 'com' }, 'body.hostname'],
    [{ proxy: 'https://example.com/docs' }, 'body.proxy'],
    [{ proxy: 'example.com' }, 'body.proxy'],
    [{ proxy: `example.com/${'d'.repeat(512)}` }, 'body.proxy'],
    [{ visibility: 'private' }, 'body.visibility'],
    [{ adaptiveContent: { enabled: 'yes' } }, 'body.adaptiveContent.enabled'],
    [{ defaultSiteSection: 'nope' }, 'body.defaultSiteSection'],
    [{ defaultSiteSpace: 'nope' }, 'body.defaultSiteSpace'],
  ])('rejects %j naming %s', async (payload, field) => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const site = await buildSite(ctx.db, org.id, { title: 'Unchanged' });
    const res = await inject('PATCH', `/v1/orgs/${org.id}/sites/${site.id}`, admin.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(`${field}:`);
    expect((await ctx.db.site.findUniqueOrThrow({ where: { id: site.id } })).title).toBe(
      'Unchanged',
    );
  });

  it('accepts the bounds themselves', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const site = await buildSite(ctx.db, org.id);
    const url = `/v1/orgs/${org.id}/sites/${site.id}`;
    for (const body of [
      { title: 'ab' },
      { title: 't'.repeat(128) },
      { basename: 'b' },
      { basename: 'b'.repeat(100) },
      { proxy: `example.com/${'d'.repeat(500)}` },
    ]) {
      expect(
        (await inject('PATCH', url, admin.token, body)).statusCode,
        JSON.stringify(body).slice(0, 40),
      ).toBe(200);
    }
  });

  it('gives a taken hostname or basename a 409', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const a = await buildSite(ctx.db, org.id);
    const b = await buildSite(ctx.db, org.id);
    const hostname = `docs.${org.id}.example.com`;
    expect(
      (
        await inject('PATCH', `/v1/orgs/${org.id}/sites/${a.id}`, admin.token, {
          hostname,
          basename: 'guides',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await inject('PATCH', `/v1/orgs/${org.id}/sites/${b.id}`, admin.token, { hostname }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await inject('PATCH', `/v1/orgs/${org.id}/sites/${b.id}`, admin.token, {
          basename: 'guides',
        })
      ).statusCode,
    ).toBe(409);
    // Re-sending a site's own values is not a conflict.
    expect(
      (
        await inject('PATCH', `/v1/orgs/${org.id}/sites/${a.id}`, admin.token, {
          hostname,
          basename: 'guides',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('sets the default site space at the root, or in the default section, and the default section', async () => {
    const { org, admin, spaces } = await orgWithSpaces(3);
    const site = await buildSite(ctx.db, org.id, { spaces: [spaces[0]!.id, spaces[1]!.id] });
    const url = `/v1/orgs/${org.id}/sites/${site.id}`;
    const rootSpaces = (await inject('GET', `${url}/site-spaces`, admin.token)).json().items;
    expect(
      (await inject('PATCH', url, admin.token, { defaultSiteSpace: rootSpaces[1].id })).statusCode,
    ).toBe(200);
    const defaults = (await inject('GET', `${url}/site-spaces?default=true`, admin.token)).json()
      .items;
    expect(defaults.map((s: { id: string }) => s.id)).toEqual([rootSpaces[1].id]);
    expect(defaults[0].urls.published).toBe(`http://docs.test/s/${site.id}`);

    // With sections: the root spaces move into a first (default) section.
    const second = (
      await inject('POST', `${url}/sections`, admin.token, {
        spaceId: spaces[2]!.id,
        title: 'Second',
      })
    ).json();
    const sections = (await inject('GET', `${url}/sections`, admin.token)).json().items;
    expect(sections.map((s: { default: boolean }) => s.default)).toEqual([true, false]);
    const other = await inject('PATCH', url, admin.token, {
      defaultSiteSpace: second.siteSpaces[0].id,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.message).toContain('body.defaultSiteSpace');
    expect(
      (
        await inject('PATCH', url, admin.token, {
          defaultSiteSection: second.id,
          defaultSiteSpace: second.siteSpaces[0].id,
        })
      ).statusCode,
    ).toBe(200);
    const after = (await inject('GET', `${url}/sections`, admin.token)).json().items;
    expect(after.map((s: { id: string; default: boolean }) => [s.id, s.default])).toEqual([
      [sections[0].id, false],
      [second.id, true],
    ]);
    expect(after[1].urls.published).toBe(`http://docs.test/s/${site.id}`);
    expect(after[0].urls.published).toBe(`http://docs.test/s/${site.id}/${sections[0].path}`);
  });

  it('deletes a site with its structure and share links (205), and clears it as default content', async () => {
    const { org, admin, spaces } = await orgWithSpaces(1);
    const site = await buildSite(ctx.db, org.id, { spaces: [spaces[0]!.id] });
    const url = `/v1/orgs/${org.id}/sites/${site.id}`;
    await inject('POST', `${url}/share-links`, admin.token, { name: 'Reviewers' });
    await inject('PATCH', `/v1/orgs/${org.id}`, admin.token, {
      defaultContent: { type: 'site', site: site.id },
    });
    const res = await inject('DELETE', url, admin.token);
    expect(res.statusCode).toBe(205);
    expect(res.body).toBe('');
    expect((await inject('GET', url, admin.token)).statusCode).toBe(404);
    expect(await ctx.db.siteSpace.count({ where: { siteId: site.id } })).toBe(0);
    expect(await ctx.db.shareLink.count({ where: { siteId: site.id } })).toBe(0);
    expect(
      (await inject('GET', `/v1/orgs/${org.id}`, admin.token)).json().defaultContent,
    ).toBeUndefined();
    expect(await ctx.db.space.count({ where: { id: spaces[0]!.id } })).toBe(1);
  });

  it('keeps siteSpaces and published true as site spaces come and go, cascades included', async () => {
    const { org, admin, spaces } = await orgWithSpaces(2);
    const site = await buildSite(ctx.db, org.id);
    const url = `/v1/orgs/${org.id}/sites/${site.id}`;
    const read = async () => (await inject('GET', url, admin.token)).json();
    expect(await read()).toMatchObject({ siteSpaces: 0, published: false });
    const section = (
      await inject('POST', `${url}/sections`, admin.token, { spaceId: spaces[0]!.id })
    ).json();
    await inject('POST', `${url}/site-spaces`, admin.token, {
      spaceId: spaces[1]!.id,
      sectionId: section.id,
    });
    expect(await read()).toMatchObject({ siteSpaces: 2, published: true });
    expect((await read()).urls.published).toBe(`http://docs.test/s/${site.id}`);
    expect((await inject('DELETE', `${url}/sections/${section.id}`, admin.token)).statusCode).toBe(
      205,
    );
    const after = await read();
    expect(after).toMatchObject({ siteSpaces: 0, published: false });
    expect(after.urls.published).toBeUndefined();
    expect((await ctx.db.site.findUniqueOrThrow({ where: { id: site.id } })).published).toBe(false);
  });
});

describe('site access', () => {
  it("answers 404 for another organization's site, on every endpoint", async () => {
    const { org, admin, spaces } = await orgWithSpaces(1);
    const site = await buildSite(ctx.db, org.id, { spaces: [spaces[0]!.id] });
    const other = await buildOrgWithAdmin(ctx.db);
    const outsider = await buildUser(ctx.db);
    const endpoints = [
      ['GET', ''],
      ['PATCH', ''],
      ['DELETE', ''],
      ['GET', '/adaptive-schema'],
      ['PUT', '/adaptive-schema'],
      ['GET', '/published'],
    ] as const;
    for (const [method, suffix] of endpoints) {
      const payload =
        method === 'GET' || method === 'DELETE' ? undefined : { title: 'Mine now', jsonSchema: {} };
      // Not a member of the site's organization at all.
      const res = await inject(
        method,
        `/v1/orgs/${org.id}/sites/${site.id}${suffix}`,
        outsider.token,
        payload,
      );
      expect(res.statusCode, `${method} ${suffix}`).toBe(404);
      // An admin elsewhere, reaching for the site through their own organization.
      const cross = await inject(
        method,
        `/v1/orgs/${other.org.id}/sites/${site.id}${suffix}`,
        other.admin.token,
        payload,
      );
      expect(cross.statusCode, `${method} ${suffix} (cross)`).toBe(404);
      expect(cross.json()).toEqual({ error: { code: 404, message: 'Site not found' } });
    }
    expect((await inject('GET', `/v1/orgs/${org.id}/sites`, outsider.token)).statusCode).toBe(404);
    expect(
      (await inject('GET', `/v1/orgs/${org.id}/sites/${site.id}`, admin.token)).statusCode,
    ).toBe(200);
  });

  it('lets every member role read, only create and admin change, and guests nothing', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const site = await buildSite(ctx.db, org.id);
    const url = `/v1/orgs/${org.id}/sites/${site.id}`;
    for (const role of ['review', 'edit', 'comment', 'read'] as const) {
      const member = await buildMember(ctx.db, org.id, role);
      expect((await inject('GET', url, member.token)).statusCode, role).toBe(200);
      expect((await inject('GET', `/v1/orgs/${org.id}/sites`, member.token)).statusCode, role).toBe(
        200,
      );
      expect((await inject('GET', `${url}/published`, member.token)).statusCode, role).toBe(200);
      const read = (await inject('GET', url, member.token)).json();
      expect(read.permissions).toMatchObject({ view: true, edit: false, admin: false });
      for (const [method, suffix, body] of [
        ['PATCH', '', { title: 'Nope' }],
        ['DELETE', '', undefined],
        [
          'PUT',
          '/adaptive-schema',
          { jsonSchema: { type: 'object', properties: {}, additionalProperties: false } },
        ],
      ] as const) {
        const res = await inject(method, `${url}${suffix}`, member.token, body);
        expect(res.statusCode, `${role} ${method} ${suffix}`).toBe(403);
        expect(res.json().error.code).toBe(403);
      }
      expect(
        (await inject('POST', `/v1/orgs/${org.id}/sites`, member.token, { title: 'Nope' }))
          .statusCode,
        role,
      ).toBe(403);
    }
    const guest = await buildMember(ctx.db, org.id, null);
    expect((await inject('GET', url, guest.token)).statusCode).toBe(403);
    expect((await inject('GET', `/v1/orgs/${org.id}/sites`, guest.token)).statusCode).toBe(403);
    const creator = await buildMember(ctx.db, org.id, 'create');
    expect((await inject('PATCH', url, creator.token, { title: 'By a creator' })).statusCode).toBe(
      200,
    );
    expect(
      (await inject('POST', `/v1/orgs/${org.id}/sites`, creator.token, { title: 'New one' }))
        .statusCode,
    ).toBe(201);
    expect((await inject('GET', url, creator.token)).json().permissions).toMatchObject({
      edit: true,
      create: true,
      admin: false,
    });
    expect((await inject('GET', url, admin.token)).json().title).toBe('By a creator');
  });
});
