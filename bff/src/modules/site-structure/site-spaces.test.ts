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

type SiteSpace = {
  id: string;
  path: string;
  default: boolean;
  section?: string;
  title: string;
  urls: { published?: string };
};

async function rootSite(titles: string[]) {
  const { org, admin } = await buildOrgWithAdmin(ctx.db);
  const spaces = [];
  for (const title of titles) spaces.push(await buildSpace(ctx.db, org.id, { title }));
  const site = await buildSite(ctx.db, org.id, { spaces: spaces.map((s) => s.id) });
  const url = `/v1/orgs/${org.id}/sites/${site.id}`;
  return { org, admin, site, url, spaces };
}

const list = async (url: string, token: string, query = '') =>
  (await inject('GET', `${url}/site-spaces${query}`, token)).json().items as SiteSpace[];
const positionsOf = async (siteId: string, sectionId: string | null) =>
  (
    await ctx.db.siteSpace.findMany({ where: { siteId, sectionId }, orderBy: { position: 'asc' } })
  ).map((s) => s.position);

describe('POST SITE/site-spaces', () => {
  it('adds at the root of a site without sections, with every field', async () => {
    const { org, admin, site, url } = await rootSite(['Guide']);
    const space = await buildSpace(ctx.db, org.id, { title: 'Release notes' });
    const res = await inject('POST', `${url}/site-spaces`, admin.token, { spaceId: space.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      object: 'site-space',
      id: expect.any(String),
      path: 'release-notes',
      space: expect.objectContaining({ object: 'space', id: space.id, organization: org.id }),
      title: 'Release notes',
      default: false,
      hasAdvancedCustomizationFeature: false,
      urls: { published: `http://docs.test/s/${site.id}/release-notes` },
    });
    expect((await inject('GET', url, admin.token)).json().siteSpaces).toBe(2);
  });

  it('adds to the default section, or to a given one; paths stay unique among siblings', async () => {
    const { org, admin, url } = await rootSite([]);
    const first = (
      await inject('POST', `${url}/sections`, admin.token, {
        spaceId: (await buildSpace(ctx.db, org.id, { title: 'Guide' })).id,
        title: 'First',
      })
    ).json();
    const second = (
      await inject('POST', `${url}/sections`, admin.token, {
        spaceId: (await buildSpace(ctx.db, org.id, { title: 'Guide' })).id,
        title: 'Second',
      })
    ).json();
    const another = await buildSpace(ctx.db, org.id, { title: 'Guide' });
    const toDefault = (
      await inject('POST', `${url}/site-spaces`, admin.token, { spaceId: another.id })
    ).json();
    expect(toDefault).toMatchObject({ section: first.id, path: 'guide-2', default: false });
    const toSecond = (
      await inject('POST', `${url}/site-spaces`, admin.token, {
        spaceId: another.id,
        sectionId: second.id,
      })
    ).json();
    expect(toSecond).toMatchObject({ section: second.id, path: 'guide-2', default: false });
    expect(toSecond.urls.published).toMatch(/\/second\/guide-2$/);

    const dup = await inject('POST', `${url}/site-spaces`, admin.token, {
      spaceId: another.id,
      sectionId: second.id,
    });
    expect(dup.statusCode).toBe(409);
    const otherSite = await buildSite(ctx.db, org.id);
    const foreignSection = (
      await inject('POST', `/v1/orgs/${org.id}/sites/${otherSite.id}/sections`, admin.token, {
        spaceId: another.id,
      })
    ).json();
    for (const [body, field] of [
      [{ spaceId: another.id, sectionId: foreignSection.id }, 'body.sectionId'],
      [{ spaceId: 'missing' }, 'body.spaceId'],
      [{ sectionId: first.id }, 'body.spaceId'],
    ] as const) {
      const res = await inject('POST', `${url}/site-spaces`, admin.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(`${field}:`);
    }
    const created = (
      await inject('POST', `${url}/site-spaces`, admin.token, {
        spaceId: null,
        sectionId: second.id,
      })
    ).json();
    expect(created.space.title).toBe('Untitled');
  });
});

describe('GET SITE/site-spaces', () => {
  it('filters on default and pages in structure order', async () => {
    const { org, admin, url } = await rootSite([]);
    const s1 = (
      await inject('POST', `${url}/sections`, admin.token, {
        spaceId: (await buildSpace(ctx.db, org.id, { title: 'One' })).id,
      })
    ).json();
    const s2 = (
      await inject('POST', `${url}/sections`, admin.token, {
        spaceId: (await buildSpace(ctx.db, org.id, { title: 'Two' })).id,
      })
    ).json();
    await inject('POST', `${url}/site-spaces`, admin.token, {
      spaceId: (await buildSpace(ctx.db, org.id, { title: 'One b' })).id,
      sectionId: s1.id,
    });
    await inject('POST', `${url}/site-spaces`, admin.token, {
      spaceId: (await buildSpace(ctx.db, org.id, { title: 'Two b' })).id,
      sectionId: s2.id,
    });
    // Section order decides: move Two before One.
    await inject('POST', `${url}/sections/${s2.id}/move`, admin.token, {
      position: { before: { type: 'site-section', siteSection: s1.id } },
    });

    expect((await list(url, admin.token)).map((s) => s.title)).toEqual([
      'Two',
      'Two b',
      'One',
      'One b',
    ]);
    expect(
      (await list(url, admin.token, '?default=true')).map((s) => [s.title, s.default]),
    ).toEqual([
      ['Two', true],
      ['One', true],
    ]);
    expect(
      (await list(url, admin.token, '?default=false')).map((s) => [s.title, s.default]),
    ).toEqual([
      ['Two b', false],
      ['One b', false],
    ]);
    const page1 = (await inject('GET', `${url}/site-spaces?limit=3`, admin.token)).json();
    expect(page1.count).toBe(4);
    const page2 = (
      await inject('GET', `${url}/site-spaces?limit=3&page=${page1.next.page}`, admin.token)
    ).json();
    expect([...page1.items, ...page2.items].map((s: SiteSpace) => s.title)).toEqual([
      'Two',
      'Two b',
      'One',
      'One b',
    ]);
    expect(page2.next).toBeUndefined();
    expect((await inject('GET', `${url}/site-spaces?page=nonsense`, admin.token)).statusCode).toBe(
      400,
    );
    expect((await inject('GET', `${url}/site-spaces?default=1`, admin.token)).statusCode).toBe(400);
  });
});

describe('PATCH SITE/site-spaces/:id', () => {
  it('updates path and condition; omitted keeps, null removes; bounds enforced', async () => {
    const { admin, url } = await rootSite(['Guide', 'API']);
    const [guide, apiSpace] = await list(url, admin.token);
    const ssUrl = `${url}/site-spaces/${apiSpace!.id}`;
    const res = await inject('PATCH', ssUrl, admin.token, {
      path: 'reference',
      condition: 'visitor.claims.isEnterprise',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      path: 'reference',
      condition: 'visitor.claims.isEnterprise',
    });
    expect(res.json().urls.published).toMatch(/\/reference$/);
    expect(
      (await inject('PATCH', ssUrl, admin.token, { path: 'reference-v2' })).json().condition,
    ).toBe('visitor.claims.isEnterprise');
    expect(
      (await inject('PATCH', ssUrl, admin.token, { condition: null })).json().condition,
    ).toBeUndefined();

    for (const [body, field] of [
      [{ path: '' }, 'body.path'],
      [{ path: 'p'.repeat(101) }, 'body.path'],
      [{ path: 'with space' }, 'body.path'],
      [{ condition: '' }, 'body.condition'],
      [{ condition: 'c'.repeat(1025) }, 'body.condition'],
    ] as const) {
      const bad = await inject('PATCH', ssUrl, admin.token, body);
      expect(bad.statusCode, JSON.stringify(body).slice(0, 30)).toBe(400);
      expect(bad.json().error.message).toContain(`${field}:`);
    }
    for (const body of [
      { path: 'p' },
      { path: 'p'.repeat(100) },
      { condition: 'c' },
      { condition: 'c'.repeat(1024) },
    ]) {
      expect((await inject('PATCH', ssUrl, admin.token, body)).statusCode).toBe(200);
    }
    const taken = await inject('PATCH', ssUrl, admin.token, { path: guide!.path });
    expect(taken.statusCode).toBe(409);
  });

  it('allows the same path in different sections', async () => {
    const { org, admin, url } = await rootSite([]);
    const a = (
      await inject('POST', `${url}/sections`, admin.token, {
        spaceId: (await buildSpace(ctx.db, org.id, { title: 'Docs' })).id,
        title: 'Alpha',
      })
    ).json();
    const b = (
      await inject('POST', `${url}/sections`, admin.token, {
        spaceId: (await buildSpace(ctx.db, org.id, { title: 'Other' })).id,
        title: 'Beta',
      })
    ).json();
    expect(a.siteSpaces[0].path).toBe('docs');
    const res = await inject('PATCH', `${url}/site-spaces/${b.siteSpaces[0].id}`, admin.token, {
      path: 'docs',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('DELETE SITE/site-spaces/:id', () => {
  it('promotes another site space when the default goes, and keeps positions dense', async () => {
    const { admin, site, url } = await rootSite(['One', 'Two', 'Three']);
    const [one, two, three] = await list(url, admin.token);
    expect(one!.default).toBe(true);
    const res = await inject('DELETE', `${url}/site-spaces/${one!.id}`, admin.token);
    expect(res.statusCode).toBe(205);
    expect(res.body).toBe('');
    const after = await list(url, admin.token);
    expect(after.map((s) => [s.id, s.default])).toEqual([
      [two!.id, true],
      [three!.id, false],
    ]);
    expect(after[0]!.urls.published).toBe(`http://docs.test/s/${site.id}`);
    expect(await positionsOf(site.id, null)).toEqual([0, 1]);
    expect((await inject('GET', url, admin.token)).json()).toMatchObject({
      siteSpaces: 2,
      published: true,
    });
    await inject('DELETE', `${url}/site-spaces/${two!.id}`, admin.token);
    await inject('DELETE', `${url}/site-spaces/${three!.id}`, admin.token);
    expect((await inject('GET', url, admin.token)).json()).toMatchObject({
      siteSpaces: 0,
      published: false,
    });
    expect(
      (await inject('DELETE', `${url}/site-spaces/${three!.id}`, admin.token)).statusCode,
    ).toBe(404);
  });

  it("keeps defaults true when a space's deletion cascades to its site spaces", async () => {
    const { admin, url, spaces } = await rootSite(['One', 'Two']);
    await ctx.db.space.delete({ where: { id: spaces[0]!.id } });
    const after = await list(url, admin.token);
    expect(after.map((s) => [s.title, s.default])).toEqual([['Two', true]]);
    expect((await inject('GET', url, admin.token)).json().siteSpaces).toBe(1);
  });
});

describe('POST SITE/site-spaces/:id/move', () => {
  it('moves among siblings only', async () => {
    const { org, admin, site, url } = await rootSite(['A', 'B', 'C']);
    const [a, b, c] = await list(url, admin.token);
    const order = async () => (await list(url, admin.token)).map((s) => s.title).join('');
    const move = (id: string, body: unknown) =>
      inject('POST', `${url}/site-spaces/${id}/move`, admin.token, body);
    const res = await move(c!.id, {
      position: { before: { type: 'site-space', siteSpace: a!.id } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ object: 'site-space', id: c!.id, default: false });
    expect(await order()).toBe('CAB');
    await move(c!.id, { position: { after: { type: 'site-space', id: b!.id } } });
    expect(await order()).toBe('ABC');
    await move(a!.id, {});
    expect(await order()).toBe('BCA');
    expect(await positionsOf(site.id, null)).toEqual([0, 1, 2]);

    const section = (
      await inject('POST', `${url}/sections`, admin.token, {
        spaceId: (await buildSpace(ctx.db, org.id, { title: 'D' })).id,
      })
    ).json();
    // The root spaces moved into a first section; D is in another one.
    const bad = await move(a!.id, {
      position: { before: { type: 'site-space', siteSpace: section.siteSpaces[0].id } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('body.position.before');
    const wrongKind = await move(a!.id, {
      position: { before: { type: 'site-section', siteSection: section.id } },
    });
    expect(wrongKind.statusCode).toBe(400);
  });
});

describe('site space access', () => {
  it('answers 404 across organizations and 403 to roles that may not edit sites', async () => {
    const { org, admin, url } = await rootSite(['A', 'B']);
    const [a, b] = await list(url, admin.token);
    const space = await buildSpace(ctx.db, org.id);
    const writes = [
      ['POST', `${url}/site-spaces`, { spaceId: space.id }],
      ['PATCH', `${url}/site-spaces/${a!.id}`, { path: 'nope' }],
      ['DELETE', `${url}/site-spaces/${a!.id}`, undefined],
      [
        'POST',
        `${url}/site-spaces/${a!.id}/move`,
        { position: { after: { type: 'site-space', siteSpace: b!.id } } },
      ],
    ] as const;
    const outsider = await buildUser(ctx.db);
    const other = await buildOrgWithAdmin(ctx.db);
    for (const [method, path, body] of [
      ...writes,
      ['GET', `${url}/site-spaces`, undefined] as const,
    ]) {
      expect(
        (await inject(method, path, outsider.token, body)).statusCode,
        `${method} ${path}`,
      ).toBe(404);
      expect(
        (await inject(method, path.replace(org.id, other.org.id), other.admin.token, body))
          .statusCode,
        `${method} ${path} cross`,
      ).toBe(404);
    }
    const elsewhere = await rootSite(['X']);
    expect(
      (
        await inject('PATCH', `${elsewhere.url}/site-spaces/${a!.id}`, elsewhere.admin.token, {
          path: 'mine',
        })
      ).statusCode,
    ).toBe(404);
    for (const role of ['review', 'edit', 'comment', 'read', null] as const) {
      const member = await buildMember(ctx.db, org.id, role);
      for (const [method, path, body] of writes) {
        expect(
          (await inject(method, path, member.token, body)).statusCode,
          `${role} ${method} ${path}`,
        ).toBe(403);
      }
      expect((await inject('GET', `${url}/site-spaces`, member.token)).statusCode).toBe(
        role ? 200 : 403,
      );
    }
    expect((await list(url, admin.token)).map((s) => s.title)).toEqual(['A', 'B']);
  });
});
