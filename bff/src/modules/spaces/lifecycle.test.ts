// Delete, restore within 7 days, purge after, duplicate and transfer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestContext, type TestContext } from '../../../test/helper.js';
import {
  addMember,
  buildCollection,
  buildMember,
  buildOrgWithAdmin,
  buildSite,
  buildSpace,
  buildSpaceContent,
  buildTeam,
  grantSpace,
} from '../../../test/factories.js';
import { copyTitle, purgeDeletedSpaces } from './service.js';

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

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

async function positionsOf(organizationId: string, parentId: string | null) {
  const rows = await ctx.db.space.findMany({
    where: { organizationId, parentId, deletedAt: null },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  });
  return rows.map((r) => [r.id, r.position]);
}

describe('DELETE /v1/spaces/:spaceId', () => {
  it('soft-deletes (205): the space keeps its rows, leaves its sites and its parent order', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const [a, b, c] = [
      await buildSpace(ctx.db, org.id),
      await buildSpace(ctx.db, org.id),
      await buildSpace(ctx.db, org.id),
    ];
    await buildSpaceContent(ctx.db, b.id);
    const site = await buildSite(ctx.db, org.id, { spaces: [b.id, c.id] });

    const res = await inject('DELETE', `/v1/spaces/${b.id}`, admin.token);
    expect(res.statusCode).toBe(205);
    expect(res.body).toBe('');
    const stored = await ctx.db.space.findUniqueOrThrow({ where: { id: b.id } });
    expect(stored.deletedAt).toBeInstanceOf(Date);
    expect(await ctx.db.revisionPage.count({ where: { revisionId: b.revisionId as string } })).toBe(
      3,
    );
    expect(await positionsOf(org.id, null)).toEqual([
      [a.id, 0],
      [c.id, 1],
    ]);
    // The site no longer shows it; the remaining site space became the default.
    const siteSpaces = (
      await inject('GET', `/v1/orgs/${org.id}/sites/${site.id}/site-spaces`, admin.token)
    ).json().items;
    expect(
      siteSpaces.map((s: { space: { id: string }; default: boolean }) => [s.space.id, s.default]),
    ).toEqual([[c.id, true]]);
    expect(
      await ctx.db.siteSpace.findMany({ where: { siteId: site.id }, select: { position: true } }),
    ).toEqual([{ position: 0 }]);
  });

  it('shows a deleted space only to those who may restore it; everything else is a 404', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const space = await buildSpace(ctx.db, org.id);
    const editor = await buildMember(ctx.db, org.id, 'edit');
    const creator = await buildMember(ctx.db, org.id, 'create');
    expect((await inject('DELETE', `/v1/spaces/${space.id}`, admin.token)).statusCode).toBe(205);

    for (const token of [admin.token, creator.token]) {
      const res = await inject('GET', `/v1/spaces/${space.id}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().deletedAt).toBe(
        (
          await ctx.db.space.findUniqueOrThrow({ where: { id: space.id } })
        ).deletedAt?.toISOString(),
      );
    }
    expect((await inject('GET', `/v1/spaces/${space.id}`, editor.token)).statusCode).toBe(404);
    for (const [method, path, body] of [
      ['PATCH', '', { title: 'x' }],
      ['DELETE', '', undefined],
      ['POST', '/duplicate', undefined],
      ['POST', '/move', { parent: null }],
      ['POST', '/transfer', { organization: org.id }],
    ] as const) {
      expect(
        (await inject(method, `/v1/spaces/${space.id}${path}`, admin.token, body)).statusCode,
        `${method} ${path}`,
      ).toBe(404);
    }
  });

  it('needs create or admin on the space', async () => {
    const { org } = await buildOrgWithAdmin(ctx.db);
    const space = await buildSpace(ctx.db, org.id);
    for (const role of ['review', 'edit', 'comment', 'read'] as const) {
      const member = await buildMember(ctx.db, org.id, role);
      const res = await inject('DELETE', `/v1/spaces/${space.id}`, member.token);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error.message).toContain('manage this space');
    }
    expect(
      (
        await inject(
          'DELETE',
          `/v1/spaces/${space.id}`,
          (await buildOrgWithAdmin(ctx.db)).admin.token,
        )
      ).statusCode,
    ).toBe(404);
    const granted = await buildMember(ctx.db, org.id, 'read');
    await grantSpace(ctx.db, space.id, { userId: granted.user.id }, 'create');
    expect((await inject('DELETE', `/v1/spaces/${space.id}`, granted.token)).statusCode).toBe(205);
  });
});

describe('POST /v1/spaces/:spaceId/restore', () => {
  it('restores a space deleted 6 days ago, at the end of its parent', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const collection = await buildCollection(ctx.db, org.id);
    const space = await buildSpace(ctx.db, org.id);
    const sibling = await buildSpace(ctx.db, org.id);
    await inject('POST', `/v1/spaces/${space.id}/move`, admin.token, { parent: collection.id });
    await inject('POST', `/v1/spaces/${sibling.id}/move`, admin.token, { parent: collection.id });
    await inject('DELETE', `/v1/spaces/${space.id}`, admin.token);
    await ctx.db.space.update({ where: { id: space.id }, data: { deletedAt: daysAgo(6) } });

    const res = await inject('POST', `/v1/spaces/${space.id}/restore`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ object: 'space', id: space.id, parent: collection.id });
    expect(res.json().deletedAt).toBeUndefined();
    expect(await positionsOf(org.id, collection.id)).toEqual([
      [sibling.id, 0],
      [space.id, 1],
    ]);
    expect(
      (
        await inject(
          'GET',
          `/v1/spaces/${space.id}`,
          (await buildMember(ctx.db, org.id, 'read')).token,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('refuses after 7 days, when the space is not deleted, and for callers who may not manage it', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const old = await buildSpace(ctx.db, org.id);
    await ctx.db.space.update({ where: { id: old.id }, data: { deletedAt: daysAgo(8) } });
    const late = await inject('POST', `/v1/spaces/${old.id}/restore`, admin.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/more than 7 days ago: it can no longer be restored/);
    expect(
      (await ctx.db.space.findUniqueOrThrow({ where: { id: old.id } })).deletedAt,
    ).not.toBeNull();

    const active = await buildSpace(ctx.db, org.id);
    const notDeleted = await inject('POST', `/v1/spaces/${active.id}/restore`, admin.token);
    expect(notDeleted.statusCode).toBe(409);
    expect(notDeleted.json().error.message).toContain('not deleted');

    const recent = await buildSpace(ctx.db, org.id);
    await inject('DELETE', `/v1/spaces/${recent.id}`, admin.token);
    expect(
      (
        await inject(
          'POST',
          `/v1/spaces/${recent.id}/restore`,
          (await buildMember(ctx.db, org.id, 'edit')).token,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await inject(
          'POST',
          `/v1/spaces/${recent.id}/restore`,
          (await buildOrgWithAdmin(ctx.db)).admin.token,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await inject(
          'POST',
          `/v1/spaces/${active.id}/restore`,
          (await buildMember(ctx.db, org.id, 'edit')).token,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('purgeDeletedSpaces', () => {
  it('removes spaces deleted more than 7 days ago with everything hanging off them, and nothing else', async () => {
    await purgeDeletedSpaces(ctx.db); // expired spaces earlier tests of this file left
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const expired = [
      await buildSpace(ctx.db, org.id),
      await buildSpace(ctx.db, org.id),
      await buildSpace(ctx.db, org.id),
    ];
    const recent = await buildSpace(ctx.db, org.id);
    const active = await buildSpace(ctx.db, org.id);
    const { revisionId } = await buildSpaceContent(ctx.db, expired[0]!.id);
    await grantSpace(ctx.db, expired[0]!.id, { userId: admin.user.id }, 'admin');
    await ctx.db.changeRequest.create({
      data: {
        spaceId: expired[0]!.id,
        number: 1,
        createdById: admin.user.id,
        revisionId,
        revisionInitialId: revisionId,
      },
    });
    await ctx.db.comment.create({
      data: { spaceId: expired[0]!.id, postedById: admin.user.id, markdown: 'Hi' },
    });
    for (const s of expired)
      await ctx.db.space.update({ where: { id: s.id }, data: { deletedAt: daysAgo(8) } });
    await ctx.db.space.update({ where: { id: recent.id }, data: { deletedAt: daysAgo(6) } });

    // Small batches: three spaces in batches of two.
    expect(await purgeDeletedSpaces(ctx.db, new Date(), 2)).toBe(3);
    expect(
      await ctx.db.space.findMany({
        where: { id: { in: [...expired, recent, active].map((s) => s.id) } },
        select: { id: true },
        orderBy: { id: 'asc' },
      }),
    ).toEqual([recent, active].map((s) => ({ id: s.id })).sort((x, y) => (x.id < y.id ? -1 : 1)));
    expect(await ctx.db.revision.count({ where: { id: revisionId } })).toBe(0);
    expect(await ctx.db.revisionPage.count({ where: { revisionId } })).toBe(0);
    expect(await ctx.db.pageSection.count({ where: { revisionPage: { revisionId } } })).toBe(0);
    expect(await ctx.db.revisionFile.count({ where: { revisionId } })).toBe(0);
    expect(await ctx.db.changeRequest.count({ where: { spaceId: expired[0]!.id } })).toBe(0);
    expect(await ctx.db.comment.count({ where: { spaceId: expired[0]!.id } })).toBe(0);
    expect(await ctx.db.spaceMemberPermission.count({ where: { spaceId: expired[0]!.id } })).toBe(
      0,
    );
    expect((await inject('GET', `/v1/spaces/${expired[0]!.id}`, admin.token)).statusCode).toBe(404);

    // Nothing left to purge; a later "now" reaches the recent one.
    expect(await purgeDeletedSpaces(ctx.db)).toBe(0);
    expect(await purgeDeletedSpaces(ctx.db, new Date(Date.now() + 2 * DAY))).toBe(1);
    expect(await ctx.db.space.count({ where: { id: active.id } })).toBe(1);
  });
});

describe('POST /v1/spaces/:spaceId/duplicate', () => {
  it('copies the space, its live content rows and its grants into the same collection (201)', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const collection = await buildCollection(ctx.db, org.id);
    const source = await buildSpace(ctx.db, org.id, { title: 'Manual' });
    const last = await buildSpace(ctx.db, org.id);
    await inject('POST', `/v1/spaces/${source.id}/move`, admin.token, { parent: collection.id });
    await inject('POST', `/v1/spaces/${last.id}/move`, admin.token, { parent: collection.id });
    await inject('PATCH', `/v1/spaces/${source.id}`, admin.token, {
      emoji: '📕',
      editMode: 'locked',
      defaultLevel: 'edit',
    });
    await ctx.db.space.update({
      where: { id: source.id },
      data: { commentsOpen: 3, changeRequests: 2 },
    });
    const { revisionId } = await buildSpaceContent(ctx.db, source.id, { pages: 4, files: 2 });
    const reader = await buildMember(ctx.db, org.id, 'read');
    await grantSpace(ctx.db, source.id, { userId: reader.user.id }, 'review');
    const team = await buildTeam(ctx.db, org.id);
    await grantSpace(ctx.db, source.id, { teamId: team.id }, 'comment');

    const res = await inject('POST', `/v1/spaces/${source.id}/duplicate`, admin.token);
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({
      object: 'space',
      title: 'Manual (copy)',
      emoji: '📕',
      visibility: 'private',
      editMode: 'locked',
      defaultLevel: 'edit',
      organization: org.id,
      parent: collection.id,
      comments: 0,
      changeRequests: 0,
      changeRequestsOpen: 0,
      changeRequestsDraft: 0,
    });
    expect(copy.id).not.toBe(source.id);
    expect(copy.revision).not.toBe(revisionId);
    expect(res.headers.location).toBe(`http://docs.test/v1/spaces/${copy.id}`);
    expect(await positionsOf(org.id, collection.id)).toEqual([
      [source.id, 0],
      [last.id, 1],
      [copy.id, 2],
    ]);

    // Content rows: same pages (by pageId, with their tree), sections, files and reusable contents.
    const pagesOf = async (rev: string) =>
      (
        await ctx.db.revisionPage.findMany({
          where: { revisionId: rev },
          include: { sections: { orderBy: { position: 'asc' } } },
          orderBy: { position: 'asc' },
        })
      ).map(({ id: _id, revisionId: _r, sections, ...page }) => ({
        ...page,
        sections: sections.map(({ id: _i, revisionPageId: _p, ...s }) => s),
      }));
    const [original, copied] = [await pagesOf(revisionId), await pagesOf(copy.revision)];
    expect(copied).toHaveLength(4);
    expect(copied).toEqual(original);
    expect(copied[1]!.parentPageId).toBe(copied[0]!.pageId);
    expect(copied.flatMap((p) => p.sections)).toHaveLength(8);
    const filesOf = async (rev: string) =>
      (
        await ctx.db.revisionFile.findMany({
          where: { revisionId: rev },
          orderBy: { fileId: 'asc' },
        })
      ).map(({ id: _i, revisionId: _r, ...f }) => f);
    expect(await filesOf(copy.revision)).toEqual(await filesOf(revisionId));
    expect(await filesOf(copy.revision)).toHaveLength(2);
    const reusableOf = async (rev: string) =>
      (await ctx.db.reusableContent.findMany({ where: { revisionId: rev } })).map(
        ({ id: _i, revisionId: _r, ...c }) => c,
      );
    expect(await reusableOf(copy.revision)).toEqual(await reusableOf(revisionId));
    // The copied sections are searchable like the originals (generated column).
    const hits = await ctx.db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM "PageSection" s JOIN "RevisionPage" p ON p.id = s."revisionPageId"
      WHERE p."revisionId" = ${copy.revision} AND s.search @@ plainto_tsquery('simple', 'details')`;
    expect(hits[0]!.n).toBe(4);

    // Grants follow; the original is untouched.
    expect(
      await ctx.db.spaceMemberPermission.findMany({
        where: { spaceId: copy.id },
        select: { userId: true, role: true },
      }),
    ).toEqual([{ userId: reader.user.id, role: 'review' }]);
    expect(
      await ctx.db.spaceTeamPermission.findMany({
        where: { spaceId: copy.id },
        select: { teamId: true, role: true },
      }),
    ).toEqual([{ teamId: team.id, role: 'comment' }]);
    expect(await ctx.db.revisionPage.count({ where: { revisionId } })).toBe(4);
    expect((await ctx.db.space.findUniqueOrThrow({ where: { id: source.id } })).revisionId).toBe(
      revisionId,
    );
  });

  it('keeps the copy title within 50 characters and needs create or admin', async () => {
    expect(copyTitle('Short')).toBe('Short (copy)');
    expect(copyTitle('x'.repeat(50))).toBe(`${'x'.repeat(43)} (copy)`);
    expect(copyTitle(`${'a'.repeat(42)} tail`)).toBe(`${'a'.repeat(42)} (copy)`);
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const space = await buildSpace(ctx.db, org.id, { title: 'y'.repeat(50) });
    const res = await inject('POST', `/v1/spaces/${space.id}/duplicate`, admin.token);
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toBe(`${'y'.repeat(43)} (copy)`);
    expect(res.json().title.length).toBe(50);
    for (const role of ['review', 'edit', 'read'] as const) {
      expect(
        (
          await inject(
            'POST',
            `/v1/spaces/${space.id}/duplicate`,
            (await buildMember(ctx.db, org.id, role)).token,
          )
        ).statusCode,
        role,
      ).toBe(403);
    }
    expect(
      (
        await inject(
          'POST',
          `/v1/spaces/${space.id}/duplicate`,
          (await buildMember(ctx.db, org.id, 'create')).token,
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await inject(
          'POST',
          `/v1/spaces/${space.id}/duplicate`,
          (await buildOrgWithAdmin(ctx.db)).admin.token,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('POST /v1/spaces/:spaceId/transfer', () => {
  it('moves the space to the target organization and cuts every tie to the old one, in one go', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const target = await buildOrgWithAdmin(ctx.db);
    await addMember(ctx.db, target.org.id, admin.user.id, 'create');
    const collection = await buildCollection(ctx.db, org.id);
    const space = await buildSpace(ctx.db, org.id, { title: 'Moving' });
    const stays = await buildSpace(ctx.db, org.id);
    await inject('POST', `/v1/spaces/${space.id}/move`, admin.token, { parent: collection.id });
    await inject('POST', `/v1/spaces/${stays.id}/move`, admin.token, { parent: collection.id });
    await inject('PATCH', `/v1/spaces/${space.id}`, admin.token, { emoji: '🚚' });
    const { revisionId } = await buildSpaceContent(ctx.db, space.id);
    const onlySite = await buildSite(ctx.db, org.id, { spaces: [space.id] });
    const sharedSite = await buildSite(ctx.db, org.id, { spaces: [space.id, stays.id] });
    const team = await buildTeam(ctx.db, org.id);
    await grantSpace(ctx.db, space.id, { teamId: team.id }, 'edit');
    const leaver = await buildMember(ctx.db, org.id, 'read');
    await grantSpace(ctx.db, space.id, { userId: leaver.user.id }, 'edit');
    const both = await buildMember(ctx.db, org.id, 'read');
    await addMember(ctx.db, target.org.id, both.user.id, null);
    await grantSpace(ctx.db, space.id, { userId: both.user.id }, 'review');
    const field = await ctx.db.customField.create({
      data: { organizationId: org.id, name: 'owner', type: 'text' },
    });
    await ctx.db.customFieldValue.create({
      data: { spaceId: space.id, customFieldId: field.id, value: 'me' },
    });
    const existing = await buildSpace(ctx.db, target.org.id);

    const res = await inject('POST', `/v1/spaces/${space.id}/transfer`, admin.token, {
      organization: target.org.id,
    });
    expect(res.statusCode).toBe(200);
    const moved = res.json();
    expect(moved).toMatchObject({
      object: 'space',
      id: space.id,
      title: 'Moving',
      emoji: '🚚',
      organization: target.org.id,
      revision: revisionId,
    });
    expect(moved.parent).toBeUndefined();
    expect(moved.urls.published).toBeUndefined();
    expect(moved.permissions.admin).toBe(false); // role create in the target
    expect(moved.permissions.edit).toBe(true);

    expect(await positionsOf(target.org.id, null)).toEqual([
      [existing.id, 0],
      [space.id, 1],
    ]);
    expect(await positionsOf(org.id, collection.id)).toEqual([[stays.id, 0]]);
    expect(await ctx.db.siteSpace.count({ where: { spaceId: space.id } })).toBe(0);
    expect((await ctx.db.site.findUniqueOrThrow({ where: { id: onlySite.id } })).published).toBe(
      false,
    );
    const shared = (
      await inject('GET', `/v1/orgs/${org.id}/sites/${sharedSite.id}/site-spaces`, admin.token)
    ).json().items;
    expect(
      shared.map((s: { space: { id: string }; default: boolean }) => [s.space.id, s.default]),
    ).toEqual([[stays.id, true]]);
    expect(await ctx.db.spaceTeamPermission.count({ where: { spaceId: space.id } })).toBe(0);
    expect(
      await ctx.db.spaceMemberPermission.findMany({
        where: { spaceId: space.id },
        select: { userId: true },
      }),
    ).toEqual([{ userId: both.user.id }]);
    expect(await ctx.db.customFieldValue.count({ where: { spaceId: space.id } })).toBe(0);
    expect(await ctx.db.revisionPage.count({ where: { revisionId } })).toBe(3);

    // The old organization's members no longer reach it; the new one's do.
    expect((await inject('GET', `/v1/spaces/${space.id}`, leaver.token)).statusCode).toBe(404);
    expect((await inject('GET', `/v1/spaces/${space.id}`, target.admin.token)).statusCode).toBe(
      200,
    );
    expect(
      (await inject('GET', `/v1/spaces/${space.id}`, both.token)).json().permissions.review,
    ).toBe(true);
  });

  it('needs manage on the space and create in the target; refuses unknown and same organizations', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const space = await buildSpace(ctx.db, org.id);
    const target = await buildOrgWithAdmin(ctx.db);
    const stranger = await buildOrgWithAdmin(ctx.db);

    const notMember = await inject('POST', `/v1/spaces/${space.id}/transfer`, admin.token, {
      organization: stranger.org.id,
    });
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().error.message).toBe('Organization not found');
    await addMember(ctx.db, target.org.id, admin.user.id, 'edit');
    const weak = await inject('POST', `/v1/spaces/${space.id}/transfer`, admin.token, {
      organization: target.org.id,
    });
    expect(weak.statusCode).toBe(403);
    expect(weak.json().error.message).toContain('receive spaces');
    expect(
      (
        await inject('POST', `/v1/spaces/${space.id}/transfer`, admin.token, {
          organization: org.id,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await inject('POST', `/v1/spaces/${space.id}/transfer`, admin.token, {})).json().error
        .message,
    ).toContain('body.organization');

    const editor = await buildMember(ctx.db, org.id, 'edit');
    await addMember(ctx.db, target.org.id, editor.user.id, 'admin');
    expect(
      (
        await inject('POST', `/v1/spaces/${space.id}/transfer`, editor.token, {
          organization: target.org.id,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await inject('POST', `/v1/spaces/${space.id}/transfer`, target.admin.token, {
          organization: target.org.id,
        })
      ).statusCode,
    ).toBe(404);
    expect((await ctx.db.space.findUniqueOrThrow({ where: { id: space.id } })).organizationId).toBe(
      org.id,
    );
  });
});
