// SAML sign-in end to end: a test IdP signs responses the way a real one does, the browser
// posts them to our ACS, and the session cookie it gets must work on /v1.
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestContext, type TestContext } from '../../../test/helper.js';
import {
  buildMember,
  buildOrgWithAdmin,
  buildSamlProvider,
  buildTeam,
  buildUser,
} from '../../../test/factories.js';
import type { Role } from '../../generated/prisma/client.js';
import {
  buildSamlResponse,
  createTestIdp,
  type ResponseOptions,
  type TestIdp,
} from './test-idp.js';

let ctx: TestContext;
let idp: TestIdp;
let otherIdp: TestIdp;
beforeAll(async () => {
  ctx = await buildTestContext();
  [idp, otherIdp] = await Promise.all([createTestIdp(), createTestIdp()]);
});
afterAll(() => ctx.close());

let n = 0;
const newEmail = () => `sso-${Date.now()}-${n++}@corp.test`;

async function setup(opts: { defaultRole?: Role | null; withTeam?: boolean } = {}) {
  const { org, admin } = await buildOrgWithAdmin(ctx.db);
  const team =
    opts.withTeam === false ? null : await buildTeam(ctx.db, org.id, { title: 'SSO people' });
  const provider = await buildSamlProvider(ctx.db, org.id, {
    label: 'Corp IdP',
    entityID: idp.entityID,
    certificate: idp.cert,
    ssoURL: 'https://idp.test/sso?tenant=1',
    ...(team ? { defaultTeamId: team.id } : {}),
    defaultRole: opts.defaultRole === undefined ? 'edit' : opts.defaultRole,
  });
  const root = `http://docs.test/auth/saml/${provider.id}`;
  const sp = { acsURL: `${root}/acs`, audience: `${root}/metadata` };
  return { org, admin, team, provider, sp };
}

const post = (providerId: string, samlResponse: string, extra: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/auth/saml/${providerId}/acs`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: samlResponse, ...extra }).toString(),
  });

const cookieOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';

describe('SAML sign-in', () => {
  it('creates the user, makes them an SSO member with the default role and team, and signs them in', async () => {
    const { org, team, provider, sp } = await setup();
    const email = newEmail();
    const res = await post(
      provider.id,
      buildSamlResponse(idp, {
        email: email.toUpperCase(),
        ...sp,
        attributes: { email: email.toUpperCase(), firstName: 'Ada', lastName: 'Lovelace' },
      }),
      { RelayState: '' },
    );
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`http://docs.test/app/orgs/${org.id}`);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^docs_admin_session=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);

    const user = await ctx.db.user.findUniqueOrThrow({ where: { email } });
    expect(user.displayName).toBe('Ada Lovelace');
    const member = await ctx.db.member.findUniqueOrThrow({
      where: { organizationId_userId: { organizationId: org.id, userId: user.id } },
    });
    expect(member).toMatchObject({ role: 'edit', sso: true, disabled: false });
    expect(await ctx.db.teamMember.findMany({ where: { userId: user.id } })).toEqual([
      expect.objectContaining({ teamId: team!.id, role: 'member' }),
    ]);

    // The cookie is a dashboard session, like password sign-in's.
    const cookie = cookieOf(res);
    const session = await ctx.app.inject({ url: '/auth/session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ id: user.id, email });
    const orgs = await ctx.app.inject({ url: '/v1/orgs', headers: { cookie } });
    expect(orgs.statusCode).toBe(200);
    expect(orgs.json().items.map((o: { id: string }) => o.id)).toEqual([org.id]);
    const members = await ctx.app.inject({
      url: `/v1/orgs/${org.id}/members?limit=1000`,
      headers: { cookie },
    });
    expect(members.json().items.find((m: { id: string }) => m.id === user.id)).toMatchObject({
      role: 'edit',
      sso: true,
    });

    // Signing in again reuses the account and the membership.
    const again = await post(provider.id, buildSamlResponse(idp, { email, ...sp }));
    expect(again.statusCode).toBe(303);
    expect(await ctx.db.user.count({ where: { email } })).toBe(1);
    expect(await ctx.db.member.count({ where: { userId: user.id } })).toBe(1);
  });

  it('takes the e-mail address from NameID when there is no email attribute; a null default role makes a guest', async () => {
    const { org, provider, sp } = await setup({ defaultRole: null, withTeam: false });
    const email = newEmail();
    const res = await post(provider.id, buildSamlResponse(idp, { email, ...sp, attributes: {} }));
    expect(res.statusCode, res.body).toBe(303);
    const user = await ctx.db.user.findUniqueOrThrow({ where: { email } });
    expect(user.displayName).toBe(email.split('@')[0]);
    expect(
      await ctx.db.member.findFirstOrThrow({ where: { organizationId: org.id, userId: user.id } }),
    ).toMatchObject({ role: null, sso: true });
  });

  it('refuses a replayed response (the same assertion posted twice)', async () => {
    const { provider, sp } = await setup();
    const email = newEmail();
    const response = buildSamlResponse(idp, { email, ...sp });
    expect((await post(provider.id, response)).statusCode).toBe(303);
    const replay = await post(provider.id, response);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toMatch(/already used/);
    expect(replay.headers['set-cookie']).toBeUndefined();
  });

  it('accepts a response whose signature covers the whole Response', async () => {
    const { provider, sp } = await setup();
    const email = newEmail();
    const res = await post(provider.id, buildSamlResponse(idp, { email, ...sp, sign: 'response' }));
    expect(res.statusCode, res.body).toBe(303);
    expect(await ctx.db.user.count({ where: { email } })).toBe(1);
  });

  it('signs in an existing member, marks them sso and keeps their role', async () => {
    const { org, provider, sp } = await setup();
    const existing = await buildMember(ctx.db, org.id, 'admin', { email: newEmail() });
    const res = await post(
      provider.id,
      buildSamlResponse(idp, { email: existing.user.email, ...sp }),
    );
    expect(res.statusCode, res.body).toBe(303);
    expect(
      await ctx.db.member.findFirstOrThrow({
        where: { organizationId: org.id, userId: existing.user.id },
      }),
    ).toMatchObject({ role: 'admin', sso: true });
    expect(await ctx.db.teamMember.count({ where: { userId: existing.user.id } })).toBe(0);
    const who = await ctx.app.inject({ url: '/v1/user', headers: { cookie: cookieOf(res) } });
    expect(who.json().id).toBe(existing.user.id);
  });

  it("refuses an existing account that is not a member: an organization's IdP cannot take over other accounts", async () => {
    const { org, provider, sp } = await setup();
    const outsider = await buildUser(ctx.db, { email: newEmail() });
    const res = await post(
      provider.id,
      buildSamlResponse(idp, { email: outsider.user.email, ...sp }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 403,
      message: expect.stringContaining('already exists'),
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(
      await ctx.db.member.count({ where: { organizationId: org.id, userId: outsider.user.id } }),
    ).toBe(0);
    expect(await ctx.db.session.count({ where: { userId: outsider.user.id } })).toBe(0);
  });

  it('refuses a disabled member', async () => {
    const { org, provider, sp } = await setup();
    const member = await buildMember(ctx.db, org.id, 'read', { email: newEmail() });
    await ctx.db.member.updateMany({ where: { userId: member.user.id }, data: { disabled: true } });
    const res = await post(
      provider.id,
      buildSamlResponse(idp, { email: member.user.email, ...sp }),
    );
    expect(res.statusCode).toBe(403);
    expect(await ctx.db.session.count({ where: { userId: member.user.id } })).toBe(0);
  });

  const refusals: [
    string,
    (sp: { acsURL: string; audience: string }) => Partial<ResponseOptions> & { by?: 'other' },
    RegExp,
  ][] = [
    ['signed by another key', () => ({ by: 'other' }), /signature/i],
    ['not signed', () => ({ sign: 'none' }), /signature/i],
    [
      'for another audience',
      () => ({ audience: 'https://someone-else.test/metadata' }),
      /audience/i,
    ],
    ['expired', () => ({ shiftMs: -20 * 60_000 }), /expired|NotOnOrAfter|time/i],
    [
      'issued too long ago, though still valid',
      () => ({ shiftMs: -10 * 60_000, lifetimeMs: 60 * 60_000 }),
      /expired|time/i,
    ],
    ['not yet valid', () => ({ shiftMs: 10 * 60_000 }), /not yet valid|NotBefore|time/i],
    ['from another issuer', () => ({ issuer: 'https://evil.test/idp' }), /issuer/i],
    [
      'for another ACS URL',
      (sp) => ({ acsURL: sp.acsURL.replace('/acs', '/other') }),
      /recipient|destination/i,
    ],
  ];
  for (const [what, options, reason] of refusals) {
    it(`refuses a response ${what}, and creates no user`, async () => {
      const { org, provider, sp } = await setup();
      const email = newEmail();
      const { by, ...o } = options(sp);
      const res = await post(
        provider.id,
        buildSamlResponse(by === 'other' ? otherIdp : idp, { email, ...sp, ...o }),
      );
      expect(res.statusCode, res.body).toBe(401);
      const error = res.json().error;
      expect(error.code).toBe(401);
      expect(error.message, what).toMatch(reason);
      expect(error.message).not.toMatch(/\n\s+at /); // no stack
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await ctx.db.user.count({ where: { email } })).toBe(0);
      expect(await ctx.db.member.count({ where: { organizationId: org.id } })).toBe(1); // the admin
    });
  }

  it('refuses a tampered assertion (e-mail changed after signing)', async () => {
    const { provider, sp } = await setup();
    const email = newEmail();
    const signed = Buffer.from(buildSamlResponse(idp, { email, ...sp }), 'base64').toString('utf8');
    const tampered = Buffer.from(signed.replaceAll(email, 'ceo@corp.test')).toString('base64');
    const res = await post(provider.id, tampered);
    expect(res.statusCode).toBe(401);
    expect(await ctx.db.user.count({ where: { email: { in: [email, 'ceo@corp.test'] } } })).toBe(0);
  });

  it('answers malformed input with 400 and unknown or incomplete providers with 404, in the error shape', async () => {
    const { org, provider, sp } = await setup();
    const missing = await ctx.app.inject({
      method: 'POST',
      url: `/auth/saml/${provider.id}/acs`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'RelayState=x',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('body.SAMLResponse');
    const garbage = await post(provider.id, Buffer.from('<not-saml').toString('base64'));
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().error.code).toBe(401);
    const noEmail = await post(
      provider.id,
      buildSamlResponse(idp, { email: 'not-an-email', ...sp, attributes: {} }),
    );
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.message).toContain('e-mail');

    const pending = await buildSamlProvider(ctx.db, org.id, {
      entityID: idp.entityID,
      ssoURL: 'https://idp.test/sso',
    });
    for (const url of [
      `/auth/saml/${pending.id}/start`,
      `/auth/saml/${pending.id}/metadata`,
      '/auth/saml/nope/start',
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe(404);
    }
    const acs = await post(pending.id, buildSamlResponse(idp, { email: newEmail(), ...sp }));
    expect(acs.statusCode).toBe(404);
  });

  it('starts sign-in by redirecting to the IdP with an AuthnRequest (HTTP-Redirect binding)', async () => {
    const { provider, sp } = await setup();
    const res = await ctx.app.inject({ url: `/auth/saml/${provider.id}/start` });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe('https://idp.test/sso');
    expect(location.searchParams.get('tenant')).toBe('1');
    const request = inflateRawSync(
      Buffer.from(location.searchParams.get('SAMLRequest')!, 'base64'),
    ).toString('utf8');
    expect(request).toContain('<samlp:AuthnRequest');
    expect(request).toContain(`AssertionConsumerServiceURL="${sp.acsURL}"`);
    expect(request).toContain('Destination="https://idp.test/sso?tenant=1"');
    expect(request).toMatch(new RegExp(`<saml:Issuer[^>]*>${sp.audience}</saml:Issuer>`));
  });

  it('serves our service provider metadata', async () => {
    const { provider, sp } = await setup();
    const res = await ctx.app.inject({ url: `/auth/saml/${provider.id}/metadata` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('xml');
    expect(res.body).toContain(`entityID="${sp.audience}"`);
    expect(res.body).toMatch(
      new RegExp(
        `AssertionConsumerService[^>]*Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"[^>]*Location="${sp.acsURL}"|AssertionConsumerService[^>]*Location="${sp.acsURL}"`,
      ),
    );
  });
});
