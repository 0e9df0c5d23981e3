import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestContext, type TestContext } from '../../../test/helper.js';
import { buildMember, buildOrgWithAdmin, buildSite, buildUser } from '../../../test/factories.js';

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

async function siteLinksUrl() {
  const { org, admin } = await buildOrgWithAdmin(ctx.db);
  const site = await buildSite(ctx.db, org.id, { visibility: 'share-link' });
  return { org, admin, site, url: `/v1/orgs/${org.id}/sites/${site.id}/share-links` };
}

describe('share links', () => {
  it('creates a link whose published URL carries a fresh high-entropy key', async () => {
    const { admin, site, url } = await siteLinksUrl();
    const res = await inject('POST', url, admin.token, { name: 'Reviewers' });
    expect(res.statusCode).toBe(201);
    const link = res.json();
    expect(link).toEqual({
      object: 'share-link',
      id: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      name: 'Reviewers',
      active: true,
      urls: {
        published: expect.stringMatching(
          new RegExp(`^http://docs\\.test/s/${site.id}\\?share_key=[\\w-]{43}$`),
        ),
      },
    });
    const keys = new Set([link.urls.published]);
    for (let i = 0; i < 5; i++)
      keys.add((await inject('POST', url, admin.token, { name: '' })).json().urls.published);
    expect(keys.size).toBe(6);
    const stored = await ctx.db.shareLink.findUniqueOrThrow({ where: { id: link.id } });
    expect(Buffer.from(stored.token, 'base64url')).toHaveLength(32);
  });

  it('enforces the name bound', async () => {
    const { admin, url } = await siteLinksUrl();
    expect((await inject('POST', url, admin.token, { name: 'n'.repeat(50) })).statusCode).toBe(201);
    for (const body of [{ name: 'n'.repeat(51) }, {}, { name: 7 }]) {
      const res = await inject('POST', url, admin.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('body.name');
    }
  });

  it('lists, updates, deactivates and deletes links', async () => {
    const { admin, url } = await siteLinksUrl();
    const a = (await inject('POST', url, admin.token, { name: 'A' })).json();
    const b = (await inject('POST', url, admin.token, { name: 'B' })).json();
    const listed = (await inject('GET', url, admin.token)).json();
    expect(listed).toEqual({ items: [a, b], count: 2 });
    const page = (await inject('GET', `${url}?limit=1`, admin.token)).json();
    expect(page.items).toEqual([a]);
    expect(
      (await inject('GET', `${url}?limit=1&page=${page.next.page}`, admin.token)).json().items,
    ).toEqual([b]);

    const patched = await inject('PATCH', `${url}/${a.id}`, admin.token, {
      active: false,
      name: 'Old reviewers',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual({ ...a, active: false, name: 'Old reviewers' });
    expect(
      (await inject('PATCH', `${url}/${a.id}`, admin.token, { active: true })).json(),
    ).toMatchObject({ active: true, name: 'Old reviewers' });
    const tooLong = await inject('PATCH', `${url}/${a.id}`, admin.token, { name: 'n'.repeat(51) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toContain('body.name');
    expect(
      (await inject('PATCH', `${url}/${a.id}`, admin.token, { active: 'no' })).statusCode,
    ).toBe(400);

    const del = await inject('DELETE', `${url}/${a.id}`, admin.token);
    expect(del.statusCode).toBe(205);
    expect(del.body).toBe('');
    expect((await inject('GET', url, admin.token)).json().items).toEqual([b]);
    expect(
      (await inject('PATCH', `${url}/${a.id}`, admin.token, { active: true })).statusCode,
    ).toBe(404);
    expect((await inject('DELETE', `${url}/${a.id}`, admin.token)).statusCode).toBe(404);
  });

  it('answers 404 across organizations and sites, and 403 to roles that may not edit sites', async () => {
    const { org, admin, url } = await siteLinksUrl();
    const link = (await inject('POST', url, admin.token, { name: 'Secret' })).json();
    const outsider = await buildUser(ctx.db);
    const other = await buildOrgWithAdmin(ctx.db);
    const requests = [
      ['GET', url, undefined],
      ['POST', url, { name: 'Mine' }],
      ['PATCH', `${url}/${link.id}`, { active: false }],
      ['DELETE', `${url}/${link.id}`, undefined],
    ] as const;
    for (const [method, path, body] of requests) {
      expect(
        (await inject(method, path, outsider.token, body)).statusCode,
        `${method} ${path}`,
      ).toBe(404);
      expect(
        (await inject(method, path.replace(org.id, other.org.id), other.admin.token, body))
          .statusCode,
        `${method} cross`,
      ).toBe(404);
    }
    // The link ID through another site of the same organization.
    const sibling = await buildSite(ctx.db, org.id);
    expect(
      (
        await inject(
          'PATCH',
          `/v1/orgs/${org.id}/sites/${sibling.id}/share-links/${link.id}`,
          admin.token,
          { active: false },
        )
      ).statusCode,
    ).toBe(404);

    // Listing reveals the keys, so it needs the same role as changing them.
    for (const role of ['review', 'edit', 'comment', 'read', null] as const) {
      const member = await buildMember(ctx.db, org.id, role);
      for (const [method, path, body] of requests) {
        expect(
          (await inject(method, path, member.token, body)).statusCode,
          `${role} ${method}`,
        ).toBe(403);
      }
    }
    const creator = await buildMember(ctx.db, org.id, 'create');
    expect((await inject('GET', url, creator.token)).json().count).toBe(1);
    expect((await inject('GET', url, admin.token)).json().items[0]).toMatchObject({
      id: link.id,
      active: true,
    });
  });
});
