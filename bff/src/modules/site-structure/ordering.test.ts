// Concurrent moves serialize on the site row: whatever the interleaving, every parent keeps
// one dense order (a permutation of 0..n-1), with no item lost or duplicated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestContext, type TestContext } from '../../../test/helper.js';
import { buildOrgWithAdmin, buildSite, buildSpace } from '../../../test/factories.js';

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

// A small seeded generator so a failure can be replayed.
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s % n;
  };
}

function expectPermutation(positions: number[]) {
  expect([...positions].sort((a, b) => a - b)).toEqual(positions.map((_, i) => i));
}

describe('concurrent moves', () => {
  it('50 random section moves at once leave a dense order with every section once', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const site = await buildSite(ctx.db, org.id);
    const url = `/v1/orgs/${org.id}/sites/${site.id}`;
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const space = await buildSpace(ctx.db, org.id, { title: `Part ${i}` });
      ids.push(
        (await inject('POST', `${url}/sections`, admin.token, { spaceId: space.id })).json().id,
      );
    }
    // A group shares the top-level order with the sections.
    const group = (
      await inject('POST', `${url}/section-groups`, admin.token, { title: 'Group' })
    ).json();

    const pick = random(42);
    const moves = Array.from({ length: 50 }, () => {
      const id = ids[pick(ids.length)]!;
      const target = ids[pick(ids.length)]!;
      return inject('POST', `${url}/sections/${id}/move`, admin.token, {
        position: { [pick(2) ? 'before' : 'after']: { type: 'site-section', siteSection: target } },
      });
    });
    const groupMoves = Array.from({ length: 10 }, () =>
      inject('POST', `${url}/section-groups/${group.id}/move`, admin.token, {
        position: { after: { type: 'site-section', id: ids[pick(ids.length)] } },
      }),
    );
    const results = await Promise.all([...moves, ...groupMoves]);
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));

    const sections = await ctx.db.siteSection.findMany({ where: { siteId: site.id } });
    const groups = await ctx.db.siteSectionGroup.findMany({ where: { siteId: site.id } });
    expect(sections.map((s) => s.id).sort()).toEqual([...ids].sort());
    expectPermutation([...sections.map((s) => s.position), ...groups.map((g) => g.position)]);
    const listed = (await inject('GET', `${url}/sections`, admin.token)).json();
    expect(listed.count).toBe(12);
    expect(new Set(listed.items.map((s: { id: string }) => s.id)).size).toBe(12);
    expect(listed.items.filter((s: { default: boolean }) => s.default)).toHaveLength(1);
  });

  it('50 random site space moves at once, across two sections, keep each section dense', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const site = await buildSite(ctx.db, org.id);
    const url = `/v1/orgs/${org.id}/sites/${site.id}`;
    const bySection: string[][] = [];
    for (const title of ['First', 'Second']) {
      const section = (
        await inject('POST', `${url}/sections`, admin.token, {
          spaceId: (await buildSpace(ctx.db, org.id)).id,
          title,
        })
      ).json();
      const ids = [section.siteSpaces[0].id as string];
      for (let i = 0; i < 7; i++) {
        const space = await buildSpace(ctx.db, org.id, { title: `${title} ${i}` });
        ids.push(
          (
            await inject('POST', `${url}/site-spaces`, admin.token, {
              spaceId: space.id,
              sectionId: section.id,
            })
          ).json().id,
        );
      }
      bySection.push(ids);
    }

    const pick = random(7);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => {
        const ids = bySection[pick(2)]!;
        const id = ids[pick(ids.length)]!;
        const target = ids[pick(ids.length)]!;
        return inject('POST', `${url}/site-spaces/${id}/move`, admin.token, {
          position: { [pick(2) ? 'before' : 'after']: { type: 'site-space', siteSpace: target } },
        });
      }),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));

    for (const ids of bySection) {
      const rows = await ctx.db.siteSpace.findMany({ where: { id: { in: ids } } });
      expect(rows).toHaveLength(ids.length);
      expect(new Set(rows.map((r) => r.sectionId)).size).toBe(1);
      expectPermutation(rows.map((r) => r.position));
      expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
    }
    expect((await inject('GET', url, admin.token)).json().siteSpaces).toBe(16);
  });

  it('concurrent adds, deletes and moves of site spaces keep one order and true counters', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const spaces = [];
    for (let i = 0; i < 10; i++)
      spaces.push(await buildSpace(ctx.db, org.id, { title: 'Same title' }));
    const site = await buildSite(ctx.db, org.id, { spaces: spaces.slice(0, 5).map((s) => s.id) });
    const url = `/v1/orgs/${org.id}/sites/${site.id}`;
    const existing = (await inject('GET', `${url}/site-spaces`, admin.token))
      .json()
      .items.map((s: { id: string }) => s.id) as string[];

    const results = await Promise.all([
      ...spaces
        .slice(5)
        .map((s) => inject('POST', `${url}/site-spaces`, admin.token, { spaceId: s.id })),
      inject('DELETE', `${url}/site-spaces/${existing[0]}`, admin.token),
      inject('DELETE', `${url}/site-spaces/${existing[3]}`, admin.token),
      inject('POST', `${url}/site-spaces/${existing[4]}/move`, admin.token, {
        position: { before: { type: 'site-space', siteSpace: existing[1] } },
      }),
      inject('POST', `${url}/site-spaces/${existing[2]}/move`, admin.token, {}),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([
      200, 200, 201, 201, 201, 201, 201, 205, 205,
    ]);
    const rows = await ctx.db.siteSpace.findMany({ where: { siteId: site.id } });
    expect(rows).toHaveLength(8);
    expectPermutation(rows.map((r) => r.position));
    expect(new Set(rows.map((r) => r.path)).size).toBe(8);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
    expect((await inject('GET', url, admin.token)).json().siteSpaces).toBe(8);
  });
});
