import { GitBookAPI } from '@gitbook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestContext,
  listenOnFreePort,
  type TestContext,
} from '../../../test/helper.js';
import {
  buildMember,
  buildOrgWithAdmin,
  buildSpace,
  buildTeam,
  buildUser,
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

/** user ID → team role, straight from the database. */
async function rolesIn(teamId: string) {
  const rows = await ctx.db.teamMember.findMany({ where: { teamId }, orderBy: { userId: 'asc' } });
  return Object.fromEntries(rows.map((r) => [r.userId, r.role]));
}

describe('PUT /v1/orgs/:id/teams', () => {
  it('creates a team with its members and returns the whole Team', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const ada = await buildMember(ctx.db, org.id, 'edit');
    const bob = await buildMember(ctx.db, org.id, null);
    const res = await inject('PUT', `/v1/orgs/${org.id}/teams`, admin.token, {
      title: '  Writers  ',
      members: [ada.user.id, bob.user.id, ada.user.id],
    });
    expect(res.statusCode).toBe(201);
    const team = res.json();
    expect(team).toEqual({
      object: 'team',
      id: expect.any(String),
      title: 'Writers',
      members: 2,
      spaces: 0,
      createdAt: expect.any(String),
      permissions: { admin: true, view: true },
    });
    expect(res.headers.location).toBe(`http://docs.test/v1/orgs/${org.id}/teams/${team.id}`);
    // Members join with the role member; the creator is not added.
    expect(await rolesIn(team.id)).toEqual({ [ada.user.id]: 'member', [bob.user.id]: 'member' });

    const bare = await inject('PUT', `/v1/orgs/${org.id}/teams`, admin.token, { title: 'Empty' });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ title: 'Empty', members: 0, spaces: 0 });
  });

  it('enforces the title bounds 1-64', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    for (const title of ['', '   ', 'x'.repeat(65)]) {
      const res = await inject('PUT', `/v1/orgs/${org.id}/teams`, admin.token, { title });
      expect(res.statusCode, JSON.stringify(title)).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 400,
        message: expect.stringContaining('body.title'),
      });
    }
    const missing = await inject('PUT', `/v1/orgs/${org.id}/teams`, admin.token, { members: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('body.title');
    for (const title of ['x', 'y'.repeat(64)]) {
      const res = await inject('PUT', `/v1/orgs/${org.id}/teams`, admin.token, { title });
      expect(res.statusCode).toBe(201);
      expect(res.json().title).toBe(title);
    }
  });

  it('refuses members that are not members of the organization, creating nothing', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const ada = await buildMember(ctx.db, org.id, 'edit');
    const outsider = await buildUser(ctx.db);
    const other = await buildOrgWithAdmin(ctx.db);
    for (const [members, field] of [
      [[ada.user.id, outsider.user.id], 'body.members.1'],
      [[other.admin.user.id], 'body.members.0'],
      [[ada.user.id, ada.user.id, 'no-such-user'], 'body.members.2'],
      [[ada.user.email], 'body.members.0'], // member IDs only, as the contract says
    ] as const) {
      const res = await inject('PUT', `/v1/orgs/${org.id}/teams`, admin.token, {
        title: 'Nope',
        members,
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.message).toContain(field);
    }
    expect(await ctx.db.team.count({ where: { organizationId: org.id } })).toBe(0);
  });
});

describe('GET /v1/orgs/:id/teams', () => {
  it('lists teams with counts, the title filter and pages', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const ada = await buildMember(ctx.db, org.id, 'edit');
    const bob = await buildMember(ctx.db, org.id, 'read');
    const docs = await buildTeam(ctx.db, org.id, {
      title: 'Docs Writers',
      members: [{ userId: ada.user.id }, { userId: bob.user.id }],
    });
    const api = await buildTeam(ctx.db, org.id, {
      title: 'API reviewers',
      members: [{ userId: ada.user.id }],
    });
    const pct = await buildTeam(ctx.db, org.id, { title: '100% writers' });
    const [live, trashed] = [await buildSpace(ctx.db, org.id), await buildSpace(ctx.db, org.id)];
    await ctx.db.spaceTeamPermission.createMany({
      data: [live, trashed].map((s) => ({ spaceId: s.id, teamId: docs.id, role: 'edit' as const })),
    });
    await ctx.db.space.update({ where: { id: trashed.id }, data: { deletedAt: new Date() } });
    await buildTeam(ctx.db, (await buildOrgWithAdmin(ctx.db)).org.id, { title: 'Docs elsewhere' });

    const all = (await inject('GET', `/v1/orgs/${org.id}/teams`, admin.token)).json();
    expect(all.count).toBe(3);
    expect(ids(all)).toEqual([docs.id, api.id, pct.id]); // oldest first
    expect(all.items[0]).toEqual({
      object: 'team',
      id: docs.id,
      title: 'Docs Writers',
      members: 2,
      spaces: 1, // the trashed space does not count
      createdAt: docs.createdAt.toISOString(),
      permissions: { admin: true, view: true },
    });
    expect(all.items[1]).toMatchObject({ members: 1, spaces: 0 });

    const writers = (
      await inject('GET', `/v1/orgs/${org.id}/teams?title=WRITERS`, admin.token)
    ).json();
    expect(ids(writers)).toEqual([docs.id, pct.id]);
    expect(writers.count).toBe(2);
    // LIKE wildcards are literal: "%" matches only titles containing "%".
    expect(
      ids(
        (
          await inject(
            'GET',
            `/v1/orgs/${org.id}/teams?title=${encodeURIComponent('%')}`,
            admin.token,
          )
        ).json(),
      ),
    ).toEqual([pct.id]);
    expect(
      ids((await inject('GET', `/v1/orgs/${org.id}/teams?title=_`, admin.token)).json()),
    ).toEqual([]);

    const page1 = (await inject('GET', `/v1/orgs/${org.id}/teams?limit=2`, admin.token)).json();
    expect(page1).toMatchObject({ count: 3, next: { page: expect.any(String) } });
    const page2 = (
      await inject('GET', `/v1/orgs/${org.id}/teams?limit=2&page=${page1.next.page}`, admin.token)
    ).json();
    expect([...ids(page1), ...ids(page2)]).toEqual([docs.id, api.id, pct.id]);
    expect(page2.next).toBeUndefined();

    for (const [query, field] of [
      ['limit=0', 'query.limit'],
      ['limit=1001', 'query.limit'],
      ['page=nope', 'query.page'],
      ['title=' + 'x'.repeat(65), 'query.title'],
    ]) {
      const res = await inject('GET', `/v1/orgs/${org.id}/teams?${query}`, admin.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).toContain(field);
    }
  });

  it('filters by owner: the teams that member can manage', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const owner = await buildMember(ctx.db, org.id, 'read');
    const plain = await buildMember(ctx.db, org.id, 'create');
    const guestOwner = await buildMember(ctx.db, org.id, null);
    const a = await buildTeam(ctx.db, org.id, {
      members: [
        { userId: owner.user.id, role: 'owner' },
        { userId: plain.user.id },
        { userId: guestOwner.user.id, role: 'owner' },
      ],
    });
    const b = await buildTeam(ctx.db, org.id, {
      members: [{ userId: owner.user.id, role: 'member' }],
    });
    const c = await buildTeam(ctx.db, org.id, {
      members: [{ userId: owner.user.id, role: 'owner' }],
    });

    const list = async (ownerId: string) =>
      (await inject('GET', `/v1/orgs/${org.id}/teams?owner=${ownerId}`, admin.token)).json();
    expect(ids(await list(admin.user.id))).toEqual([a.id, b.id, c.id]);
    expect(await list(owner.user.id)).toMatchObject({
      count: 2,
      items: [{ id: a.id }, { id: c.id }],
    });
    expect(await list(plain.user.id)).toEqual({ items: [], count: 0 });
    expect(await list(guestOwner.user.id)).toEqual({ items: [], count: 0 }); // guests manage nothing
    const combined = (
      await inject('GET', `/v1/orgs/${org.id}/teams?owner=${owner.user.id}&limit=1`, admin.token)
    ).json();
    expect(combined).toMatchObject({
      count: 2,
      items: [{ id: a.id }],
      next: { page: expect.any(String) },
    });

    const outsider = await buildOrgWithAdmin(ctx.db);
    const bad = await inject(
      'GET',
      `/v1/orgs/${org.id}/teams?owner=${outsider.admin.user.id}`,
      admin.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('query.owner');
  });

  it("shows permissions.admin from the caller's role: admins and the team's owners", async () => {
    const { org } = await buildOrgWithAdmin(ctx.db);
    const reader = await buildMember(ctx.db, org.id, 'read');
    const owned = await buildTeam(ctx.db, org.id, {
      members: [{ userId: reader.user.id, role: 'owner' }],
    });
    const joined = await buildTeam(ctx.db, org.id, {
      members: [{ userId: reader.user.id, role: 'member' }],
    });
    const other = await buildTeam(ctx.db, org.id);
    const list = (await inject('GET', `/v1/orgs/${org.id}/teams`, reader.token)).json();
    expect(
      list.items.map((t: { id: string; permissions: object }) => [t.id, t.permissions]),
    ).toEqual([
      [owned.id, { admin: true, view: true }],
      [joined.id, { admin: false, view: true }],
      [other.id, { admin: false, view: true }],
    ]);
    expect(
      (await inject('GET', `/v1/orgs/${org.id}/teams/${owned.id}`, reader.token)).json()
        .permissions,
    ).toEqual({ admin: true, view: true });
    expect(
      (await inject('GET', `/v1/orgs/${org.id}/teams/${other.id}`, reader.token)).json()
        .permissions,
    ).toEqual({ admin: false, view: true });
  });
});

describe('GET, PATCH and DELETE /v1/orgs/:id/teams/:teamId', () => {
  it('reads, renames and deletes a team', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const ada = await buildMember(ctx.db, org.id, 'edit');
    const space = await buildSpace(ctx.db, org.id);
    const team = await buildTeam(ctx.db, org.id, {
      title: 'Writers',
      members: [{ userId: ada.user.id }],
    });
    await ctx.db.spaceTeamPermission.create({
      data: { spaceId: space.id, teamId: team.id, role: 'edit' },
    });
    const url = `/v1/orgs/${org.id}/teams/${team.id}`;

    const got = await inject('GET', url, admin.token);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({
      object: 'team',
      id: team.id,
      title: 'Writers',
      members: 1,
      spaces: 1,
      createdAt: team.createdAt.toISOString(),
      permissions: { admin: true, view: true },
    });

    const renamed = await inject('PATCH', url, admin.token, { title: 'Editors' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      object: 'team',
      id: team.id,
      title: 'Editors',
      members: 1,
      spaces: 1,
    });
    for (const body of [{ title: '' }, { title: 'x'.repeat(65) }, {}]) {
      const res = await inject('PATCH', url, admin.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('body.title');
    }
    expect((await inject('PATCH', url, admin.token, { title: 'z'.repeat(64) })).json().title).toBe(
      'z'.repeat(64),
    );

    const deleted = await inject('DELETE', url, admin.token);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await ctx.db.teamMember.count({ where: { teamId: team.id } })).toBe(0);
    expect(await ctx.db.spaceTeamPermission.count({ where: { teamId: team.id } })).toBe(0);
    const gone: [string, string, object?][] = [
      ['GET', url],
      ['PATCH', url, { title: 'Back' }],
      ['DELETE', url],
      ['GET', `${url}/members`],
      ['PUT', `${url}/members`, { add: [ada.user.id] }],
    ];
    for (const [method, path, body] of gone)
      expect((await inject(method, path, admin.token, body)).statusCode, `${method} ${path}`).toBe(
        404,
      );
    const memberCount = (
      await inject('GET', `/v1/orgs/${org.id}/members/${ada.user.id}`, admin.token)
    ).json();
    expect(memberCount).toMatchObject({ teams: 0, spaces: 0 });
  });
});

describe('team members', () => {
  async function setup() {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const team = await buildTeam(ctx.db, org.id, { title: 'Writers' });
    const [ada, bob, cy, dee] = await Promise.all(
      (['edit', 'read', 'comment', null] as (Role | null)[]).map((role, i) =>
        buildMember(ctx.db, org.id, role, {
          email: `m${i}-${org.id}@example.com`,
          displayName: `Member ${i}`,
        }),
      ),
    );
    return {
      org,
      admin,
      team,
      ada: ada!,
      bob: bob!,
      cy: cy!,
      dee: dee!,
      url: `/v1/orgs/${org.id}/teams/${team.id}`,
    };
  }

  it('lists TeamMember items with the Member object, team role and permissions, in pages', async () => {
    const { org, admin, team, ada, bob, url } = await setup();
    const space = await buildSpace(ctx.db, org.id);
    await ctx.db.spaceTeamPermission.create({
      data: { spaceId: space.id, teamId: team.id, role: 'read' },
    });
    await ctx.db.teamMember.createMany({
      data: [
        { teamId: team.id, userId: ada.user.id, role: 'owner' },
        { teamId: team.id, userId: bob.user.id },
      ],
    });
    await buildTeam(ctx.db, org.id, { members: [{ userId: ada.user.id }] });

    const list = (await inject('GET', `${url}/members`, admin.token)).json();
    expect(list.count).toBe(2);
    const [first, second] = [ada, bob].sort((x, y) => (x.user.id < y.user.id ? -1 : 1));
    expect(list.items.map((i: { organization: { id: string } }) => i.organization.id)).toEqual([
      first!.user.id,
      second!.user.id,
    ]);
    const adaItem = list.items.find(
      (i: { organization: { id: string } }) => i.organization.id === ada.user.id,
    );
    expect(adaItem).toEqual({
      organization: {
        object: 'member',
        id: ada.user.id,
        role: 'edit',
        user: {
          object: 'user',
          id: ada.user.id,
          displayName: 'Member 0',
          email: ada.user.email,
          urls: { location: `http://docs.test/v1/users/${ada.user.id}` },
        },
        disabled: false,
        joinedAt: expect.any(String),
        sso: false,
        spaces: 1,
        teams: 2,
      },
      team: { role: 'owner' },
      permissions: { view: true },
    });
    expect(
      list.items.find((i: { organization: { id: string } }) => i.organization.id === bob.user.id),
    ).toMatchObject({ team: { role: 'member' }, organization: { teams: 1, spaces: 1 } });

    const page1 = (await inject('GET', `${url}/members?limit=1`, admin.token)).json();
    const page2 = (
      await inject('GET', `${url}/members?limit=1&page=${page1.next.page}`, admin.token)
    ).json();
    expect(
      [...page1.items, ...page2.items].map(
        (i: { organization: { id: string } }) => i.organization.id,
      ),
    ).toEqual([first!.user.id, second!.user.id]);
    expect(page2).toMatchObject({ count: 2 });
    expect(page2.next).toBeUndefined();
    expect(
      (await inject('GET', `${url}/members?limit=0`, admin.token)).json().error.message,
    ).toContain('query.limit');
  });

  it('adds and removes by user ID and by e-mail, sets roles, and a user in add and remove is removed', async () => {
    const { admin, team, ada, bob, cy, dee, url } = await setup();
    const put = (body: object) => inject('PUT', `${url}/members`, admin.token, body);

    const added = await put({
      add: [ada.user.id, bob.user.email.toUpperCase(), dee.user.id],
      memberships: { [bob.user.email]: { role: 'owner' } },
    });
    expect(added.statusCode).toBe(204);
    expect(added.body).toBe('');
    expect(await rolesIn(team.id)).toEqual({
      [ada.user.id]: 'member',
      [bob.user.id]: 'owner',
      [dee.user.id]: 'member',
    });
    expect((await inject('GET', url, admin.token)).json().members).toBe(3);

    // cy is in both add and remove: removed (never added). Removal by e-mail; a role change
    // through memberships; `add` of someone already in keeps their role.
    const changed = await put({
      add: [cy.user.id, bob.user.id],
      remove: [cy.user.email, dee.user.email],
      memberships: { [ada.user.id]: { role: 'owner' } },
    });
    expect(changed.statusCode).toBe(204);
    expect(await rolesIn(team.id)).toEqual({ [ada.user.id]: 'owner', [bob.user.id]: 'owner' });
    expect((await inject('GET', url, admin.token)).json().members).toBe(2);

    // memberships alone adds a user with that role; removal wins over memberships too.
    expect(
      (
        await put({
          memberships: { [cy.user.id]: { role: 'member' }, [bob.user.id]: { role: 'member' } },
          remove: [ada.user.id],
        })
      ).statusCode,
    ).toBe(204);
    expect(await rolesIn(team.id)).toEqual({ [bob.user.id]: 'member', [cy.user.id]: 'member' });
    expect(
      (
        await put({
          add: [cy.user.id],
          remove: [cy.user.id],
          memberships: { [cy.user.id]: { role: 'owner' } },
        })
      ).statusCode,
    ).toBe(204);
    expect(await rolesIn(team.id)).toEqual({ [bob.user.id]: 'member' });

    // Removing someone who is not in the team, or an empty body, changes nothing.
    expect((await put({ remove: [dee.user.id] })).statusCode).toBe(204);
    expect((await put({})).statusCode).toBe(204);
    expect(await rolesIn(team.id)).toEqual({ [bob.user.id]: 'member' });
    const counts = (
      await inject('GET', `/v1/orgs/${team.organizationId}/members/${bob.user.id}`, admin.token)
    ).json();
    expect(counts.teams).toBe(1);
  });

  it('applies nothing when one entry is not a member of the organization, and names it', async () => {
    const { admin, team, ada, bob, cy, url } = await setup();
    await ctx.db.teamMember.create({
      data: { teamId: team.id, userId: cy.user.id, role: 'owner' },
    });
    const outsider = await buildUser(ctx.db);
    const other = await buildOrgWithAdmin(ctx.db);
    const cases: [object, string][] = [
      [{ add: [ada.user.id, bob.user.id, outsider.user.id], remove: [cy.user.id] }, 'body.add.2'],
      [{ add: [ada.user.id], remove: [cy.user.id, other.admin.user.email] }, 'body.remove.1'],
      [{ add: [ada.user.id, 'nobody@example.com'] }, 'body.add.1'],
      [
        {
          add: [ada.user.id],
          memberships: { [cy.user.id]: { role: 'member' }, 'ghost@example.com': { role: 'owner' } },
        },
        'body.memberships.ghost@example.com',
      ],
      [{ add: ['no-such-id'] }, 'body.add.0'],
    ];
    for (const [body, field] of cases) {
      const res = await inject('PUT', `${url}/members`, admin.token, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.message).toContain(field);
      expect(await rolesIn(team.id)).toEqual({ [cy.user.id]: 'owner' });
    }
    for (const [body, field] of [
      [{ add: 'x' }, 'body.add'],
      [
        { memberships: { [ada.user.id]: { role: 'admin' } } },
        `body.memberships.${ada.user.id}.role`,
      ],
      [{ add: Array.from({ length: 1001 }, (_, i) => `u${i}`) }, 'body.add'],
    ] as const) {
      const res = await inject('PUT', `${url}/members`, admin.token, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.message).toContain(field);
    }
  });

  it('adds one member or changes their role, and removes them', async () => {
    const { admin, team, ada, bob, url } = await setup();
    const member = (userId: string) => `${url}/members/${userId}`;

    expect(
      (await inject('PUT', member(ada.user.id), admin.token, { role: 'owner' })).statusCode,
    ).toBe(204);
    expect((await inject('PUT', member(bob.user.id), admin.token, {})).statusCode).toBe(204);
    expect(await rolesIn(team.id)).toEqual({ [ada.user.id]: 'owner', [bob.user.id]: 'member' });
    // Omitting the role keeps an existing one; giving it changes it.
    expect((await inject('PUT', member(ada.user.id), admin.token, {})).statusCode).toBe(204);
    expect(
      (await inject('PUT', member(bob.user.id), admin.token, { role: 'owner' })).statusCode,
    ).toBe(204);
    expect(await rolesIn(team.id)).toEqual({ [ada.user.id]: 'owner', [bob.user.id]: 'owner' });
    expect(
      (await inject('PUT', member(ada.user.id), admin.token, { role: 'member' })).statusCode,
    ).toBe(204);
    expect((await inject('GET', url, admin.token)).json().members).toBe(2);

    const bad = await inject('PUT', member(ada.user.id), admin.token, { role: 'admin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('body.role');
    const outsider = await buildUser(ctx.db);
    expect(
      (await inject('PUT', member(outsider.user.id), admin.token, { role: 'member' })).statusCode,
    ).toBe(404);

    const removed = await inject('DELETE', member(ada.user.id), admin.token);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect(await rolesIn(team.id)).toEqual({ [bob.user.id]: 'owner' });
    expect((await inject('DELETE', member(ada.user.id), admin.token)).statusCode).toBe(404);
    expect((await inject('GET', url, admin.token)).json().members).toBe(1);
  });

  it('handles concurrent bulk updates of overlapping users', async () => {
    const { admin, team, ada, bob, cy, url } = await setup();
    const users = [ada, bob, cy].map((m) => m.user.id);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => inject('PUT', `${url}/members`, admin.token, { add: users })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(204));
    expect(Object.keys(await rolesIn(team.id)).sort()).toEqual([...users].sort());
  });
});

describe('authorization', () => {
  it('lets team owners manage their team but not create or delete teams', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const owner = await buildMember(ctx.db, org.id, 'read');
    const ada = await buildMember(ctx.db, org.id, 'edit');
    const team = await buildTeam(ctx.db, org.id, {
      members: [{ userId: owner.user.id, role: 'owner' }],
    });
    const other = await buildTeam(ctx.db, org.id);
    const url = `/v1/orgs/${org.id}/teams/${team.id}`;

    expect((await inject('PATCH', url, owner.token, { title: 'Owned' })).json().title).toBe(
      'Owned',
    );
    expect(
      (await inject('PUT', `${url}/members`, owner.token, { add: [ada.user.email] })).statusCode,
    ).toBe(204);
    expect(
      (await inject('PUT', `${url}/members/${ada.user.id}`, owner.token, { role: 'owner' }))
        .statusCode,
    ).toBe(204);
    expect((await inject('DELETE', `${url}/members/${ada.user.id}`, owner.token)).statusCode).toBe(
      204,
    );
    expect((await inject('GET', `${url}/members`, owner.token)).json().count).toBe(1);

    expect((await inject('DELETE', url, owner.token)).statusCode).toBe(403);
    expect(
      (await inject('PUT', `/v1/orgs/${org.id}/teams`, owner.token, { title: 'Mine' })).statusCode,
    ).toBe(403);
    expect(
      (
        await inject('PUT', `/v1/orgs/${org.id}/teams/${other.id}/members`, owner.token, {
          add: [ada.user.id],
        })
      ).statusCode,
    ).toBe(403);

    // A team may be left without an owner: the owner steps down, then can no longer manage it;
    // admins still can.
    expect(
      (await inject('PUT', `${url}/members/${owner.user.id}`, owner.token, { role: 'member' }))
        .statusCode,
    ).toBe(204);
    expect((await inject('PATCH', url, owner.token, { title: 'Again' })).statusCode).toBe(403);
    expect(
      (await inject('DELETE', `${url}/members/${owner.user.id}`, admin.token)).statusCode,
    ).toBe(204);
    expect((await inject('PATCH', url, admin.token, { title: 'Adopted' })).statusCode).toBe(200);
  });

  it('lets every non-admin role read teams but not change them (403)', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const team = await buildTeam(ctx.db, org.id, { members: [{ userId: admin.user.id }] });
    const url = `/v1/orgs/${org.id}/teams/${team.id}`;
    for (const role of ['create', 'review', 'edit', 'comment', 'read'] as const) {
      const m = await buildMember(ctx.db, org.id, role);
      await ctx.db.teamMember.create({
        data: { teamId: team.id, userId: m.user.id, role: 'member' },
      });
      expect((await inject('GET', `/v1/orgs/${org.id}/teams`, m.token)).statusCode, role).toBe(200);
      expect((await inject('GET', url, m.token)).json().permissions, role).toEqual({
        admin: false,
        view: true,
      });
      expect((await inject('GET', `${url}/members`, m.token)).statusCode, role).toBe(200);
      const writes: [string, string, object?][] = [
        ['PUT', `/v1/orgs/${org.id}/teams`, { title: 'T' }],
        ['PATCH', url, { title: 'T' }],
        ['DELETE', url],
        ['PUT', `${url}/members`, { remove: [admin.user.id] }],
        ['PUT', `${url}/members/${m.user.id}`, { role: 'owner' }],
        ['DELETE', `${url}/members/${admin.user.id}`],
      ];
      for (const [method, path, body] of writes) {
        const res = await inject(method, path, m.token, body);
        expect(res.statusCode, `${role}: ${method} ${path}`).toBe(403);
        expect(res.json().error.code).toBe(403);
      }
    }
    expect(await ctx.db.team.count({ where: { organizationId: org.id } })).toBe(1);
    expect((await rolesIn(team.id))[admin.user.id]).toBe('member');
  });

  it('closes everything to guests, even team owners', async () => {
    const { org } = await buildOrgWithAdmin(ctx.db);
    const guest = await buildMember(ctx.db, org.id, null);
    const team = await buildTeam(ctx.db, org.id, {
      members: [{ userId: guest.user.id, role: 'owner' }],
    });
    const url = `/v1/orgs/${org.id}/teams/${team.id}`;
    const calls: [string, string, object?][] = [
      ['GET', `/v1/orgs/${org.id}/teams`],
      ['PUT', `/v1/orgs/${org.id}/teams`, { title: 'T' }],
      ['GET', url],
      ['PATCH', url, { title: 'T' }],
      ['DELETE', url],
      ['GET', `${url}/members`],
      ['PUT', `${url}/members`, { add: [guest.user.id] }],
      ['PUT', `${url}/members/${guest.user.id}`, { role: 'member' }],
      ['DELETE', `${url}/members/${guest.user.id}`],
    ];
    for (const [method, path, body] of calls)
      expect((await inject(method, path, guest.token, body)).statusCode, `${method} ${path}`).toBe(
        403,
      );
    expect(await rolesIn(team.id)).toEqual({ [guest.user.id]: 'owner' });
  });

  it("answers 404 for another organization's teams and organizations, never 403", async () => {
    const a = await buildOrgWithAdmin(ctx.db);
    const b = await buildOrgWithAdmin(ctx.db);
    const bMember = await buildMember(ctx.db, b.org.id, 'read');
    const teamA = await buildTeam(ctx.db, a.org.id, {
      members: [{ userId: a.admin.user.id, role: 'owner' }],
    });
    const calls = (orgId: string): [string, string, object?][] => {
      const url = `/v1/orgs/${orgId}/teams/${teamA.id}`;
      return [
        ['GET', url],
        ['PATCH', url, { title: 'Stolen' }],
        ['DELETE', url],
        ['GET', `${url}/members`],
        ['PUT', `${url}/members`, { add: [b.admin.user.id] }],
        ['PUT', `${url}/members/${b.admin.user.id}`, { role: 'owner' }],
        ['DELETE', `${url}/members/${a.admin.user.id}`],
      ];
    };
    // B's admin, through B's organization (the team is not there) and through A's (not a member).
    for (const [method, path, body] of [...calls(b.org.id), ...calls(a.org.id)]) {
      const res = await inject(method, path, b.admin.token, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    for (const [method, path, body] of [
      ['GET', `/v1/orgs/${a.org.id}/teams`],
      ['PUT', `/v1/orgs/${a.org.id}/teams`, { title: 'T' }],
      ['GET', `/v1/orgs/${a.org.id}/teams/${teamA.id}`],
    ] as [string, string, object?][]) {
      expect(
        (await inject(method, path, bMember.token, body)).statusCode,
        `${method} ${path}`,
      ).toBe(404);
    }
    expect(
      (await inject('GET', `/v1/orgs/${a.org.id}/teams/${teamA.id}`, a.admin.token)).json().title,
    ).toBe(teamA.title);
    expect(await rolesIn(teamA.id)).toEqual({ [a.admin.user.id]: 'owner' });
  });

  it('requires authentication', async () => {
    const { org } = await buildOrgWithAdmin(ctx.db);
    const res = await ctx.app.inject({ method: 'GET', url: `/v1/orgs/${org.id}/teams` });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe(401);
  });
});

describe('@gitbook/api client on teams', () => {
  it('creates a team, lists it and updates its members against a real port', async () => {
    const endpoint = await listenOnFreePort(ctx);
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const ada = await buildMember(ctx.db, org.id, 'edit');
    const bob = await buildMember(ctx.db, org.id, 'read');
    const api = new GitBookAPI({ endpoint, authToken: admin.token });

    const created = await api.orgs.createOrganizationTeam(org.id, {
      title: 'Client team',
      members: [ada.user.id],
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      object: 'team',
      title: 'Client team',
      members: 1,
      spaces: 0,
      permissions: { admin: true, view: true },
    });
    const teamId = created.data.id;

    const listed = await api.orgs.listTeamsInOrganizationById(org.id, {
      title: 'client',
      owner: admin.user.id,
      limit: 10,
    });
    expect(listed.data.items.map((t) => t.id)).toEqual([teamId]);
    expect(listed.data.count).toBe(1);

    const updated = await api.orgs.updateMembersInOrganizationTeam(org.id, teamId, {
      add: [bob.user.email],
      remove: [ada.user.id],
      memberships: { [bob.user.email]: { role: 'owner' as never } },
    });
    expect(updated.status).toBe(204);
    const members = (await api.orgs.listTeamMembersInOrganizationById(org.id, teamId)).data;
    expect(
      members.items.map((m) => [m.organization.id, m.team.role, m.organization.object]),
    ).toEqual([[bob.user.id, 'owner', 'member']]);

    expect(
      (
        await api.orgs.addMemberToOrganizationTeamById(org.id, teamId, ada.user.id, {
          role: 'member' as never,
        })
      ).status,
    ).toBe(204);
    expect((await api.orgs.getTeamInOrganizationById(org.id, teamId)).data.members).toBe(2);
    expect(
      (await api.orgs.deleteMemberFromOrganizationTeamById(org.id, teamId, ada.user.id)).status,
    ).toBe(204);
    expect(
      (await api.orgs.updateTeamInOrganizationById(org.id, teamId, { title: 'Renamed' })).data,
    ).toMatchObject({ title: 'Renamed', members: 1 });
    expect((await api.orgs.removeTeamFromOrganizationById(org.id, teamId)).status).toBe(204);
    await expect(api.orgs.getTeamInOrganizationById(org.id, teamId)).rejects.toMatchObject({
      code: 404,
    });
  });
});

describe('OpenAPI document', () => {
  it('describes the teams endpoints', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/orgs/{organizationId}/teams',
        '/v1/orgs/{organizationId}/teams/{teamId}',
        '/v1/orgs/{organizationId}/teams/{teamId}/members',
        '/v1/orgs/{organizationId}/teams/{teamId}/members/{userId}',
      ]),
    );
    expect(Object.keys(doc.paths['/v1/orgs/{organizationId}/teams/{teamId}'])).toEqual(
      expect.arrayContaining(['get', 'patch', 'delete']),
    );
  });
});
