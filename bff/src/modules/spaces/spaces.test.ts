// Reading, updating, listing and creating spaces, and who may do each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestContext, type TestContext } from '../../../test/helper.js';
import {
  buildCollection,
  buildMember,
  buildOrgWithAdmin,
  buildShareLink,
  buildSite,
  buildSpace,
  buildTeam,
  grantSpace,
} from '../../../test/factories.js';
import type { Role } from '../../generated/prisma/client.js';

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

const ids = (list: { items: { id: string }[] }) => list.items.map((i) => i.id);

const NONE = {
  view: false,
  access: false,
  admin: false,
  viewInviteLinks: false,
  edit: false,
  triggerGitSync: false,
  comment: false,
  merge: false,
  review: false,
};
const PERMISSIONS: Record<Role, typeof NONE> = {
  admin: {
    view: true,
    access: true,
    admin: true,
    viewInviteLinks: true,
    edit: true,
    triggerGitSync: true,
    comment: true,
    merge: true,
    review: true,
  },
  create: {
    ...NONE,
    view: true,
    access: true,
    edit: true,
    triggerGitSync: true,
    comment: true,
    merge: true,
    review: true,
  },
  review: {
    ...NONE,
    view: true,
    access: true,
    edit: true,
    triggerGitSync: true,
    comment: true,
    merge: true,
    review: true,
  },
  edit: { ...NONE, view: true, access: true, edit: true, triggerGitSync: true, comment: true },
  comment: { ...NONE, view: true, access: true, comment: true },
  read: { ...NONE, view: true, access: true },
};

describe('GET /v1/spaces/:spaceId', () => {
  it('returns every field of the Space, counters from their columns', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const collection = await buildCollection(ctx.db, org.id);
    const space = await buildSpace(ctx.db, org.id, { title: 'Handbook' });
    await ctx.db.space.update({
      where: { id: space.id },
      data: {
        emoji: '📘',
        parentId: collection.id,
        visibility: 'in_collection',
        editMode: 'locked',
        defaultLevel: 'comment',
        commentsOpen: 4,
        changeRequests: 7,
        changeRequestsOpen: 2,
        changeRequestsDraft: 3,
      },
    });
    const res = await inject('GET', `/v1/spaces/${space.id}`, admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      object: 'space',
      id: space.id,
      title: 'Handbook',
      emoji: '📘',
      visibility: 'in-collection',
      createdAt: space.createdAt.toISOString(),
      updatedAt: expect.any(String),
      editMode: 'locked',
      urls: {
        location: `http://docs.test/v1/spaces/${space.id}`,
        app: `http://docs.test/app/spaces/${space.id}`,
      },
      organization: org.id,
      parent: collection.id,
      revision: space.revisionId,
      defaultLevel: 'comment',
      comments: 4,
      changeRequests: 7,
      changeRequestsOpen: 2,
      changeRequestsDraft: 3,
      permissions: PERMISSIONS.admin,
    });
    expect(Date.parse(body.updatedAt)).toBeGreaterThanOrEqual(space.createdAt.getTime());
    expect(body.revision).toMatch(/\S/);
  });

  it('computes permissions from the best of the organization role and direct or team grants', async () => {
    const { org } = await buildOrgWithAdmin(ctx.db);
    const space = await buildSpace(ctx.db, org.id);
    for (const role of ['create', 'review', 'edit', 'comment', 'read'] as const) {
      const member = await buildMember(ctx.db, org.id, role);
      const res = await inject('GET', `/v1/spaces/${space.id}`, member.token);
      expect(res.statusCode, role).toBe(200);
      expect(res.json().permissions, role).toEqual(PERMISSIONS[role]);
    }
    // A reader granted edit directly edits; a guest in a team granted admin administrates.
    const reader = await buildMember(ctx.db, org.id, 'read');
    await grantSpace(ctx.db, space.id, { userId: reader.user.id }, 'edit');
    expect(
      (await inject('GET', `/v1/spaces/${space.id}`, reader.token)).json().permissions,
    ).toEqual(PERMISSIONS.edit);
    const guest = await buildMember(ctx.db, org.id, null);
    const team = await buildTeam(ctx.db, org.id, { members: [{ userId: guest.user.id }] });
    await grantSpace(ctx.db, space.id, { teamId: team.id }, 'admin');
    expect((await inject('GET', `/v1/spaces/${space.id}`, guest.token)).json().permissions).toEqual(
      PERMISSIONS.admin,
    );
  });

  it('is a 404 for another organization and a missing space, a 403 for a guest without a grant', async () => {
    const { org } = await buildOrgWithAdmin(ctx.db);
    const space = await buildSpace(ctx.db, org.id);
    const other = await buildOrgWithAdmin(ctx.db);
    const outside = await inject('GET', `/v1/spaces/${space.id}`, other.admin.token);
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ error: { code: 404, message: 'Space not found' } });
    expect((await inject('GET', '/v1/spaces/no-such-space', other.admin.token)).statusCode).toBe(
      404,
    );
    const guest = await buildMember(ctx.db, org.id, null);
    const denied = await inject('GET', `/v1/spaces/${space.id}`, guest.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toContain('read this space');
    // A disabled member is no longer a member.
    const gone = await buildMember(ctx.db, org.id, 'admin');
    await ctx.db.member.updateMany({ where: { userId: gone.user.id }, data: { disabled: true } });
    expect((await inject('GET', `/v1/spaces/${space.id}`, gone.token)).statusCode).toBe(404);
  });

  it('returns the published URL of the site space when a site shows the space', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const [shown, hidden] = [
      await buildSpace(ctx.db, org.id, { title: 'Guide' }),
      await buildSpace(ctx.db, org.id),
    ];
    const site = await buildSite(ctx.db, org.id, { spaces: [shown.id] });
    await ctx.db.site.update({ where: { id: site.id }, data: { basename: 'docs' } });
    const second = await inject(
      'POST',
      `/v1/orgs/${org.id}/sites/${site.id}/site-spaces`,
      admin.token,
      { spaceId: (await buildSpace(ctx.db, org.id, { title: 'API' })).id },
    );
    expect(second.statusCode).toBe(201);
    const siteSpaces = (
      await inject('GET', `/v1/orgs/${org.id}/sites/${site.id}/site-spaces`, admin.token)
    ).json().items;

    const res = (await inject('GET', `/v1/spaces/${shown.id}`, admin.token)).json();
    expect(res.urls.published).toBe('http://docs.test/s/docs');
    expect(res.urls.published).toBe(siteSpaces[0].urls.published);
    const api = (await inject('GET', `/v1/spaces/${second.json().space.id}`, admin.token)).json();
    expect(api.urls.published).toBe('http://docs.test/s/docs/api');
    expect(
      (await inject('GET', `/v1/spaces/${hidden.id}`, admin.token)).json().urls.published,
    ).toBeUndefined();
  });

  it('lets anyone holding an active share key of a share-link site showing the space read it', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const space = await buildSpace(ctx.db, org.id, { title: 'Secret' });
    const elsewhere = await buildSpace(ctx.db, org.id);
    const site = await buildSite(ctx.db, org.id, { visibility: 'share-link', spaces: [space.id] });
    const link = await buildShareLink(ctx.db, site.id);
    const inactive = await buildShareLink(ctx.db, site.id, { active: false });
    const outsider = await buildOrgWithAdmin(ctx.db);

    const res = await inject(
      'GET',
      `/v1/spaces/${space.id}?shareKey=${encodeURIComponent(link.token)}`,
      outsider.admin.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: space.id,
      title: 'Secret',
      permissions: PERMISSIONS.read,
    });
    expect(res.json().urls.published).toBe(
      `http://docs.test/s/${site.id}?share_key=${encodeURIComponent(link.token)}`,
    );
    // Members keep their own role; the URL carries the key.
    const asAdmin = (
      await inject(
        'GET',
        `/v1/spaces/${space.id}?shareKey=${encodeURIComponent(link.token)}`,
        admin.token,
      )
    ).json();
    expect(asAdmin.permissions).toEqual(PERMISSIONS.admin);
    expect(asAdmin.urls.published).toContain('share_key=');

    for (const [key, who] of [
      ['wrong-key', admin.token],
      [inactive.token, admin.token],
      [inactive.token, outsider.admin.token],
    ] as const) {
      expect(
        (await inject('GET', `/v1/spaces/${space.id}?shareKey=${encodeURIComponent(key)}`, who))
          .statusCode,
      ).toBe(404);
    }
    // The key opens only spaces its site shows.
    expect(
      (
        await inject(
          'GET',
          `/v1/spaces/${elsewhere.id}?shareKey=${encodeURIComponent(link.token)}`,
          outsider.admin.token,
        )
      ).statusCode,
    ).toBe(404);
    // A key of a site that is not share-link opens nothing to outsiders.
    await ctx.db.site.update({ where: { id: site.id }, data: { visibility: 'public' } });
    expect(
      (
        await inject(
          'GET',
          `/v1/spaces/${space.id}?shareKey=${encodeURIComponent(link.token)}`,
          outsider.admin.token,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('PATCH /v1/spaces/:spaceId', () => {
  it('updates title, emoji, editMode and defaultLevel and returns the Space', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const space = await buildSpace(ctx.db, org.id);
    const res = await inject('PATCH', `/v1/spaces/${space.id}`, admin.token, {
      title: '  Renamed  ',
      emoji: '🚀',
      editMode: 'locked',
      defaultLevel: null,
      unknown: 'ignored',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: space.id,
      title: 'Renamed',
      emoji: '🚀',
      editMode: 'locked',
      defaultLevel: null,
    });
    expect(Date.parse(res.json().updatedAt)).toBeGreaterThan(space.updatedAt.getTime());
    const stored = await ctx.db.space.findUniqueOrThrow({ where: { id: space.id } });
    expect(stored).toMatchObject({
      title: 'Renamed',
      emoji: '🚀',
      editMode: 'locked',
      defaultLevel: null,
    });
    expect(stored).not.toHaveProperty('unknown');

    const cleared = await inject('PATCH', `/v1/spaces/${space.id}`, admin.token, {
      emoji: null,
      defaultLevel: 'edit',
    });
    expect(cleared.json()).toMatchObject({
      title: 'Renamed',
      emoji: '',
      editMode: 'locked',
      defaultLevel: 'edit',
    });
  });

  it('enforces title and emoji max 50, the editMode enum and the defaultLevel enum or null', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const space = await buildSpace(ctx.db, org.id);
    for (const [body, field] of [
      [{ title: 'x'.repeat(51) }, 'body.title'],
      [{ emoji: 'e'.repeat(51) }, 'body.emoji'],
      [{ editMode: 'frozen' }, 'body.editMode'],
      [{ editMode: null }, 'body.editMode'],
      [{ defaultLevel: 'inherit' }, 'body.defaultLevel'],
      [{ defaultLevel: 'owner' }, 'body.defaultLevel'],
      [{ title: 42 }, 'body.title'],
    ] as const) {
      const res = await inject('PATCH', `/v1/spaces/${space.id}`, admin.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 400,
        message: expect.stringContaining(field),
      });
    }
    const edge = await inject('PATCH', `/v1/spaces/${space.id}`, admin.token, {
      title: 't'.repeat(50),
      emoji: 'e'.repeat(50),
      editMode: 'live',
    });
    expect(edge.statusCode).toBe(200);
    expect(edge.json()).toMatchObject({
      title: 't'.repeat(50),
      emoji: 'e'.repeat(50),
      editMode: 'live',
    });
    for (const level of ['admin', 'create', 'review', 'edit', 'comment', 'read', null]) {
      const res = await inject('PATCH', `/v1/spaces/${space.id}`, admin.token, {
        defaultLevel: level,
      });
      expect(res.statusCode, String(level)).toBe(200);
      expect(res.json().defaultLevel).toBe(level);
    }
  });

  it('needs edit for title, emoji and editMode and admin for defaultLevel', async () => {
    const { org } = await buildOrgWithAdmin(ctx.db);
    const space = await buildSpace(ctx.db, org.id, { title: 'Before' });
    for (const role of ['comment', 'read'] as const) {
      const member = await buildMember(ctx.db, org.id, role);
      const res = await inject('PATCH', `/v1/spaces/${space.id}`, member.token, { title: 'Nope' });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error.message).toContain('edit this space');
    }
    for (const role of ['edit', 'review', 'create'] as const) {
      const member = await buildMember(ctx.db, org.id, role);
      expect(
        (
          await inject('PATCH', `/v1/spaces/${space.id}`, member.token, {
            title: role,
            emoji: '✏️',
            editMode: 'locked',
          })
        ).statusCode,
        role,
      ).toBe(200);
      const level = await inject('PATCH', `/v1/spaces/${space.id}`, member.token, {
        title: 'Still',
        defaultLevel: 'admin',
      });
      expect(level.statusCode, role).toBe(403);
      expect(level.json().error.message).toContain('defaultLevel');
    }
    // The refused request changed nothing.
    expect((await ctx.db.space.findUniqueOrThrow({ where: { id: space.id } })).title).toBe(
      'create',
    );
    // A space grant lifts a reader to edit.
    const reader = await buildMember(ctx.db, org.id, 'read');
    await grantSpace(ctx.db, space.id, { userId: reader.user.id }, 'edit');
    expect(
      (await inject('PATCH', `/v1/spaces/${space.id}`, reader.token, { title: 'Granted' }))
        .statusCode,
    ).toBe(200);
    // Another organization's admin does not learn the space exists.
    const other = await buildOrgWithAdmin(ctx.db);
    expect(
      (await inject('PATCH', `/v1/spaces/${space.id}`, other.admin.token, { title: 'Mine' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /v1/orgs/:organizationId/spaces (our addition)', () => {
  it('lists spaces in structure order across pages, with counts and stable cursors', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const collection = await buildCollection(ctx.db, org.id);
    const top = [];
    for (const title of ['One', 'Two', 'Three'])
      top.push(await buildSpace(ctx.db, org.id, { title }));
    const inner = await buildSpace(ctx.db, org.id, { title: 'Inner' });
    expect(
      (await inject('POST', `/v1/spaces/${inner.id}/move`, admin.token, { parent: collection.id }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await inject('POST', `/v1/spaces/${top[2]!.id}/move`, admin.token, {
          position: { before: { type: 'space', space: top[0]!.id } },
        })
      ).statusCode,
    ).toBe(200);
    await buildSpace(ctx.db, (await buildOrgWithAdmin(ctx.db)).org.id); // another organization's space

    const seen: string[] = [];
    let page: string | undefined;
    do {
      const res = await inject(
        'GET',
        `/v1/orgs/${org.id}/spaces?limit=2${page ? `&page=${page}` : ''}`,
        admin.token,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.count).toBe(4);
      expect(
        body.items.every(
          (s: { object: string; permissions: object }) => s.object === 'space' && s.permissions,
        ),
      ).toBe(true);
      seen.push(...ids(body));
      page = body.next?.page;
    } while (page);
    expect(seen).toEqual([top[2]!.id, top[0]!.id, top[1]!.id, inner.id]);
    expect(
      (await inject('GET', `/v1/orgs/${org.id}/spaces?page=garbage`, admin.token)).statusCode,
    ).toBe(400);
    expect(
      (await inject('GET', `/v1/orgs/${org.id}/spaces?limit=1001`, admin.token)).statusCode,
    ).toBe(400);
  });

  it('filters by title (literally), parent collection or top level, and lists the trash', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const collection = await buildCollection(ctx.db, org.id);
    const percent = await buildSpace(ctx.db, org.id, { title: '100% done' });
    const plain = await buildSpace(ctx.db, org.id, { title: '1000 done' });
    const inside = await buildSpace(ctx.db, org.id, { title: 'Inside' });
    await inject('POST', `/v1/spaces/${inside.id}/move`, admin.token, { parent: collection.id });
    const recent = await buildSpace(ctx.db, org.id, { title: 'Recently deleted' });
    const old = await buildSpace(ctx.db, org.id, { title: 'Deleted long ago' });
    const older = await buildSpace(ctx.db, org.id, { title: 'Deleted earlier' });
    expect((await inject('DELETE', `/v1/spaces/${recent.id}`, admin.token)).statusCode).toBe(205);
    await ctx.db.space.update({
      where: { id: old.id },
      data: { deletedAt: new Date(Date.now() - 8 * 86_400_000) },
    });
    await ctx.db.space.update({
      where: { id: older.id },
      data: { deletedAt: new Date(Date.now() - 2 * 86_400_000) },
    });

    const list = async (query: string) => {
      const res = await inject('GET', `/v1/orgs/${org.id}/spaces?${query}`, admin.token);
      expect(res.statusCode, query).toBe(200);
      return res.json();
    };
    expect(ids(await list('title=0%25'))).toEqual([percent.id]);
    expect(ids(await list('title=DONE'))).toEqual([percent.id, plain.id]);
    expect(ids(await list(`parent=${collection.id}`))).toEqual([inside.id]);
    expect(ids(await list('parent=null'))).toEqual([percent.id, plain.id]);
    const trash = await list('deleted=true');
    expect(ids(trash)).toEqual([recent.id, older.id]);
    expect(trash.count).toBe(2);
    expect(trash.items[0].deletedAt).toEqual(expect.any(String));
    expect(trash.next).toBeUndefined();
    const firstPage = await list('deleted=true&limit=1');
    expect(ids(await list(`deleted=true&limit=1&page=${firstPage.next.page}`))).toEqual([older.id]);
    expect(
      (await inject('GET', `/v1/orgs/${org.id}/spaces?deleted=maybe`, admin.token)).statusCode,
    ).toBe(400);
  });

  it('shows guests only the spaces granted to them, and the trash only to those who may restore', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const granted = await buildSpace(ctx.db, org.id, { title: 'Granted' });
    const viaTeam = await buildSpace(ctx.db, org.id, { title: 'Via team' });
    await buildSpace(ctx.db, org.id, { title: 'Not granted' });
    const guest = await buildMember(ctx.db, org.id, null);
    await grantSpace(ctx.db, granted.id, { userId: guest.user.id }, 'create');
    const team = await buildTeam(ctx.db, org.id, { members: [{ userId: guest.user.id }] });
    await grantSpace(ctx.db, viaTeam.id, { teamId: team.id }, 'read');

    const res = (await inject('GET', `/v1/orgs/${org.id}/spaces`, guest.token)).json();
    expect(ids(res)).toEqual([granted.id, viaTeam.id]);
    expect(res.items[0].permissions).toEqual(PERMISSIONS.create);
    expect(res.items[1].permissions).toEqual(PERMISSIONS.read);

    await inject('DELETE', `/v1/spaces/${granted.id}`, admin.token);
    await inject('DELETE', `/v1/spaces/${viaTeam.id}`, admin.token);
    expect(
      ids((await inject('GET', `/v1/orgs/${org.id}/spaces?deleted=true`, guest.token)).json()),
    ).toEqual([granted.id]);
    const editor = await buildMember(ctx.db, org.id, 'edit');
    expect(
      ids((await inject('GET', `/v1/orgs/${org.id}/spaces?deleted=true`, editor.token)).json()),
    ).toEqual([]);
    expect((await inject('GET', `/v1/orgs/${org.id}/spaces`, editor.token)).json().count).toBe(1);
    expect(
      (
        await inject(
          'GET',
          `/v1/orgs/${org.id}/spaces`,
          (await buildOrgWithAdmin(ctx.db)).admin.token,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('POST /v1/orgs/:organizationId/spaces (our addition)', () => {
  it('creates a space with its first revision at the end of its parent', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const collection = await buildCollection(ctx.db, org.id);
    const existing = await buildSpace(ctx.db, org.id);
    const res = await inject('POST', `/v1/orgs/${org.id}/spaces`, admin.token, {
      title: ' Guides ',
      emoji: '📗',
      visibility: 'unlisted',
    });
    expect(res.statusCode).toBe(201);
    const space = res.json();
    expect(space).toEqual({
      object: 'space',
      id: expect.any(String),
      title: 'Guides',
      emoji: '📗',
      visibility: 'unlisted',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      editMode: 'live',
      urls: {
        location: `http://docs.test/v1/spaces/${space.id}`,
        app: `http://docs.test/app/spaces/${space.id}`,
      },
      organization: org.id,
      revision: expect.any(String),
      defaultLevel: 'read',
      comments: 0,
      changeRequests: 0,
      changeRequestsOpen: 0,
      changeRequestsDraft: 0,
      permissions: PERMISSIONS.admin,
    });
    expect(res.headers.location).toBe(space.urls.location);
    expect(
      await ctx.db.revision.findUniqueOrThrow({ where: { id: space.revision } }),
    ).toMatchObject({ spaceId: space.id, createdById: admin.user.id });
    expect((await ctx.db.space.findUniqueOrThrow({ where: { id: space.id } })).position).toBe(1);
    expect(existing.position).toBe(0);

    const inCollection = await inject('POST', `/v1/orgs/${org.id}/spaces`, admin.token, {
      parent: collection.id,
      visibility: 'in-collection',
    });
    expect(inCollection.statusCode).toBe(201);
    expect(inCollection.json()).toMatchObject({
      title: 'Untitled',
      parent: collection.id,
      visibility: 'in-collection',
      emoji: '',
    });
  });

  it('validates the body and needs the organization role create', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const foreign = await buildCollection(ctx.db, (await buildOrgWithAdmin(ctx.db)).org.id);
    for (const [body, field] of [
      [{ title: 'x'.repeat(51) }, 'body.title'],
      [{ emoji: 'e'.repeat(51) }, 'body.emoji'],
      [{ visibility: 'secret' }, 'body.visibility'],
      [{ visibility: 'in-collection' }, 'body.visibility'],
      [{ parent: foreign.id }, 'body.parent'],
    ] as const) {
      const res = await inject('POST', `/v1/orgs/${org.id}/spaces`, admin.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toContain(field);
    }
    expect(
      (await inject('POST', `/v1/orgs/${org.id}/spaces`, admin.token, { title: 'x'.repeat(50) }))
        .statusCode,
    ).toBe(201);
    const creator = await buildMember(ctx.db, org.id, 'create');
    expect(
      (await inject('POST', `/v1/orgs/${org.id}/spaces`, creator.token, { title: 'Mine' }))
        .statusCode,
    ).toBe(201);
    for (const role of ['review', 'edit', 'comment', 'read', null] as const) {
      const member = await buildMember(ctx.db, org.id, role);
      expect(
        (await inject('POST', `/v1/orgs/${org.id}/spaces`, member.token, { title: 'Nope' }))
          .statusCode,
        String(role),
      ).toBe(403);
    }
    expect(
      (
        await inject(
          'POST',
          `/v1/orgs/${org.id}/spaces`,
          (await buildOrgWithAdmin(ctx.db)).admin.token,
          {},
        )
      ).statusCode,
    ).toBe(404);
  });
});
