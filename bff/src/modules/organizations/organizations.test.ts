import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { bearer, buildTestContext, type TestContext } from '../../../test/helper.js';
import { buildMember, buildOrgWithAdmin, buildUser } from '../../../test/factories.js';

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

describe('GET /v1/orgs', () => {
  it('lists only the organizations the caller belongs to, with permissions', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    await buildOrgWithAdmin(ctx.db); // someone else's
    const res = await inject('GET', '/v1/orgs', admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(1);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      object: 'organization',
      id: org.id,
      title: org.title,
      emailDomains: [],
      inviteLinks: true,
      defaultRole: 'read',
      urls: { location: `http://docs.test/v1/orgs/${org.id}` },
      permissions: { view: true, admin: true, createContent: true },
    });
  });

  it('pages with an opaque cursor', async () => {
    const user = await buildUser(ctx.db);
    for (let i = 0; i < 3; i++) {
      const { org } = await buildOrgWithAdmin(ctx.db);
      await ctx.db.member.create({
        data: { organizationId: org.id, userId: user.user.id, role: 'read' },
      });
    }
    const first = (await inject('GET', '/v1/orgs?limit=2', user.token)).json();
    expect(first.items).toHaveLength(2);
    expect(first.count).toBe(3);
    const second = (
      await inject('GET', `/v1/orgs?limit=2&page=${first.next.page}`, user.token)
    ).json();
    expect(second.items).toHaveLength(1);
    expect(second.next).toBeUndefined();
    const ids = [...first.items, ...second.items].map((o: { id: string }) => o.id);
    expect(new Set(ids).size).toBe(3);
    const bad = await inject('GET', '/v1/orgs?page=garbage', user.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('query.page');
  });
});

describe('GET/PATCH /v1/orgs/:id', () => {
  it("returns 404 (not 403) for another organization's resources", async () => {
    const { org } = await buildOrgWithAdmin(ctx.db);
    const outsider = await buildUser(ctx.db);
    for (const [method, url] of [
      ['GET', `/v1/orgs/${org.id}`],
      ['PATCH', `/v1/orgs/${org.id}`],
      ['GET', `/v1/orgs/${org.id}/members`],
      ['POST', `/v1/orgs/${org.id}/link-invites`],
    ] as const) {
      const res = await inject(
        method,
        url,
        outsider.token,
        method === 'GET' ? undefined : { title: 'Taken over', role: 'admin' },
      );
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ error: { code: 404, message: 'Organization not found' } });
    }
  });

  it('lets an admin update every field and reflects it', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const res = await inject('PATCH', `/v1/orgs/${org.id}`, admin.token, {
      title: 'Acme Docs',
      emailDomains: ['Acme.com', 'acme.io', 'acme.com'],
      hostname: `acme-${org.id.slice(-6)}`,
      defaultRole: null,
      logo: 'https://cdn.example.com/logo.png',
      sso: true,
      ai: true,
      inviteLinks: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Acme Docs',
      emailDomains: ['acme.com', 'acme.io'],
      defaultRole: null,
      sso: true,
      ai: true,
      inviteLinks: false,
      urls: { logo: 'https://cdn.example.com/logo.png' },
    });
    const removed = await inject('PATCH', `/v1/orgs/${org.id}`, admin.token, {
      logo: null,
      defaultRole: 'edit',
    });
    expect(removed.json().urls.logo).toBeUndefined();
    expect(removed.json().defaultRole).toBe('edit');
    const again = await inject('GET', `/v1/orgs/${org.id}`, admin.token);
    expect(again.json().title).toBe('Acme Docs');
  });

  it('refuses roles below admin with 403', async () => {
    const { org } = await buildOrgWithAdmin(ctx.db);
    for (const role of ['create', 'review', 'edit', 'comment', 'read', null] as const) {
      const member = await buildMember(ctx.db, org.id, role);
      const res = await inject('PATCH', `/v1/orgs/${org.id}`, member.token, { title: 'Nope' });
      expect(res.statusCode, String(role)).toBe(403);
      expect(res.json().error.code).toBe(403);
    }
  });

  it.each([
    [{ title: 'x' }, 'body.title'],
    [{ title: 'x'.repeat(256) }, 'body.title'],
    [{ hostname: 'ab' }, 'body.hostname'],
    [{ hostname: 'a'.repeat(33) }, 'body.hostname'],
    [{ hostname: '-bad-' }, 'body.hostname'],
    [{ logo: `https://example.com/${'a'.repeat(2048)}` }, 'body.logo'],
    [{ logo: 'not a url' }, 'body.logo'],
    [{ defaultRole: 'owner' }, 'body.defaultRole'],
    [{ emailDomains: ['not a domain'] }, 'body.emailDomains.0'],
    [{ sso: 'yes' }, 'body.sso'],
    [{ defaultContent: { type: 'site', site: 'missing' } }, 'body.defaultContent.site'],
  ])('rejects %j naming %s', async (payload, field) => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const res = await inject('PATCH', `/v1/orgs/${org.id}`, admin.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(400);
    expect(res.json().error.message).toContain(`${field}:`);
    const unchanged = await ctx.db.organization.findUniqueOrThrow({ where: { id: org.id } });
    expect(unchanged.title).toBe(org.title);
  });

  it('accepts the bounds themselves', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    expect(
      (await inject('PATCH', `/v1/orgs/${org.id}`, admin.token, { title: 'ab' })).statusCode,
    ).toBe(200);
    expect(
      (await inject('PATCH', `/v1/orgs/${org.id}`, admin.token, { title: 't'.repeat(255) }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await inject('PATCH', `/v1/orgs/${org.id}`, admin.token, {
          hostname: `a${org.id.slice(-1)}c`,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('gives a taken hostname a 409', async () => {
    const a = await buildOrgWithAdmin(ctx.db);
    const b = await buildOrgWithAdmin(ctx.db);
    const hostname = `dup-${a.org.id.slice(-8)}`;
    expect(
      (await inject('PATCH', `/v1/orgs/${a.org.id}`, a.admin.token, { hostname })).statusCode,
    ).toBe(200);
    const res = await inject('PATCH', `/v1/orgs/${b.org.id}`, b.admin.token, { hostname });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/^body\.hostname: /);
    const cleared = await inject('PATCH', `/v1/orgs/${a.org.id}`, a.admin.token, {
      hostname: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().hostname).toBeUndefined();
    expect(
      (await inject('PATCH', `/v1/orgs/${b.org.id}`, b.admin.token, { hostname })).statusCode,
    ).toBe(200);
  });
});

describe('link invites', () => {
  it('creates, reads, updates and deletes an invite; marks duplicates redundant', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const created = await inject('POST', `/v1/orgs/${org.id}/link-invites`, admin.token, {
      role: 'edit',
    });
    expect(created.statusCode).toBe(201);
    const invite = created.json();
    expect(invite).toMatchObject({ object: 'invite', role: 'edit', redundant: false });
    expect(invite.url).toMatch(/^http:\/\/docs\.test\/invite\/[\w-]{20,}$/);

    const dup = (
      await inject('POST', `/v1/orgs/${org.id}/link-invites`, admin.token, { role: 'edit' })
    ).json();
    expect(dup.redundant).toBe(true);

    const got = await inject('GET', `/v1/orgs/${org.id}/link-invites/${invite.id}`, admin.token);
    expect(got.json()).toEqual({
      object: 'invite',
      id: invite.id,
      role: 'edit',
      redundant: false,
      createdAt: invite.createdAt,
    });
    expect(got.json().url).toBeUndefined();

    const patched = await inject(
      'PATCH',
      `/v1/orgs/${org.id}/link-invites/${invite.id}`,
      admin.token,
      { role: 'read' },
    );
    expect(patched.json().role).toBe('read');
    const badRole = await inject(
      'PATCH',
      `/v1/orgs/${org.id}/link-invites/${invite.id}`,
      admin.token,
      { role: 'owner' },
    );
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().error.message).toContain('body.role');

    const list = (await inject('GET', `/v1/orgs/${org.id}/link-invites`, admin.token)).json();
    expect(list.count).toBe(2);

    const del = await inject('DELETE', `/v1/orgs/${org.id}/link-invites/${invite.id}`, admin.token);
    expect(del.statusCode).toBe(205);
    expect(del.body).toBe('');
    expect(
      (await inject('GET', `/v1/orgs/${org.id}/link-invites/${invite.id}`, admin.token)).statusCode,
    ).toBe(404);
  });

  it('lets a user join with the link, at the invite role', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const { url } = (
      await inject('POST', `/v1/orgs/${org.id}/link-invites`, admin.token, { role: 'comment' })
    ).json();
    const joiner = await buildUser(ctx.db);
    const token = url.split('/').pop();
    const res = await inject('POST', `/v1/invites/${token}/join`, joiner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(org.id);
    const member = (
      await inject('GET', `/v1/orgs/${org.id}/members/${joiner.user.id}`, admin.token)
    ).json();
    expect(member.role).toBe('comment');
    expect(
      (await inject('POST', `/v1/invites/${'x'.repeat(32)}/join`, joiner.token)).statusCode,
    ).toBe(404);
  });

  it('hides invites of other organizations and refuses non-admins', async () => {
    const a = await buildOrgWithAdmin(ctx.db);
    const b = await buildOrgWithAdmin(ctx.db);
    const invite = (
      await inject('POST', `/v1/orgs/${a.org.id}/link-invites`, a.admin.token, { role: 'read' })
    ).json();
    expect(
      (await inject('GET', `/v1/orgs/${b.org.id}/link-invites/${invite.id}`, b.admin.token))
        .statusCode,
    ).toBe(404);
    const editor = await buildMember(ctx.db, a.org.id, 'edit');
    expect(
      (await inject('GET', `/v1/orgs/${a.org.id}/link-invites/${invite.id}`, editor.token))
        .statusCode,
    ).toBe(403);
    expect(
      (await inject('DELETE', `/v1/orgs/${a.org.id}/link-invites/${invite.id}`, editor.token))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /v1/email-domains/:domain/orgs', () => {
  it("lists organizations of the caller's own email domain", async () => {
    const domain = `d${Date.now().toString(36)}.example`;
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    await inject('PATCH', `/v1/orgs/${org.id}`, admin.token, { emailDomains: [domain] });
    const colleague = await buildUser(ctx.db, { email: `jane@${domain}` });
    const res = await inject('GET', `/v1/email-domains/${domain}/orgs`, colleague.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().organizations.map((o: { id: string }) => o.id)).toEqual([org.id]);
    expect(res.json().organizations[0].permissions.admin).toBe(false);
    const other = await inject('GET', `/v1/email-domains/${domain}/orgs`, admin.token);
    expect(other.statusCode).toBe(403);
  });
});

describe('POST /v1/orgs/:id/ping', () => {
  it('updates last-seen and returns claims a site can verify with the published keys', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const before = await ctx.db.member.findFirstOrThrow({
      where: { organizationId: org.id, userId: admin.user.id },
    });
    expect(before.lastSeenAt).toBeNull();
    const res = await inject('POST', `/v1/orgs/${org.id}/ping`, admin.token);
    expect(res.statusCode).toBe(200);
    const jwks = (await ctx.app.inject({ url: '/.well-known/jwks.json' })).json();
    expect(jwks.keys[0].d).toBeUndefined();
    const { payload } = await jwtVerify(res.json().serviceVisitorClaims, createLocalJWKSet(jwks), {
      issuer: 'http://docs.test',
      audience: org.id,
    });
    expect(payload).toMatchObject({
      sub: admin.user.id,
      email: admin.user.email,
      role: 'admin',
      organization: org.id,
    });
    const after = await ctx.db.member.findFirstOrThrow({
      where: { organizationId: org.id, userId: admin.user.id },
    });
    expect(after.lastSeenAt).not.toBeNull();
  });
});
