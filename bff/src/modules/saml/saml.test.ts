import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestContext, type TestContext } from '../../../test/helper.js';
import {
  buildMember,
  buildOrgWithAdmin,
  buildSamlProvider,
  buildSpace,
  buildTeam,
  grantSpace,
} from '../../../test/factories.js';
import { createTestIdp, type TestIdp } from './test-idp.js';

let ctx: TestContext;
let idp: TestIdp;
beforeAll(async () => {
  ctx = await buildTestContext();
  idp = await createTestIdp();
});
afterAll(() => ctx.close());

const inject = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

/** The base64 body of a PEM certificate, as IdP metadata holds it. */
const base64Body = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

describe('SAML providers CRUD', () => {
  it('creates a complete provider and returns the whole SamlProvider', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const member = await buildMember(ctx.db, org.id, 'read');
    const team = await buildTeam(ctx.db, org.id, {
      title: 'Engineers',
      members: [{ userId: member.user.id }],
    });
    const space = await buildSpace(ctx.db, org.id);
    await grantSpace(ctx.db, space.id, { teamId: team.id }, 'edit');
    const res = await inject('POST', `/v1/orgs/${org.id}/saml`, admin.token, {
      label: '  Okta  ',
      entityID: idp.entityID,
      certificate: idp.cert,
      ssoURL: 'https://idp.test/sso',
      defaultTeam: team.id,
      defaultRole: 'edit',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    const root = `http://docs.test/auth/saml/${body.id}`;
    expect(body).toEqual({
      object: 'saml-provider',
      id: expect.any(String),
      label: 'Okta',
      ssoURL: 'https://idp.test/sso',
      entityID: idp.entityID,
      certificate: idp.cert.trim(),
      defaultTeam: {
        object: 'team',
        id: team.id,
        title: 'Engineers',
        members: 1,
        spaces: 1,
        createdAt: team.createdAt.toISOString(),
        permissions: { admin: true, view: true },
      },
      defaultRole: 'edit',
      createdAt: expect.any(String),
      status: 'active',
      service: { acsURL: `${root}/acs`, startURL: `${root}/start`, entityID: `${root}/metadata` },
      urls: { location: `http://docs.test/v1/orgs/${org.id}/saml/${body.id}` },
    });
    expect(res.headers.location).toBe(body.urls.location);

    const got = await inject('GET', `/v1/orgs/${org.id}/saml/${body.id}`, admin.token);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(body);
  });

  it('creates a pending provider from a label alone, with role read and no team', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const res = await inject('POST', `/v1/orgs/${org.id}/saml`, admin.token, { label: 'Later' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ label: 'Later', defaultRole: 'read', status: 'pending' });
    for (const absent of ['entityID', 'certificate', 'ssoURL', 'defaultTeam'])
      expect(body).not.toHaveProperty(absent);
    const guest = await inject('POST', `/v1/orgs/${org.id}/saml`, admin.token, {
      label: 'Guests',
      defaultRole: null,
    });
    expect(guest.json().defaultRole).toBeNull();
  });

  it('accepts a certificate as a bare base64 body and stores it as PEM', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const res = await inject('POST', `/v1/orgs/${org.id}/saml`, admin.token, {
      label: 'B64',
      certificate: base64Body(idp.cert),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().certificate).toMatch(
      /^-----BEGIN CERTIFICATE-----\n[A-Za-z0-9+/=\n]+\n-----END CERTIFICATE-----$/,
    );
    expect(base64Body(res.json().certificate)).toBe(base64Body(idp.cert));
  });

  it('enforces every bound, naming the field', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const { org: other } = await buildOrgWithAdmin(ctx.db);
    const foreignTeam = await buildTeam(ctx.db, other.id);
    const cases: [string, Record<string, unknown>][] = [
      ['body.label', { label: '' }],
      ['body.label', { label: '   ' }],
      ['body.label', { label: 'x'.repeat(31) }],
      ['body.label', {}],
      ['body.entityID', { label: 'a', entityID: 'e'.repeat(1025) }],
      ['body.certificate', { label: 'a', certificate: 'A'.repeat(10001) }],
      ['body.certificate', { label: 'a', certificate: 'not a certificate' }],
      [
        'body.certificate',
        { label: 'a', certificate: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----' },
      ],
      ['body.ssoURL', { label: 'a', ssoURL: 'not a uri' }],
      ['body.ssoURL', { label: 'a', ssoURL: 'javascript:alert(1)' }],
      [
        'body.ssoURL',
        { label: 'a', ssoURL: `https://idp.test/${'p'.repeat(2049 - 'https://idp.test/'.length)}` },
      ],
      ['body.defaultRole', { label: 'a', defaultRole: 'owner' }],
      ['body.defaultTeam', { label: 'a', defaultTeam: foreignTeam.id }],
      ['body.defaultTeam', { label: 'a', defaultTeam: 'no-such-team' }],
    ];
    for (const [field, payload] of cases) {
      const res = await inject('POST', `/v1/orgs/${org.id}/saml`, admin.token, payload);
      expect(res.statusCode, `${field} ${JSON.stringify(payload).slice(0, 80)}`).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 400,
        message: expect.stringContaining(field),
      });
    }
    // The same bounds on PATCH.
    const provider = await buildSamlProvider(ctx.db, org.id);
    for (const [field, payload] of cases.filter(
      ([, p]) => Object.keys(p).length > 1 || 'label' in p,
    )) {
      const patch =
        Object.keys(payload).length > 1
          ? Object.fromEntries(Object.entries(payload).filter(([k]) => k !== 'label'))
          : payload;
      if (!Object.keys(patch).length) continue;
      const res = await inject(
        'PATCH',
        `/v1/orgs/${org.id}/saml/${provider.id}`,
        admin.token,
        patch,
      );
      expect(res.statusCode, `PATCH ${field}`).toBe(400);
      expect(res.json().error.message).toContain(field);
    }
    expect(await ctx.db.samlProvider.count({ where: { organizationId: org.id } })).toBe(1);

    // The largest accepted values.
    const ok = await inject('POST', `/v1/orgs/${org.id}/saml`, admin.token, {
      label: 'x'.repeat(30),
      entityID: 'e'.repeat(1024),
      ssoURL: `https://idp.test/${'p'.repeat(2048 - 'https://idp.test/'.length)}`,
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('updates some fields, keeps the others, and removes nullable ones with null', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const team = await buildTeam(ctx.db, org.id);
    const provider = await buildSamlProvider(ctx.db, org.id, {
      label: 'Old',
      entityID: idp.entityID,
      certificate: idp.cert,
      ssoURL: 'https://idp.test/sso',
      defaultTeamId: team.id,
    });
    const url = `/v1/orgs/${org.id}/saml/${provider.id}`;

    const renamed = await inject('PATCH', url, admin.token, {
      label: 'New',
      defaultRole: 'comment',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      label: 'New',
      defaultRole: 'comment',
      entityID: idp.entityID,
      ssoURL: 'https://idp.test/sso',
      status: 'active',
      defaultTeam: { id: team.id },
    });

    const cleared = await inject('PATCH', url, admin.token, {
      entityID: null,
      certificate: null,
      ssoURL: null,
      defaultTeam: null,
      defaultRole: null,
    });
    expect(cleared.statusCode).toBe(200);
    const body = cleared.json();
    for (const absent of ['entityID', 'certificate', 'ssoURL', 'defaultTeam'])
      expect(body).not.toHaveProperty(absent);
    expect(body).toMatchObject({ label: 'New', defaultRole: null, status: 'pending' });
    expect(
      await ctx.db.samlProvider.findUniqueOrThrow({ where: { id: provider.id } }),
    ).toMatchObject({
      entityID: null,
      certificate: null,
      ssoURL: null,
      defaultTeamId: null,
      defaultRole: null,
    });
    expect((await inject('PATCH', url, admin.token, { label: null })).statusCode).toBe(400);
  });

  it('lists providers in creation order with keyset pages', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const created = [];
    for (let i = 0; i < 3; i++)
      created.push(
        (await inject('POST', `/v1/orgs/${org.id}/saml`, admin.token, { label: `P${i}` })).json()
          .id,
      );
    const first = await inject('GET', `/v1/orgs/${org.id}/saml?limit=2`, admin.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      count: 3,
      items: [{ id: created[0] }, { id: created[1] }],
      next: { page: expect.any(String) },
    });
    const second = await inject(
      'GET',
      `/v1/orgs/${org.id}/saml?limit=2&page=${first.json().next.page}`,
      admin.token,
    );
    expect(second.json().items.map((p: { id: string }) => p.id)).toEqual([created[2]]);
    expect(second.json().next).toBeUndefined();
  });

  it('deletes with 204; then 404; deleting the default team unsets it', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const team = await buildTeam(ctx.db, org.id);
    const provider = await buildSamlProvider(ctx.db, org.id, { defaultTeamId: team.id });
    expect(
      (await inject('DELETE', `/v1/orgs/${org.id}/teams/${team.id}`, admin.token)).statusCode,
    ).toBe(204);
    expect(
      (await inject('GET', `/v1/orgs/${org.id}/saml/${provider.id}`, admin.token)).json(),
    ).not.toHaveProperty('defaultTeam');
    const del = await inject('DELETE', `/v1/orgs/${org.id}/saml/${provider.id}`, admin.token);
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const res = await inject(
        method,
        `/v1/orgs/${org.id}/saml/${provider.id}`,
        admin.token,
        method === 'PATCH' ? { label: 'x' } : undefined,
      );
      expect(res.statusCode, method).toBe(404);
      expect(res.json().error.code).toBe(404);
    }
  });

  it("is 404 for another organization's provider and for non-members", async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const { org: other, admin: otherAdmin } = await buildOrgWithAdmin(ctx.db);
    const provider = await buildSamlProvider(ctx.db, other.id, { label: 'Theirs' });
    // Through my organization's path: not found, never acknowledged.
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const res = await inject(
        method,
        `/v1/orgs/${org.id}/saml/${provider.id}`,
        admin.token,
        method === 'PATCH' ? { label: 'Mine' } : undefined,
      );
      expect(res.statusCode, method).toBe(404);
    }
    // Through theirs: I am not a member.
    for (const url of [
      `/v1/orgs/${other.id}/saml`,
      `/v1/orgs/${other.id}/saml/${provider.id}`,
      `/v1/orgs/${other.id}/sso`,
    ]) {
      expect((await inject('GET', url, admin.token)).statusCode, url).toBe(404);
    }
    expect(
      (await inject('POST', `/v1/orgs/${other.id}/saml`, admin.token, { label: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.db.samlProvider.findUniqueOrThrow({ where: { id: provider.id } })).label,
    ).toBe('Theirs');
    expect(
      (await inject('GET', `/v1/orgs/${other.id}/saml/${provider.id}`, otherAdmin.token))
        .statusCode,
    ).toBe(200);
  });

  it('is 403 for members below admin, 401 without a token', async () => {
    const { org } = await buildOrgWithAdmin(ctx.db);
    const provider = await buildSamlProvider(ctx.db, org.id);
    for (const role of ['create', 'read', null] as const) {
      const { token } = await buildMember(ctx.db, org.id, role);
      const calls: [string, string, unknown?][] = [
        ['GET', `/v1/orgs/${org.id}/saml`],
        ['POST', `/v1/orgs/${org.id}/saml`, { label: 'x' }],
        ['GET', `/v1/orgs/${org.id}/saml/${provider.id}`],
        ['PATCH', `/v1/orgs/${org.id}/saml/${provider.id}`, { label: 'x' }],
        ['DELETE', `/v1/orgs/${org.id}/saml/${provider.id}`],
      ];
      for (const [method, url, payload] of calls) {
        const res = await inject(method, url, token, payload);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json().error.code).toBe(403);
      }
    }
    expect(await ctx.db.samlProvider.count({ where: { organizationId: org.id } })).toBe(1);
    expect((await ctx.app.inject({ url: `/v1/orgs/${org.id}/saml` })).statusCode).toBe(401);
  });
});

describe('SSO sign-in choices', () => {
  it('lists only complete providers, to any member (guests too), and publicly under /auth/sso', async () => {
    const { org } = await buildOrgWithAdmin(ctx.db);
    const complete = {
      entityID: idp.entityID,
      certificate: idp.cert,
      ssoURL: 'https://idp.test/sso',
    };
    const a = await buildSamlProvider(ctx.db, org.id, { label: 'A', ...complete });
    await buildSamlProvider(ctx.db, org.id, {
      label: 'No cert',
      entityID: idp.entityID,
      ssoURL: 'https://idp.test/sso',
    });
    await buildSamlProvider(ctx.db, org.id, {
      label: 'No URL',
      entityID: idp.entityID,
      certificate: idp.cert,
    });
    await buildSamlProvider(ctx.db, org.id, {
      label: 'No entity',
      certificate: idp.cert,
      ssoURL: 'https://idp.test/sso',
    });
    const b = await buildSamlProvider(ctx.db, org.id, { label: 'B', ...complete });
    const expected = {
      items: [
        { id: a.id, label: 'A', startURL: `http://docs.test/auth/saml/${a.id}/start` },
        { id: b.id, label: 'B', startURL: `http://docs.test/auth/saml/${b.id}/start` },
      ],
    };
    for (const role of ['read', null] as const) {
      const { token } = await buildMember(ctx.db, org.id, role);
      const res = await inject('GET', `/v1/orgs/${org.id}/sso`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
    }
    const pub = await ctx.app.inject({ url: `/auth/sso/${org.id}` });
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toEqual(expected);
    const unknown = await ctx.app.inject({ url: '/auth/sso/no-such-org' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe(404);
  });
});
