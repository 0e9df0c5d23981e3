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

type Section = { id: string; title: string; sectionGroup?: string };

/** A site with sections titled "A section", "B section", … */
async function siteWithSections(letters: string[]) {
  const { org, admin } = await buildOrgWithAdmin(ctx.db);
  const site = await buildSite(ctx.db, org.id);
  const url = `/v1/orgs/${org.id}/sites/${site.id}`;
  const ids: Record<string, string> = {};
  for (const letter of letters) {
    const space = await buildSpace(ctx.db, org.id, { title: letter });
    ids[letter] = (
      await inject('POST', `${url}/sections`, admin.token, {
        spaceId: space.id,
        title: `${letter} section`,
      })
    ).json().id;
  }
  return { org, admin, site, url, ids };
}

/** The published top level as a string: sections by letter, groups as [letters]. */
async function outline(url: string, token: string) {
  const body = (await inject('GET', `${url}/published`, token)).json();
  return (body.structure.structure as { object: string; title: string; sections?: Section[] }[])
    .map((i) =>
      i.object === 'site-section-group'
        ? `[${i.sections!.map((s) => s.title[0]).join('')}]`
        : i.title[0],
    )
    .join('');
}

/** Every parent's positions are 0..n-1 in the database. */
async function expectDense(siteId: string) {
  const groups = await ctx.db.siteSectionGroup.findMany({ where: { siteId } });
  const top = [
    ...groups.map((g) => g.position),
    ...(await ctx.db.siteSection.findMany({ where: { siteId, groupId: null } })).map(
      (s) => s.position,
    ),
  ].sort((a, b) => a - b);
  expect(top).toEqual(top.map((_, i) => i));
  for (const g of groups) {
    const inGroup = (await ctx.db.siteSection.findMany({ where: { groupId: g.id } }))
      .map((s) => s.position)
      .sort((a, b) => a - b);
    expect(inGroup).toEqual(inGroup.map((_, i) => i));
  }
}

describe('section groups', () => {
  it('creates a group in place of its first section, with every field', async () => {
    const { admin, site, url, ids } = await siteWithSections(['A', 'B', 'C', 'D']);
    const res = await inject('POST', `${url}/section-groups`, admin.token, {
      title: 'Developers',
      icon: 'code',
      sections: [ids.C, ids.B],
    });
    expect(res.statusCode).toBe(201);
    const group = res.json();
    expect(group).toEqual({
      object: 'site-section-group',
      id: expect.any(String),
      title: 'Developers',
      icon: 'code',
      sections: [
        expect.objectContaining({ object: 'site-section', id: ids.C, sectionGroup: group.id }),
        expect.objectContaining({ id: ids.B, sectionGroup: group.id }),
      ],
    });
    expect(group.sections[0].siteSpaces).toHaveLength(1);
    expect(await outline(url, admin.token)).toBe('A[CB]D');
    const empty = (
      await inject('POST', `${url}/section-groups`, admin.token, { title: 'E' })
    ).json();
    expect(empty).toEqual({
      object: 'site-section-group',
      id: expect.any(String),
      title: 'E',
      sections: [],
    });
    expect(await outline(url, admin.token)).toBe('A[CB]D[]');
    await expectDense(site.id);
  });

  it.each([
    [{}, 'body.title'],
    [{ title: '' }, 'body.title'],
    [{ title: 't'.repeat(101) }, 'body.title'],
    [{ title: 'Ok', icon: 'i'.repeat(51) }, 'body.icon'],
    [{ title: 'Ok', sections: ['missing'] }, 'body.sections.0'],
  ])('rejects %j naming %s', async (payload, field) => {
    const { admin, site, url } = await siteWithSections(['A']);
    const res = await inject('POST', `${url}/section-groups`, admin.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(`${field}:`);
    expect(await ctx.db.siteSectionGroup.count({ where: { siteId: site.id } })).toBe(0);
  });

  it('accepts the bounds, updates title and icon, and removes the icon with null', async () => {
    const { admin, url } = await siteWithSections(['A']);
    const group = (
      await inject('POST', `${url}/section-groups`, admin.token, {
        title: 't',
        icon: 'i'.repeat(50),
      })
    ).json();
    expect(group.title).toBe('t');
    const groupUrl = `${url}/section-groups/${group.id}`;
    expect(
      (await inject('PATCH', groupUrl, admin.token, { title: 't'.repeat(100) })).json(),
    ).toMatchObject({ title: 't'.repeat(100), icon: 'i'.repeat(50) });
    const removed = (await inject('PATCH', groupUrl, admin.token, { icon: null })).json();
    expect(removed.icon).toBeUndefined();
    expect(removed.title).toBe('t'.repeat(100));
    for (const [body, field] of [
      [{ title: '' }, 'body.title'],
      [{ title: 't'.repeat(101) }, 'body.title'],
      [{ icon: 'i'.repeat(51) }, 'body.icon'],
    ] as const) {
      const res = await inject('PATCH', groupUrl, admin.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(`${field}:`);
    }
  });

  it('lists groups in order, paged', async () => {
    const { admin, url, ids } = await siteWithSections(['A', 'B']);
    const first = (
      await inject('POST', `${url}/section-groups`, admin.token, {
        title: 'First',
        sections: [ids.A],
      })
    ).json();
    const second = (
      await inject('POST', `${url}/section-groups`, admin.token, { title: 'Second' })
    ).json();
    const page1 = (await inject('GET', `${url}/section-groups?limit=1`, admin.token)).json();
    expect(page1).toMatchObject({
      count: 2,
      items: [{ id: first.id, sections: [{ id: ids.A }] }],
      next: { page: expect.any(String) },
    });
    const page2 = (
      await inject('GET', `${url}/section-groups?limit=1&page=${page1.next.page}`, admin.token)
    ).json();
    expect(page2.items.map((g: { id: string }) => g.id)).toEqual([second.id]);
    expect(page2.next).toBeUndefined();
  });

  it('adds and removes sections; a removed section lands right after the group', async () => {
    const { admin, site, url, ids } = await siteWithSections(['A', 'B', 'C', 'D']);
    const g1 = (
      await inject('POST', `${url}/section-groups`, admin.token, {
        title: 'One',
        sections: [ids.B],
      })
    ).json();
    const g2 = (
      await inject('POST', `${url}/section-groups`, admin.token, {
        title: 'Two',
        sections: [ids.D],
      })
    ).json();
    expect(await outline(url, admin.token)).toBe('A[B]C[D]');

    const added = await inject('POST', `${url}/section-groups/${g1.id}/sections`, admin.token, {
      sectionId: ids.C,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().sections.map((s: Section) => s.id)).toEqual([ids.B, ids.C]);
    expect(await outline(url, admin.token)).toBe('A[BC][D]');
    // From another group.
    await inject('POST', `${url}/section-groups/${g1.id}/sections`, admin.token, {
      sectionId: ids.D,
    });
    expect(await outline(url, admin.token)).toBe('A[BCD][]');
    // Adding a member again changes nothing.
    expect(
      (
        await inject('POST', `${url}/section-groups/${g1.id}/sections`, admin.token, {
          sectionId: ids.D,
        })
      ).json().sections,
    ).toHaveLength(3);

    const removed = await inject(
      'DELETE',
      `${url}/section-groups/${g1.id}/sections/${ids.C}`,
      admin.token,
    );
    expect(removed.statusCode).toBe(205);
    expect(await outline(url, admin.token)).toBe('A[BD]C[]');
    expect(
      (await inject('DELETE', `${url}/section-groups/${g2.id}/sections/${ids.C}`, admin.token))
        .statusCode,
    ).toBe(404);
    const bad = await inject('POST', `${url}/section-groups/${g1.id}/sections`, admin.token, {
      sectionId: 'missing',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('body.sectionId');
    await expectDense(site.id);
  });

  it('moves a group before or after top-level items only', async () => {
    const { admin, site, url, ids } = await siteWithSections(['A', 'B', 'C', 'D']);
    const g = (
      await inject('POST', `${url}/section-groups`, admin.token, { title: 'G', sections: [ids.B] })
    ).json();
    const h = (await inject('POST', `${url}/section-groups`, admin.token, { title: 'H' })).json();
    const move = (id: string, position: unknown) =>
      inject('POST', `${url}/section-groups/${id}/move`, admin.token, { position });
    expect(await outline(url, admin.token)).toBe('A[B]CD[]');

    const res = await move(g.id, { after: { type: 'site-section', id: ids.D } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ object: 'site-section-group', id: g.id });
    expect(await outline(url, admin.token)).toBe('ACD[B][]');
    await move(h.id, { before: { type: 'site-section', id: ids.A } });
    expect(await outline(url, admin.token)).toBe('[]ACD[B]');
    await move(h.id, { after: { type: 'site-section-group', id: g.id } });
    expect(await outline(url, admin.token)).toBe('ACD[B][]');

    for (const [position, field] of [
      [{ before: { type: 'site-section', id: ids.B } }, 'body.position.before'],
      [{ after: { type: 'site-section-group', id: ids.A } }, 'body.position.after'],
      [{ after: { type: 'site-section', id: 'missing' } }, 'body.position.after'],
      [{ after: { type: 'site-space', id: ids.A } }, 'body.position.after.type'],
    ] as const) {
      const bad = await move(g.id, position);
      expect(bad.statusCode, JSON.stringify(position)).toBe(400);
      expect(bad.json().error.message).toContain(field);
    }
    expect(
      (await move(g.id, { before: { type: 'site-section', id: ids.B } })).json().error.message,
    ).toContain('inside a section group');
    expect(await outline(url, admin.token)).toBe('ACD[B][]');
    await expectDense(site.id);
  });

  it('deletes a group (205); its sections take its place at the top level', async () => {
    const { admin, site, url, ids } = await siteWithSections(['A', 'B', 'C', 'D']);
    const g = (
      await inject('POST', `${url}/section-groups`, admin.token, {
        title: 'G',
        sections: [ids.C, ids.B],
      })
    ).json();
    expect(await outline(url, admin.token)).toBe('A[CB]D');
    const res = await inject('DELETE', `${url}/section-groups/${g.id}`, admin.token);
    expect(res.statusCode).toBe(205);
    expect(res.body).toBe('');
    expect(await outline(url, admin.token)).toBe('ACBD');
    const sections = (await inject('GET', `${url}/sections`, admin.token)).json()
      .items as Section[];
    expect(sections.every((s) => s.sectionGroup === undefined)).toBe(true);
    expect((await inject('DELETE', `${url}/section-groups/${g.id}`, admin.token)).statusCode).toBe(
      404,
    );
    await expectDense(site.id);
  });

  it('keeps the default section and counters when a grouped section is deleted', async () => {
    const { admin, site, url, ids } = await siteWithSections(['A', 'B']);
    const g = (
      await inject('POST', `${url}/section-groups`, admin.token, { title: 'G', sections: [ids.A] })
    ).json();
    expect((await inject('DELETE', `${url}/sections/${ids.A}`, admin.token)).statusCode).toBe(205);
    const groups = (await inject('GET', `${url}/section-groups`, admin.token)).json().items;
    expect(groups).toEqual([{ object: 'site-section-group', id: g.id, title: 'G', sections: [] }]);
    const sections = (await inject('GET', `${url}/sections`, admin.token)).json().items;
    expect(sections.map((s: { id: string; default: boolean }) => [s.id, s.default])).toEqual([
      [ids.B, true],
    ]);
    expect((await inject('GET', url, admin.token)).json().siteSpaces).toBe(1);
    await expectDense(site.id);
  });

  it('answers 404 across organizations and 403 to roles that may not edit sites', async () => {
    const { org, admin, url, ids } = await siteWithSections(['A', 'B']);
    const g = (
      await inject('POST', `${url}/section-groups`, admin.token, { title: 'G', sections: [ids.A] })
    ).json();
    const writes = [
      ['POST', `${url}/section-groups`, { title: 'New' }],
      ['PATCH', `${url}/section-groups/${g.id}`, { title: 'Renamed' }],
      ['DELETE', `${url}/section-groups/${g.id}`, undefined],
      ['POST', `${url}/section-groups/${g.id}/sections`, { sectionId: ids.B }],
      ['DELETE', `${url}/section-groups/${g.id}/sections/${ids.A}`, undefined],
      [
        'POST',
        `${url}/section-groups/${g.id}/move`,
        { position: { after: { type: 'site-section', id: ids.B } } },
      ],
    ] as const;
    const outsider = await buildUser(ctx.db);
    const other = await buildOrgWithAdmin(ctx.db);
    for (const [method, path, body] of [
      ...writes,
      ['GET', `${url}/section-groups`, undefined] as const,
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
    const elsewhere = await siteWithSections(['X']);
    expect(
      (
        await inject('PATCH', `${elsewhere.url}/section-groups/${g.id}`, elsewhere.admin.token, {
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
      expect((await inject('GET', `${url}/section-groups`, member.token)).statusCode).toBe(
        role ? 200 : 403,
      );
    }
    expect(await outline(url, admin.token)).toBe('[A]B');
  });
});
