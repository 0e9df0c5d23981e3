// POST /v1/spaces/:spaceId/move: collections, positions among siblings, dense orders under
// concurrency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestContext, type TestContext } from '../../../test/helper.js';
import {
  buildCollection,
  buildMember,
  buildOrgWithAdmin,
  buildSpace,
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

/** [id, position] of the active spaces of a parent, in order. */
async function order(organizationId: string, parentId: string | null) {
  const rows = await ctx.db.space.findMany({
    where: { organizationId, parentId, deletedAt: null },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  });
  return rows.map((r) => [r.id, r.position] as const);
}
const idsOf = async (organizationId: string, parentId: string | null) =>
  (await order(organizationId, parentId)).map(([id]) => id);

async function setup(n: number) {
  const { org, admin } = await buildOrgWithAdmin(ctx.db);
  const spaces = [];
  for (let i = 0; i < n; i++)
    spaces.push((await buildSpace(ctx.db, org.id, { title: `S${i}` })).id);
  return { org, admin, spaces };
}

describe('POST /v1/spaces/:spaceId/move', () => {
  it('moves before or after a sibling, or to the end, keeping positions dense', async () => {
    const {
      admin,
      org,
      spaces: [a, b, c, d],
    } = await setup(4);
    const move = (id: string, body: unknown) =>
      inject('POST', `/v1/spaces/${id}/move`, admin.token, body);

    const res = await move(d!, { position: { before: { type: 'space', space: a } } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ object: 'space', id: d });
    expect(res.json().parent).toBeUndefined();
    expect(await order(org.id, null)).toEqual([
      [d, 0],
      [a, 1],
      [b, 2],
      [c, 3],
    ]);
    await move(d!, { position: { after: { type: 'space', id: b } } }); // the `{type, id}` form newer clients send
    expect(await idsOf(org.id, null)).toEqual([a, b, d, c]);
    await move(a!, { position: {} });
    expect(await idsOf(org.id, null)).toEqual([b, d, c, a]);
    await move(c!, { position: { after: { type: 'space', space: c } } }); // relative to itself: nothing moves
    expect(await order(org.id, null)).toEqual([
      [b, 0],
      [d, 1],
      [c, 2],
      [a, 3],
    ]);
  });

  it('moves into a collection, between collections and back to the top level', async () => {
    const {
      admin,
      org,
      spaces: [a, b, c],
    } = await setup(3);
    const [guides, reference] = [
      await buildCollection(ctx.db, org.id),
      await buildCollection(ctx.db, org.id),
    ];
    const move = (id: string, body: unknown) =>
      inject('POST', `/v1/spaces/${id}/move`, admin.token, body);

    expect((await move(a!, { parent: guides.id })).json()).toMatchObject({
      id: a,
      parent: guides.id,
    });
    await move(c!, { parent: guides.id, position: { before: { type: 'space', space: a } } });
    expect(await order(org.id, guides.id)).toEqual([
      [c, 0],
      [a, 1],
    ]);
    expect(await order(org.id, null)).toEqual([[b, 0]]);

    await ctx.db.space.update({ where: { id: a }, data: { visibility: 'in_collection' } });
    expect((await move(a!, { parent: reference.id })).json()).toMatchObject({
      parent: reference.id,
      visibility: 'in-collection',
    });
    expect(await order(org.id, guides.id)).toEqual([[c, 0]]);
    // Out of every collection, in-collection has no meaning left: the space turns private.
    const back = await move(a!, {
      parent: null,
      position: { before: { type: 'space', space: b } },
    });
    expect(back.json()).toMatchObject({ id: a, visibility: 'private' });
    expect(back.json().parent).toBeUndefined();
    expect(await order(org.id, null)).toEqual([
      [a, 0],
      [b, 1],
    ]);
    expect(await order(org.id, reference.id)).toEqual([]);
  });

  it('refuses targets that are not siblings, foreign collections and malformed bodies', async () => {
    const {
      admin,
      org,
      spaces: [a, b],
    } = await setup(2);
    const collection = await buildCollection(ctx.db, org.id);
    const foreign = await buildCollection(ctx.db, (await buildOrgWithAdmin(ctx.db)).org.id);
    const deleted = (await buildSpace(ctx.db, org.id)).id;
    await inject('DELETE', `/v1/spaces/${deleted}`, admin.token);
    const before = await order(org.id, null);
    for (const [body, field] of [
      [
        { parent: collection.id, position: { before: { type: 'space', space: b } } },
        'body.position.before',
      ],
      [{ position: { after: { type: 'space', space: deleted } } }, 'body.position.after'],
      [{ position: { after: { type: 'space', space: 'nope' } } }, 'body.position.after'],
      [{ parent: foreign.id }, 'body.parent'],
      [{ parent: 'no-such-collection' }, 'body.parent'],
      [
        { position: { before: { type: 'collection', collection: collection.id } } },
        'body.position.before.type',
      ],
      [{ position: { before: { type: 'space' } } }, 'body.position.before.space'],
      [
        { position: { before: { type: 'space', space: b }, after: { type: 'space', space: b } } },
        'body.position',
      ],
      [{}, 'body'],
    ] as const) {
      const res = await inject('POST', `/v1/spaces/${a}/move`, admin.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message, JSON.stringify(body)).toContain(field);
    }
    expect(await order(org.id, null)).toEqual(before);
    expect((await ctx.db.space.findUniqueOrThrow({ where: { id: a } })).parentId).toBeNull();
  });

  it('needs create or admin on the space; another organization gets a 404', async () => {
    const {
      org,
      spaces: [a, b],
    } = await setup(2);
    for (const role of ['review', 'edit', 'comment', 'read'] as const) {
      const member = await buildMember(ctx.db, org.id, role);
      expect(
        (await inject('POST', `/v1/spaces/${a}/move`, member.token, { position: {} })).statusCode,
        role,
      ).toBe(403);
    }
    expect(
      (
        await inject(
          'POST',
          `/v1/spaces/${a}/move`,
          (await buildOrgWithAdmin(ctx.db)).admin.token,
          { position: {} },
        )
      ).statusCode,
    ).toBe(404);
    const creator = await buildMember(ctx.db, org.id, 'create');
    expect(
      (await inject('POST', `/v1/spaces/${a}/move`, creator.token, { position: {} })).statusCode,
    ).toBe(200);
    expect(await idsOf(org.id, null)).toEqual([b, a]);
  });

  it('keeps every order a permutation under concurrent moves, creates and deletes', async () => {
    const { admin, org, spaces } = await setup(8);
    const collection = await buildCollection(ctx.db, org.id);
    const pick = (i: number) => spaces[(i * 5 + 3) % spaces.length] as string;
    const requests = [];
    for (let i = 0; i < 24; i++) {
      const body =
        i % 6 === 5
          ? { parent: i % 12 === 5 ? collection.id : null }
          : { position: { [i % 2 ? 'before' : 'after']: { type: 'space', space: pick(i + 1) } } };
      requests.push(inject('POST', `/v1/spaces/${pick(i)}/move`, admin.token, body));
    }
    requests.push(
      inject('POST', `/v1/orgs/${org.id}/spaces`, admin.token, { title: 'Created meanwhile' }),
    );
    requests.push(inject('POST', `/v1/spaces/${spaces[7]}/duplicate`, admin.token));
    requests.splice(10, 0, inject('DELETE', `/v1/spaces/${spaces[0]}`, admin.token));
    const results = await Promise.all(requests);
    // Moves relative to a space another move just took into the collection are fair 400s;
    // moves of the deleted space after its deletion are 404s.
    expect(
      results.map((r) => r.statusCode).every((s) => [200, 201, 205, 400, 404].includes(s)),
    ).toBe(true);
    expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThan(12);

    for (const parent of [null, collection.id]) {
      const positions = (await order(org.id, parent)).map(([, p]) => p);
      expect(positions, String(parent)).toEqual(positions.map((_, i) => i));
    }
    const all = [...(await idsOf(org.id, null)), ...(await idsOf(org.id, collection.id))];
    expect(all).toHaveLength(9);
    expect(new Set(all).size).toBe(9);
    expect(all).not.toContain(spaces[0]);
  });
});
