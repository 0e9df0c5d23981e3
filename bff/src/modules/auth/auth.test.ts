import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestContext, type TestContext } from '../../../test/helper.js';
import { buildOrgWithAdmin, buildUser } from '../../../test/factories.js';
import { sha256 } from '../../lib/secrets.js';
import { setPassword } from './service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestContext({ SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '24' });
});
afterAll(() => ctx.close());

const PASSWORD = 'correct horse battery staple';

async function signIn(email: string, password = PASSWORD, cookie?: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/auth/sign-in',
    payload: { email, password },
    headers: cookie ? { cookie } : {},
  });
  const setCookie = String(res.headers['set-cookie'] ?? '');
  return {
    res,
    setCookie,
    cookie: setCookie.split(';')[0] ?? '',
    csrf: res.statusCode === 200 ? (res.json().csrfToken as string) : '',
  };
}

describe('sign-in and sessions', () => {
  it('refuses a wrong password or unknown email with 401 in the error shape', async () => {
    const { user } = await buildUser(ctx.db, { password: PASSWORD });
    for (const [email, password] of [
      [user.email, 'wrong password'],
      ['nobody@example.com', PASSWORD],
    ] as const) {
      const { res } = await signIn(email, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 401, message: 'Email or password is incorrect' },
      });
    }
  });

  it('sets an HttpOnly SameSite=Lax cookie, stores only a hash, and rotates it at each sign-in', async () => {
    const { user } = await buildUser(ctx.db, { password: PASSWORD });
    const first = await signIn(user.email);
    expect(first.res.statusCode).toBe(200);
    expect(first.setCookie).toMatch(/HttpOnly/);
    expect(first.setCookie).toMatch(/SameSite=Lax/);
    expect(first.res.json().user).toMatchObject({ object: 'user', id: user.id, email: user.email });
    const secret = first.cookie.split('=')[1]!;
    expect(await ctx.db.session.count({ where: { tokenHash: sha256(secret) } })).toBe(1);
    expect(await ctx.db.session.count({ where: { tokenHash: secret } })).toBe(0);

    const second = await signIn(user.email, PASSWORD, first.cookie);
    expect(second.cookie).not.toBe(first.cookie);
    // The old session is gone: its cookie no longer works.
    expect(
      (await ctx.app.inject({ url: '/v1/user', headers: { cookie: first.cookie } })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/v1/user', headers: { cookie: second.cookie } })).statusCode,
    ).toBe(200);
  });

  it('runs the same /v1 handlers for a cookie as for a bearer token', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    await setPassword(ctx.db, admin.user.id, PASSWORD);
    const { cookie } = await signIn(admin.user.email);
    const viaCookie = await ctx.app.inject({ url: `/v1/orgs/${org.id}`, headers: { cookie } });
    const viaToken = await ctx.app.inject({
      url: `/v1/orgs/${org.id}`,
      headers: bearer(admin.token),
    });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.json()).toEqual(viaToken.json());
  });

  it('rejects an unsafe cookie request without the CSRF token, and accepts it with', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    await setPassword(ctx.db, admin.user.id, PASSWORD);
    const { cookie, csrf } = await signIn(admin.user.email);
    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/orgs/${org.id}`,
      headers: { cookie },
      payload: { title: 'Changed' },
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.message).toMatch(/CSRF/);
    const wrong = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/orgs/${org.id}`,
      headers: { cookie, 'x-csrf-token': 'forged' },
      payload: { title: 'Changed' },
    });
    expect(wrong.statusCode).toBe(403);
    expect((await ctx.db.organization.findUniqueOrThrow({ where: { id: org.id } })).title).toBe(
      org.title,
    );
    const ok = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/orgs/${org.id}`,
      headers: { cookie, 'x-csrf-token': csrf },
      payload: { title: 'Changed' },
    });
    expect(ok.statusCode).toBe(200);
    // Bearer requests need no CSRF token: no browser attaches them implicitly.
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: `/v1/orgs/${org.id}`,
          headers: bearer(admin.token),
          payload: { title: 'Again' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses idle-expired and absolutely-expired sessions', async () => {
    const { user } = await buildUser(ctx.db, { password: PASSWORD });
    const idle = await signIn(user.email);
    await ctx.db.session.updateMany({
      where: { tokenHash: sha256(idle.cookie.split('=')[1]!) },
      data: { lastActiveAt: new Date(Date.now() - 31 * 60_000) },
    });
    const idleRes = await ctx.app.inject({ url: '/v1/user', headers: { cookie: idle.cookie } });
    expect(idleRes.statusCode).toBe(401);
    expect(idleRes.json().error.message).toMatch(/expired/);

    const old = await signIn(user.email);
    await ctx.db.session.updateMany({
      where: { tokenHash: sha256(old.cookie.split('=')[1]!) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(
      (await ctx.app.inject({ url: '/v1/user', headers: { cookie: old.cookie } })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/auth/session', headers: { cookie: old.cookie } })).statusCode,
    ).toBe(401);
  });

  it('signs out (with the CSRF token) and the cookie stops working', async () => {
    const { user } = await buildUser(ctx.db, { password: PASSWORD });
    const { cookie, csrf } = await signIn(user.email);
    const session = await ctx.app.inject({ url: '/auth/session', headers: { cookie } });
    expect(session.json().csrfToken).toBe(csrf);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/auth/sign-out', headers: { cookie } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/auth/sign-out',
          headers: { cookie, 'x-csrf-token': csrf },
        })
      ).statusCode,
    ).toBe(204);
    expect((await ctx.app.inject({ url: '/v1/user', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('sign-up with an invite link', () => {
  it('creates the account, joins with the invite role and signs in', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const { url } = (
      await ctx.app.inject({
        method: 'POST',
        url: `/v1/orgs/${org.id}/link-invites`,
        headers: bearer(admin.token),
        payload: { role: 'edit' },
      })
    ).json();
    const inviteToken = url.split('/').pop();
    const email = `new-${org.id}@example.com`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/sign-up',
      payload: { inviteToken, email, displayName: 'New Writer', password: PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      organizationId: org.id,
      user: { email, displayName: 'New Writer' },
    });
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    const orgs = (await ctx.app.inject({ url: '/v1/orgs', headers: { cookie } })).json();
    expect(orgs.items.map((o: { id: string }) => o.id)).toEqual([org.id]);
    expect(orgs.items[0].permissions.admin).toBe(false);
    expect((await signIn(email)).res.statusCode).toBe(200);

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/auth/sign-up',
      payload: { inviteToken, email, displayName: 'Twice', password: PASSWORD },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/^body\.email: /);
  });

  it('refuses unknown invites, disabled invite links and short passwords, creating nothing', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const { url } = (
      await ctx.app.inject({
        method: 'POST',
        url: `/v1/orgs/${org.id}/link-invites`,
        headers: bearer(admin.token),
        payload: { role: 'read' },
      })
    ).json();
    const inviteToken = url.split('/').pop();
    const email = `nobody-${org.id}@example.com`;
    const short = await ctx.app.inject({
      method: 'POST',
      url: '/auth/sign-up',
      payload: { inviteToken, email, displayName: 'X', password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain('body.password');
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/auth/sign-up',
      payload: { inviteToken: 'x'.repeat(32), email, displayName: 'X', password: PASSWORD },
    });
    expect(unknown.statusCode).toBe(404);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/orgs/${org.id}`,
      headers: bearer(admin.token),
      payload: { inviteLinks: false },
    });
    const disabled = await ctx.app.inject({
      method: 'POST',
      url: '/auth/sign-up',
      payload: { inviteToken, email, displayName: 'X', password: PASSWORD },
    });
    expect(disabled.statusCode).toBe(404);
    expect(await ctx.db.user.count({ where: { email } })).toBe(0);
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 in the error shape after too many attempts', async () => {
    const limited = await buildTestContext({ SIGN_IN_RATE_LIMIT: '3' });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/auth/sign-in',
          payload: { email: 'x@example.com', password: 'nope' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const res = await attempt();
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('API tokens', () => {
  it('401 without a token, with a malformed header, or with an unknown token', async () => {
    for (const headers of [{}, { authorization: 'Token abc' }, bearer('dap_unknown')]) {
      const res = await ctx.app.inject({ url: '/v1/orgs', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe(401);
    }
  });

  it('creates (secret shown once, stored hashed), lists and revokes; a revoked token gets 401', async () => {
    const { token: sessionlessToken, user } = await buildUser(ctx.db);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/v1/user/api-tokens',
      headers: bearer(sessionlessToken),
      payload: { name: 'CI deploys', expiresInDays: 30 },
    });
    expect(created.statusCode).toBe(201);
    const { token, id, prefix } = created.json();
    expect(token).toMatch(/^dap_[\w-]{40,}$/);
    expect(token.startsWith(prefix)).toBe(true);
    expect(
      await ctx.db.apiToken.count({ where: { tokenHash: sha256(token), userId: user.id } }),
    ).toBe(1);

    const list = (
      await ctx.app.inject({ url: '/v1/user/api-tokens', headers: bearer(token) })
    ).json();
    expect(list.items.map((t: { id: string }) => t.id)).toContain(id);
    expect(JSON.stringify(list)).not.toContain(token);
    expect(list.items.find((t: { id: string }) => t.id === id)).toMatchObject({
      object: 'api-token',
      name: 'CI deploys',
      expiresAt: expect.any(String),
    });

    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/v1/user/api-tokens/${id}`,
          headers: bearer(sessionlessToken),
        })
      ).statusCode,
    ).toBe(204);
    const revoked = await ctx.app.inject({ url: '/v1/orgs', headers: bearer(token) });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error.message).toMatch(/revoked/);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/v1/user/api-tokens/${id}`,
          headers: bearer(sessionlessToken),
        })
      ).statusCode,
    ).toBe(404);
  });

  it("cannot revoke another user's token", async () => {
    const a = await buildUser(ctx.db);
    const b = await buildUser(ctx.db);
    const row = await ctx.db.apiToken.findFirstOrThrow({ where: { userId: b.user.id } });
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/v1/user/api-tokens/${row.id}`,
          headers: bearer(a.token),
        })
      ).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: '/v1/user', headers: bearer(b.token) })).statusCode).toBe(
      200,
    );
  });

  it('refuses an expired token', async () => {
    const { user, token } = await buildUser(ctx.db);
    await ctx.db.apiToken.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await ctx.app.inject({ url: '/v1/user', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });
});

describe('error shape', () => {
  it('covers unknown routes, malformed JSON, too-large bodies and wrong content types', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const unknown = await ctx.app.inject({ url: '/v1/nope', headers: bearer(admin.token) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: { code: 404, message: 'Route GET /v1/nope not found' },
    });

    const malformed = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/orgs/${org.id}`,
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({
      code: 400,
      message: expect.stringMatching(/JSON/),
    });

    const huge = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/orgs/${org.id}`,
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x'.repeat(ctx.config.BODY_LIMIT_BYTES + 10) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe(413);

    const text = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/orgs/${org.id}`,
      headers: { ...bearer(admin.token), 'content-type': 'text/xml' },
      payload: '<title/>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe(415);
  });
});
