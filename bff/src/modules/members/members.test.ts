import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestContext, type TestContext } from '../../../test/helper.js';
import { buildMember, buildOrgWithAdmin, buildSpace, buildUser } from '../../../test/factories.js';

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

describe('GET /v1/orgs/:id/members', () => {
  it('lists members with filters role, search, sort and order, and pages through them', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const ada = await buildMember(ctx.db, org.id, 'edit', {
      displayName: 'Ada Lovelace',
      email: `ada-${org.id}@math.example`,
    });
    const alan = await buildMember(ctx.db, org.id, 'read', {
      displayName: 'Alan Turing',
      email: `alan-${org.id}@cs.example`,
    });
    await ctx.db.member.updateMany({
      where: { organizationId: org.id, userId: ada.user.id },
      data: { lastSeenAt: new Date() },
    });

    const all = (await inject('GET', `/v1/orgs/${org.id}/members`, admin.token)).json();
    expect(all.count).toBe(3);
    // Default: joinedAt desc — the newest member first.
    expect(all.items.map((m: { id: string }) => m.id)).toEqual([
      alan.user.id,
      ada.user.id,
      admin.user.id,
    ]);
    expect(all.items[1]).toMatchObject({
      object: 'member',
      id: ada.user.id,
      role: 'edit',
      user: { object: 'user', id: ada.user.id, displayName: 'Ada Lovelace' },
      disabled: false,
      sso: false,
      spaces: 0,
      teams: 0,
      joinedAt: expect.any(String),
      lastSeenAt: expect.any(String),
    });

    const asc = (await inject('GET', `/v1/orgs/${org.id}/members?order=asc`, admin.token)).json();
    expect(asc.items[0].id).toBe(admin.user.id);

    const editors = (
      await inject('GET', `/v1/orgs/${org.id}/members?role=edit`, admin.token)
    ).json();
    expect(editors.items.map((m: { id: string }) => m.id)).toEqual([ada.user.id]);

    const byName = (
      await inject('GET', `/v1/orgs/${org.id}/members?search=turing`, admin.token)
    ).json();
    expect(byName.items.map((m: { id: string }) => m.id)).toEqual([alan.user.id]);
    const byEmail = (
      await inject('GET', `/v1/orgs/${org.id}/members?search=MATH.example`, admin.token)
    ).json();
    expect(byEmail.items.map((m: { id: string }) => m.id)).toEqual([ada.user.id]);
    const wildcard = (
      await inject('GET', `/v1/orgs/${org.id}/members?search=_`, admin.token)
    ).json();
    expect(wildcard.count).toBe(0);

    const active = (
      await inject('GET', `/v1/orgs/${org.id}/members?sort=lastSeenAt`, admin.token)
    ).json();
    expect(active.items.map((m: { id: string }) => m.id)).toEqual([ada.user.id]);

    const page1 = (await inject('GET', `/v1/orgs/${org.id}/members?limit=2`, admin.token)).json();
    const page2 = (
      await inject('GET', `/v1/orgs/${org.id}/members?limit=2&page=${page1.next.page}`, admin.token)
    ).json();
    expect([...page1.items, ...page2.items].map((m: { id: string }) => m.id)).toEqual(
      all.items.map((m: { id: string }) => m.id),
    );
    expect(page2.next).toBeUndefined();
  });

  it('validates the query', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    for (const [query, field] of [
      ['role=owner', 'query.role'],
      ['sort=name', 'query.sort'],
      ['order=up', 'query.order'],
      ['limit=0', 'query.limit'],
      ['limit=1001', 'query.limit'],
    ]) {
      const res = await inject('GET', `/v1/orgs/${org.id}/members?${query}`, admin.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).toContain(field);
    }
  });

  it('is closed to guests and to other organizations', async () => {
    const { org } = await buildOrgWithAdmin(ctx.db);
    const guest = await buildMember(ctx.db, org.id, null);
    expect((await inject('GET', `/v1/orgs/${org.id}/members`, guest.token)).statusCode).toBe(403);
    expect(
      (await inject('GET', `/v1/orgs/${org.id}/members/${guest.user.id}`, guest.token)).statusCode,
    ).toBe(200);
    const other = await buildOrgWithAdmin(ctx.db);
    expect(
      (await inject('GET', `/v1/orgs/${org.id}/members/${guest.user.id}`, other.admin.token))
        .statusCode,
    ).toBe(404);
  });
});

describe('member changes', () => {
  it('changes roles (null makes a guest) and keeps at least one admin', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const bob = await buildMember(ctx.db, org.id, 'read');
    const promoted = await inject(
      'PATCH',
      `/v1/orgs/${org.id}/members/${bob.user.id}`,
      admin.token,
      { role: 'admin' },
    );
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().role).toBe('admin');
    const guest = await inject('PATCH', `/v1/orgs/${org.id}/members/${bob.user.id}`, admin.token, {
      role: null,
    });
    expect(guest.json().role).toBeNull();

    const lastAdmin = await inject(
      'PATCH',
      `/v1/orgs/${org.id}/members/${admin.user.id}`,
      admin.token,
      { role: 'edit' },
    );
    expect(lastAdmin.statusCode).toBe(409);
    expect(
      (
        await ctx.db.member.findFirstOrThrow({
          where: { organizationId: org.id, userId: admin.user.id },
        })
      ).role,
    ).toBe('admin');

    const bad = await inject('PATCH', `/v1/orgs/${org.id}/members/${bob.user.id}`, admin.token, {
      role: 'superuser',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('body.role');
    expect(
      (await inject('PATCH', `/v1/orgs/${org.id}/members/nobody`, admin.token, { role: 'read' }))
        .statusCode,
    ).toBe(404);
  });

  it('forbids non-admins from changing roles, removing others or marking SSO', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const creator = await buildMember(ctx.db, org.id, 'create');
    expect(
      (
        await inject('PATCH', `/v1/orgs/${org.id}/members/${admin.user.id}`, creator.token, {
          role: 'read',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await inject('DELETE', `/v1/orgs/${org.id}/members/${admin.user.id}`, creator.token))
        .statusCode,
    ).toBe(403);
    expect(
      (await inject('POST', `/v1/orgs/${org.id}/members/${creator.user.id}/sso`, creator.token))
        .statusCode,
    ).toBe(403);
  });

  it('removes a member with their team memberships and space grants; members may leave', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const carol = await buildMember(ctx.db, org.id, 'edit');
    const space = await buildSpace(ctx.db, org.id);
    const team = await ctx.db.team.create({
      data: {
        organizationId: org.id,
        title: 'Writers',
        members: { create: { userId: carol.user.id } },
      },
    });
    await ctx.db.spaceMemberPermission.create({
      data: { spaceId: space.id, userId: carol.user.id, role: 'edit' },
    });
    const res = await inject('DELETE', `/v1/orgs/${org.id}/members/${carol.user.id}`, admin.token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await ctx.db.teamMember.count({ where: { teamId: team.id } })).toBe(0);
    expect(await ctx.db.spaceMemberPermission.count({ where: { userId: carol.user.id } })).toBe(0);
    expect(
      (await inject('GET', `/v1/orgs/${org.id}/members/${carol.user.id}`, admin.token)).statusCode,
    ).toBe(404);

    const dave = await buildMember(ctx.db, org.id, 'read');
    expect(
      (await inject('DELETE', `/v1/orgs/${org.id}/members/${dave.user.id}`, dave.token)).statusCode,
    ).toBe(204);
    expect(
      (await inject('DELETE', `/v1/orgs/${org.id}/members/${admin.user.id}`, admin.token))
        .statusCode,
    ).toBe(409);
  });

  it('marks a member as SSO', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const erin = await buildMember(ctx.db, org.id, 'read');
    const res = await inject('POST', `/v1/orgs/${org.id}/members/${erin.user.id}/sso`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ object: 'member', id: erin.user.id, sso: true });
  });
});

describe("a member's spaces and teams", () => {
  it('lists spaces granted directly or through a team, with the best permission, and counts them', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const frank = await buildMember(ctx.db, org.id, 'read');
    const direct = await buildSpace(ctx.db, org.id, { title: 'Direct' });
    const viaTeam = await buildSpace(ctx.db, org.id, { title: 'Team' });
    const both = await buildSpace(ctx.db, org.id, { title: 'Both' });
    await buildSpace(ctx.db, org.id, { title: 'Unrelated' });
    const team = await ctx.db.team.create({
      data: {
        organizationId: org.id,
        title: 'Platform Writers',
        members: { create: { userId: frank.user.id, role: 'owner' } },
      },
    });
    await ctx.db.team.create({ data: { organizationId: org.id, title: 'Other' } });
    await ctx.db.spaceMemberPermission.createMany({
      data: [
        { spaceId: direct.id, userId: frank.user.id, role: 'comment' },
        { spaceId: both.id, userId: frank.user.id, role: 'read' },
      ],
    });
    await ctx.db.spaceTeamPermission.createMany({
      data: [
        { spaceId: viaTeam.id, teamId: team.id, role: 'edit' },
        { spaceId: both.id, teamId: team.id, role: 'review' },
      ],
    });

    const spaces = (
      await inject(
        'GET',
        `/v1/orgs/${org.id}/members/${frank.user.id}/spaces?order=asc`,
        admin.token,
      )
    ).json();
    expect(spaces.count).toBe(3);
    expect(
      spaces.items.map((i: { space: { title: string }; permission: string }) => [
        i.space.title,
        i.permission,
      ]),
    ).toEqual([
      ['Direct', 'comment'],
      ['Team', 'edit'],
      ['Both', 'review'],
    ]);
    expect(spaces.items[0].space).toMatchObject({
      object: 'space',
      organization: org.id,
      permissions: { admin: true },
    });

    const member = (
      await inject('GET', `/v1/orgs/${org.id}/members/${frank.user.id}`, admin.token)
    ).json();
    expect(member).toMatchObject({ spaces: 3, teams: 1 });

    const teams = (
      await inject('GET', `/v1/orgs/${org.id}/members/${frank.user.id}/teams`, admin.token)
    ).json();
    expect(teams.items).toHaveLength(1);
    expect(teams.items[0]).toMatchObject({
      team: { object: 'team', id: team.id, title: 'Platform Writers', members: 1, spaces: 2 },
      member: { role: 'owner' },
    });
    const filtered = (
      await inject(
        'GET',
        `/v1/orgs/${org.id}/members/${frank.user.id}/teams?title=WRITERS`,
        admin.token,
      )
    ).json();
    expect(filtered.count).toBe(1);
    const none = (
      await inject(
        'GET',
        `/v1/orgs/${org.id}/members/${frank.user.id}/teams?title=nomatch`,
        admin.token,
      )
    ).json();
    expect(none.count).toBe(0);
    // Wildcards in the filter match literally.
    expect(
      (
        await inject(
          'GET',
          `/v1/orgs/${org.id}/members/${frank.user.id}/teams?title=%25`,
          admin.token,
        )
      ).json().count,
    ).toBe(0);
    // A team owner who is not an admin may manage that team; a plain member may not.
    const asOwner = (
      await inject('GET', `/v1/orgs/${org.id}/members/${frank.user.id}/teams`, frank.token)
    ).json();
    expect(asOwner.items[0].team.permissions).toEqual({ admin: true, view: true });
    const reader = await buildMember(ctx.db, org.id, 'read');
    const asReader = (
      await inject('GET', `/v1/orgs/${org.id}/members/${frank.user.id}/teams`, reader.token)
    ).json();
    expect(asReader.items[0].team.permissions).toEqual({ admin: false, view: true });

    const stranger = await buildUser(ctx.db);
    expect(
      (await inject('GET', `/v1/orgs/${org.id}/members/${frank.user.id}/spaces`, stranger.token))
        .statusCode,
    ).toBe(404);
  });
});
