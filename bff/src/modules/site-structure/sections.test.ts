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

type Section = {
  id: string;
  title: string;
  path: string;
  default: boolean;
  siteSpaces: { id: string; default: boolean }[];
};

/** A site with one section per title (each backed by a new space). */
async function siteWithSections(titles: string[]) {
  const { org, admin } = await buildOrgWithAdmin(ctx.db);
  const site = await buildSite(ctx.db, org.id);
  const url = `/v1/orgs/${org.id}/sites/${site.id}`;
  const sections: Section[] = [];
  for (const title of titles) {
    // One-letter names make orders easy to read; titles need two characters.
    const full = title.length < 2 ? `${title} section` : title;
    const space = await buildSpace(ctx.db, org.id, { title: full });
    const res = await inject('POST', `${url}/sections`, admin.token, {
      spaceId: space.id,
      title: full,
    });
    expect(res.statusCode).toBe(201);
    sections.push(res.json());
  }
  return { org, admin, site, url, sections };
}

const listSections = async (url: string, token: string) =>
  (await inject('GET', `${url}/sections`, token)).json().items as Section[];
const positions = async (siteId: string) =>
  (
    await ctx.db.siteSection.findMany({
      where: { siteId, groupId: null },
      orderBy: { position: 'asc' },
    })
  ).map((s) => s.position);

describe('POST SITE/sections', () => {
  it('creates a section from a space, which becomes its default site space', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const site = await buildSite(ctx.db, org.id);
    const space = await buildSpace(ctx.db, org.id, { title: 'Getting Started' });
    const res = await inject('POST', `/v1/orgs/${org.id}/sites/${site.id}/sections`, admin.token, {
      spaceId: space.id,
      title: 'Guides',
    });
    expect(res.statusCode).toBe(201);
    const section = res.json();
    expect(section).toEqual({
      object: 'site-section',
      id: expect.any(String),
      title: 'Guides',
      default: true,
      path: 'guides',
      siteSpaces: [
        {
          object: 'site-space',
          id: expect.any(String),
          path: 'getting-started',
          section: section.id,
          space: expect.objectContaining({
            object: 'space',
            id: space.id,
            title: 'Getting Started',
          }),
          title: 'Getting Started',
          default: true,
          hasAdvancedCustomizationFeature: false,
          urls: { published: `http://docs.test/s/${site.id}` },
        },
      ],
      urls: { published: `http://docs.test/s/${site.id}` },
    });
    expect(section.siteSpaces[0].space.urls.published).toBe(`http://docs.test/s/${site.id}`);
  });

  it('takes its title from the space, keeps paths unique, and only the first is default', async () => {
    const { org, admin, url } = await siteWithSections(['Reference']);
    const space = await buildSpace(ctx.db, org.id, { title: 'Reference' });
    const second = (
      await inject('POST', `${url}/sections`, admin.token, { spaceId: space.id })
    ).json();
    expect(second).toMatchObject({ title: 'Reference', path: 'reference-2', default: false });
    expect(second.urls.published).toMatch(/\/reference-2$/);
    const created = (
      await inject('POST', `${url}/sections`, admin.token, { spaceId: null, title: 'Fresh' })
    ).json();
    expect(created.siteSpaces[0].space.title).toBe('Fresh');
    expect((await listSections(url, admin.token)).map((s) => [s.path, s.default])).toEqual([
      ['reference', true],
      ['reference-2', false],
      ['fresh', false],
    ]);
  });

  it("moves a site's root site spaces into a first section when sections start", async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const a = await buildSpace(ctx.db, org.id, { title: 'One' });
    const b = await buildSpace(ctx.db, org.id, { title: 'Two' });
    const site = await buildSite(ctx.db, org.id, { title: 'Handbook', spaces: [a.id, b.id] });
    const url = `/v1/orgs/${org.id}/sites/${site.id}`;
    await inject('POST', `${url}/sections`, admin.token, {
      spaceId: (await buildSpace(ctx.db, org.id)).id,
      title: 'Later',
    });
    const sections = await listSections(url, admin.token);
    expect(sections.map((s) => [s.title, s.default, s.siteSpaces.length])).toEqual([
      ['Handbook', true, 2],
      ['Later', false, 1],
    ]);
    expect(sections[0]!.siteSpaces.map((s) => s.default)).toEqual([true, false]);
    expect(await ctx.db.siteSpace.count({ where: { siteId: site.id, sectionId: null } })).toBe(0);
    expect((await inject('GET', url, admin.token)).json().siteSpaces).toBe(3);
  });

  it.each([
    [{ title: 'No space' }, 'body.spaceId'],
    [{ spaceId: 'missing' }, 'body.spaceId'],
    [{ spaceId: 'SPACE', title: 'x' }, 'body.title'],
    [{ spaceId: 'SPACE', title: 't'.repeat(65) }, 'body.title'],
  ])('rejects %j naming %s', async (payload, field) => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const site = await buildSite(ctx.db, org.id);
    const space = await buildSpace(ctx.db, org.id);
    const body = {
      ...payload,
      ...((payload as { spaceId?: string }).spaceId === 'SPACE' ? { spaceId: space.id } : {}),
    };
    const res = await inject(
      'POST',
      `/v1/orgs/${org.id}/sites/${site.id}/sections`,
      admin.token,
      body,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(`${field}:`);
    expect(await ctx.db.siteSection.count({ where: { siteId: site.id } })).toBe(0);
  });

  it('accepts a title of 64 characters, and refuses a space of another organization', async () => {
    const { org, admin, url } = await siteWithSections([]);
    const space = await buildSpace(ctx.db, org.id);
    expect(
      (
        await inject('POST', `${url}/sections`, admin.token, {
          spaceId: space.id,
          title: 't'.repeat(64),
        })
      ).statusCode,
    ).toBe(201);
    const foreign = await buildSpace(ctx.db, (await buildOrgWithAdmin(ctx.db)).org.id);
    expect(
      (await inject('POST', `${url}/sections`, admin.token, { spaceId: foreign.id })).statusCode,
    ).toBe(400);
  });
});

describe('PATCH SITE/sections/:id', () => {
  it('updates fields; omitted keeps them and null removes them', async () => {
    const { admin, url, sections } = await siteWithSections(['Guides']);
    const sectionUrl = `${url}/sections/${sections[0]!.id}`;
    const res = await inject('PATCH', sectionUrl, admin.token, {
      title: 'User guides',
      path: 'user-guides',
      condition: 'visitor.claims.unsigned.betaUser',
      icon: 'book',
      description: 'How to use the product',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'User guides',
      path: 'user-guides',
      condition: 'visitor.claims.unsigned.betaUser',
      icon: 'book',
      description: 'How to use the product',
    });
    const kept = (await inject('PATCH', sectionUrl, admin.token, { title: 'Guides again' })).json();
    expect(kept).toMatchObject({
      title: 'Guides again',
      condition: 'visitor.claims.unsigned.betaUser',
      icon: 'book',
      description: 'How to use the product',
    });
    const removed = (
      await inject('PATCH', sectionUrl, admin.token, {
        condition: null,
        icon: null,
        description: null,
      })
    ).json();
    expect(removed.condition).toBeUndefined();
    expect(removed.icon).toBeUndefined();
    expect(removed.description).toBeUndefined();
    expect(removed.path).toBe('user-guides');
    expect((await listSections(url, admin.token))[0]).toEqual(removed);
  });

  it.each([
    [{ title: 'x' }, 'body.title'],
    [{ title: 't'.repeat(129) }, 'body.title'],
    [{ path: '' }, 'body.path'],
    [{ path: 'p'.repeat(101) }, 'body.path'],
    [{ path: 'a/b' }, 'body.path'],
    [{ condition: '' }, 'body.condition'],
    [{ condition: 'c'.repeat(1025) }, 'body.condition'],
    [{ icon: 'i'.repeat(51) }, 'body.icon'],
    [{ description: 'd'.repeat(257) }, 'body.description'],
    [{ defaultSiteSpace: 'missing' }, 'body.defaultSiteSpace'],
  ])('rejects %j naming %s', async (payload, field) => {
    const { admin, url, sections } = await siteWithSections(['Guides']);
    const res = await inject('PATCH', `${url}/sections/${sections[0]!.id}`, admin.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(`${field}:`);
    expect((await listSections(url, admin.token))[0]).toEqual(sections[0]);
  });

  it('accepts the bounds themselves', async () => {
    const { admin, url, sections } = await siteWithSections(['Guides']);
    const sectionUrl = `${url}/sections/${sections[0]!.id}`;
    for (const body of [
      { title: 'ab' },
      { title: 't'.repeat(128) },
      { path: 'p' },
      { path: 'p'.repeat(100) },
      { condition: 'c' },
      { condition: 'c'.repeat(1024) },
      { icon: 'i'.repeat(50) },
      { description: 'd'.repeat(256) },
      { description: '' },
    ]) {
      expect(
        (await inject('PATCH', sectionUrl, admin.token, body)).statusCode,
        JSON.stringify(body).slice(0, 30),
      ).toBe(200);
    }
  });

  it('gives a path taken by another section a 409, and sets the default site space', async () => {
    const { org, admin, url, sections } = await siteWithSections(['Guides', 'API']);
    const conflictRes = await inject('PATCH', `${url}/sections/${sections[1]!.id}`, admin.token, {
      path: 'guides',
    });
    expect(conflictRes.statusCode).toBe(409);
    expect(conflictRes.json().error.message).toContain('guides');

    const extra = (
      await inject('POST', `${url}/site-spaces`, admin.token, {
        spaceId: (await buildSpace(ctx.db, org.id, { title: 'v2' })).id,
        sectionId: sections[1]!.id,
      })
    ).json();
    expect(extra.default).toBe(false);
    const res = await inject('PATCH', `${url}/sections/${sections[1]!.id}`, admin.token, {
      defaultSiteSpace: extra.id,
    });
    expect(
      res.json().siteSpaces.map((s: { id: string; default: boolean }) => [s.id, s.default]),
    ).toEqual([
      [sections[1]!.siteSpaces[0]!.id, false],
      [extra.id, true],
    ]);
    const foreign = await inject('PATCH', `${url}/sections/${sections[0]!.id}`, admin.token, {
      defaultSiteSpace: extra.id,
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('DELETE SITE/sections/:id', () => {
  it('deletes the section and its site spaces (205); the next section becomes default; positions close up', async () => {
    const { admin, site, url, sections } = await siteWithSections(['One', 'Two', 'Three']);
    const res = await inject('DELETE', `${url}/sections/${sections[0]!.id}`, admin.token);
    expect(res.statusCode).toBe(205);
    expect(res.body).toBe('');
    const after = await listSections(url, admin.token);
    expect(after.map((s) => [s.title, s.default])).toEqual([
      ['Two', true],
      ['Three', false],
    ]);
    expect(await positions(site.id)).toEqual([0, 1]);
    expect(await ctx.db.siteSpace.count({ where: { siteId: site.id } })).toBe(2);
    expect((await inject('GET', url, admin.token)).json().siteSpaces).toBe(2);
    expect(
      (await inject('DELETE', `${url}/sections/${sections[0]!.id}`, admin.token)).statusCode,
    ).toBe(404);
  });
});

describe('POST SITE/sections/:id/move', () => {
  it('moves before and after a sibling, and to the end without a position', async () => {
    const { admin, site, url, sections } = await siteWithSections(['A', 'B', 'C', 'D']);
    const [a, b, c, d] = sections.map((s) => s.id);
    const titles = async () =>
      (await listSections(url, admin.token)).map((s) => s.title[0]).join('');
    const move = (id: string, body: unknown) =>
      inject('POST', `${url}/sections/${id}/move`, admin.token, body);

    const res = await move(d!, { position: { before: { type: 'site-section', siteSection: a } } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ object: 'site-section', id: d, title: 'D section' });
    expect(await titles()).toBe('DABC');
    await move(d!, { position: { after: { type: 'site-section', siteSection: b } } });
    expect(await titles()).toBe('ABDC');
    // Newer clients send `id` instead of `siteSection`.
    await move(c!, { position: { before: { type: 'site-section', id: a } } });
    expect(await titles()).toBe('CABD');
    await move(c!, {});
    expect(await titles()).toBe('ABDC');
    await move(a!, { position: { after: { type: 'site-section', siteSection: a } } });
    expect(await titles()).toBe('ABDC');
    expect(await positions(site.id)).toEqual([0, 1, 2, 3]);
  });

  it('refuses a target of another parent, another site, or of the wrong kind with a 400', async () => {
    const { admin, url, sections } = await siteWithSections(['A', 'B', 'C']);
    const [a, b, c] = sections.map((s) => s.id);
    await inject('POST', `${url}/section-groups`, admin.token, { title: 'Group', sections: [c] });
    const other = await siteWithSections(['Elsewhere']);
    const cases = [
      [
        a,
        { position: { before: { type: 'site-section', siteSection: c } } },
        'body.position.before',
      ],
      [c, { position: { after: { type: 'site-section', siteSection: a } } }, 'body.position.after'],
      [
        a,
        { position: { before: { type: 'site-section', siteSection: other.sections[0]!.id } } },
        'body.position.before',
      ],
      [
        a,
        { position: { before: { type: 'site-space', siteSpace: sections[1]!.siteSpaces[0]!.id } } },
        'body.position.before.type',
      ],
      [a, { position: { before: { type: 'site-section' } } }, 'body.position.before.siteSection'],
      [
        a,
        {
          position: {
            before: { type: 'site-section', siteSection: b },
            after: { type: 'site-section', siteSection: b },
          },
        },
        'body.position',
      ],
    ] as const;
    for (const [id, body, field] of cases) {
      const res = await inject('POST', `${url}/sections/${id}/move`, admin.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toContain(field);
    }
    expect((await listSections(url, admin.token)).map((s) => s.title[0])).toEqual(['A', 'B', 'C']);
  });
});

describe('section access', () => {
  it('answers 404 across organizations and 403 to roles that may not edit sites', async () => {
    const { org, admin, url, sections } = await siteWithSections(['A', 'B']);
    const id = sections[0]!.id;
    const space = await buildSpace(ctx.db, org.id);
    const writes = [
      ['POST', `${url}/sections`, { spaceId: space.id }],
      ['PATCH', `${url}/sections/${id}`, { title: 'Nope' }],
      ['DELETE', `${url}/sections/${id}`, undefined],
      [
        'POST',
        `${url}/sections/${id}/move`,
        { position: { after: { type: 'site-section', siteSection: sections[1]!.id } } },
      ],
    ] as const;
    const outsider = await buildUser(ctx.db);
    const other = await buildOrgWithAdmin(ctx.db);
    for (const [method, path, body] of [
      ...writes,
      ['GET', `${url}/sections`, undefined] as const,
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
    // A section ID of another site, through a site the caller can edit.
    const elsewhere = await siteWithSections(['X']);
    expect(
      (
        await inject('PATCH', `${elsewhere.url}/sections/${id}`, elsewhere.admin.token, {
          title: 'Mine',
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
      expect((await inject('GET', `${url}/sections`, member.token)).statusCode, String(role)).toBe(
        role ? 200 : 403,
      );
    }
    expect((await listSections(url, admin.token)).map((s) => s.title[0])).toEqual(['A', 'B']);
  });
});
