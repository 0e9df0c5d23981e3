import { ContentType, GitBookAPI } from '@gitbook/api';
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
  buildTranslationSettings,
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

const listUrl = (orgId: string) => `/v1/orgs/${orgId}/translations`;

describe('POST /v1/orgs/:id/translations', () => {
  it('creates translation settings and returns the whole TranslationSettings', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const res = await inject('POST', listUrl(org.id), admin.token, {
      title: '  Docs languages  ',
      languages: ['fr', 'pt-BR', 'zh-Hant-TW', 'gsw'],
    });
    expect(res.statusCode).toBe(201);
    const settings = res.json();
    expect(settings).toEqual({
      object: 'translation-settings',
      id: expect.any(String),
      title: 'Docs languages',
      languages: ['fr', 'pt-BR', 'zh-Hant-TW', 'gsw'],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      permissions: { view: true, edit: true },
      urls: { location: `http://docs.test/v1/orgs/${org.id}/translations/${settings.id}` },
    });
    expect(res.headers.location).toBe(settings.urls.location);
    expect(new Date(settings.createdAt).toISOString()).toBe(settings.createdAt);

    const bare = await inject('POST', listUrl(org.id), admin.token, { title: 'T' });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ title: 'T', languages: [] });
  });

  it('enforces the title and language bounds, naming the field', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    for (const [body, field] of [
      [{}, 'body.title'],
      [{ title: '' }, 'body.title'],
      [{ title: '   ' }, 'body.title'],
      [{ title: 't'.repeat(101) }, 'body.title'],
      [{ title: 5 }, 'body.title'],
      [{ title: 'T', languages: 'fr' }, 'body.languages'],
      [{ title: 'T', languages: ['fr', 'English'] }, 'body.languages.1'],
      [{ title: 'T', languages: ['f'] }, 'body.languages.0'],
      [{ title: 'T', languages: ['FR'] }, 'body.languages.0'],
      [{ title: 'T', languages: ['en-'] }, 'body.languages.0'],
      [{ title: 'T', languages: ['en_US'] }, 'body.languages.0'],
      [{ title: 'T', languages: ['en-toolongsubtag'] }, 'body.languages.0'],
      [{ title: 'T', languages: ['fr', 'de', 'fr'] }, 'body.languages.2'],
      [{ title: 'T', languages: ['pt-BR', 'pt-br'] }, 'body.languages.1'],
      [
        {
          title: 'T',
          languages: Array.from({ length: 101 }, (_, i) => `en-x${String(i).padStart(3, '0')}`),
        },
        'body.languages',
      ],
    ] as const) {
      const res = await inject('POST', listUrl(org.id), admin.token, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 400,
        message: expect.stringContaining(field),
      });
    }
    expect(await ctx.db.translationSettings.count({ where: { organizationId: org.id } })).toBe(0);

    const widest = {
      title: 't'.repeat(100),
      languages: Array.from({ length: 100 }, (_, i) => `en-x${String(i).padStart(3, '0')}`),
    };
    const res = await inject('POST', listUrl(org.id), admin.token, widest);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject(widest);
  });
});

describe('GET /v1/orgs/:id/translations', () => {
  it('lists settings oldest first, in pages, only of the organization', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const created = [];
    for (const title of ['One', 'Two', 'Three'])
      created.push((await inject('POST', listUrl(org.id), admin.token, { title })).json());
    await buildTranslationSettings(ctx.db, (await buildOrgWithAdmin(ctx.db)).org.id);

    const first = (await inject('GET', `${listUrl(org.id)}?limit=2`, admin.token)).json();
    expect(first).toEqual({
      items: created.slice(0, 2),
      count: 3,
      next: { page: expect.any(String) },
    });
    const second = (
      await inject('GET', `${listUrl(org.id)}?limit=2&page=${first.next.page}`, admin.token)
    ).json();
    expect(second).toEqual({ items: [created[2]], count: 3 });
    for (const query of ['limit=0', 'limit=1001', 'page=%%%']) {
      const res = await inject('GET', `${listUrl(org.id)}?${query}`, admin.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).toMatch(/^query\.(limit|page)/);
    }
  });
});

describe('GET/PUT/DELETE /v1/orgs/:id/translations/:translationSettingsId', () => {
  it('reads, replaces and deletes settings', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const created = (
      await inject('POST', listUrl(org.id), admin.token, { title: 'Docs', languages: ['fr', 'de'] })
    ).json();
    const url = `${listUrl(org.id)}/${created.id}`;
    expect((await inject('GET', url, admin.token)).json()).toEqual(created);

    // Languages omitted keep theirs; given, they replace them (an empty list clears them).
    const renamed = await inject('PUT', url, admin.token, { title: 'Manual' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ ...created, title: 'Manual', updatedAt: expect.any(String) });
    expect(
      (await inject('PUT', url, admin.token, { title: 'Manual', languages: ['ja', 'ko'] })).json()
        .languages,
    ).toEqual(['ja', 'ko']);
    expect(
      (await inject('PUT', url, admin.token, { title: 'Manual', languages: [] })).json().languages,
    ).toEqual([]);

    for (const [body, field] of [
      [{}, 'body.title'],
      [{ title: 'x'.repeat(101) }, 'body.title'],
      [{ title: 'T', languages: ['nope!'] }, 'body.languages.0'],
      [{ title: 'T', languages: ['es', 'es'] }, 'body.languages.1'],
    ] as const) {
      const res = await inject('PUT', url, admin.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toContain(field);
    }
    expect(
      await ctx.db.translationSettings.findUniqueOrThrow({ where: { id: created.id } }),
    ).toMatchObject({ title: 'Manual', languages: [] });

    const deleted = await inject('DELETE', url, admin.token);
    expect(deleted.statusCode).toBe(205);
    expect(deleted.body).toBe('');
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const gone = await inject(
        method,
        url,
        admin.token,
        method === 'PUT' ? { title: 'x' } : undefined,
      );
      expect(gone.statusCode, method).toBe(404);
      expect(gone.json().error).toEqual({ code: 404, message: 'Translation settings not found' });
    }
  });
});

describe('access', () => {
  it("lets every member role read; 'create' and admins manage; guests get 403", async () => {
    const { org } = await buildOrgWithAdmin(ctx.db);
    const settings = await buildTranslationSettings(ctx.db, org.id, { languages: ['fr'] });
    const url = `${listUrl(org.id)}/${settings.id}`;
    const roles: Role[] = ['admin', 'create', 'review', 'edit', 'comment', 'read'];
    for (const role of roles) {
      const { token } = await buildMember(ctx.db, org.id, role);
      const manages = role === 'admin' || role === 'create';
      const list = await inject('GET', listUrl(org.id), token);
      expect(list.statusCode, role).toBe(200);
      expect(list.json().items[0].permissions, role).toEqual({ view: true, edit: manages });
      expect((await inject('GET', url, token)).statusCode, role).toBe(200);
      const created = await inject('POST', listUrl(org.id), token, { title: `By ${role}` });
      expect(created.statusCode, role).toBe(manages ? 201 : 403);
      expect((await inject('PUT', url, token, { title: `By ${role}` })).statusCode, role).toBe(
        manages ? 200 : 403,
      );
      if (manages) {
        expect(
          (await inject('DELETE', `${listUrl(org.id)}/${created.json().id}`, token)).statusCode,
          role,
        ).toBe(205);
      } else {
        const res = await inject('DELETE', url, token);
        expect(res.statusCode, role).toBe(403);
        expect(res.json().error.code).toBe(403);
      }
    }
    const guest = await buildMember(ctx.db, org.id, null);
    for (const [method, path, body] of [
      ['GET', listUrl(org.id), undefined],
      ['GET', url, undefined],
      ['POST', listUrl(org.id), { title: 'Guest' }],
      ['PUT', url, { title: 'Guest' }],
      ['DELETE', url, undefined],
    ] as const) {
      expect((await inject(method, path, guest.token, body)).statusCode, `guest ${method}`).toBe(
        403,
      );
    }
    expect(
      await ctx.db.translationSettings.findUniqueOrThrow({ where: { id: settings.id } }),
    ).toMatchObject({ title: 'By create' });
  });

  it("answers 404 for another organization's settings, never 403", async () => {
    const { org } = await buildOrgWithAdmin(ctx.db);
    const settings = await buildTranslationSettings(ctx.db, org.id);
    const other = await buildOrgWithAdmin(ctx.db);
    for (const [method, path, body] of [
      ['GET', listUrl(org.id), undefined],
      ['POST', listUrl(org.id), { title: 'x' }],
      ['GET', `${listUrl(org.id)}/${settings.id}`, undefined],
      ['PUT', `${listUrl(org.id)}/${settings.id}`, { title: 'x' }],
      ['DELETE', `${listUrl(org.id)}/${settings.id}`, undefined],
      // Their own organization's path with this organization's settings ID.
      ['GET', `${listUrl(other.org.id)}/${settings.id}`, undefined],
      ['PUT', `${listUrl(other.org.id)}/${settings.id}`, { title: 'x' }],
      ['DELETE', `${listUrl(other.org.id)}/${settings.id}`, undefined],
    ] as const) {
      expect(
        (await inject(method, path, other.admin.token, body)).statusCode,
        `${method} ${path}`,
      ).toBe(404);
    }
    expect(
      await ctx.db.translationSettings.findUniqueOrThrow({ where: { id: settings.id } }),
    ).toMatchObject({ title: settings.title });
  });

  it('requires authentication', async () => {
    const { org } = await buildOrgWithAdmin(ctx.db);
    const res = await ctx.app.inject({ method: 'GET', url: listUrl(org.id) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe(401);
  });
});

describe('@gitbook/api client on translation settings', () => {
  it('lists, reads and deletes with its translation methods, creates and replaces with request()', async () => {
    const endpoint = await listenOnFreePort(ctx);
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const api = new GitBookAPI({ endpoint, authToken: admin.token });
    // The client's createTranslation/updateTranslation send another resource's body (the
    // official API models translations differently); its generic request() sends ours.
    const created = await api.request<{
      id: string;
      object: string;
      title: string;
      languages: string[];
    }>({
      method: 'POST',
      path: `/orgs/${org.id}/translations`,
      secure: true,
      format: 'json',
      type: ContentType.Json,
      body: { title: 'Client', languages: ['fr'] },
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      object: 'translation-settings',
      title: 'Client',
      languages: ['fr'],
    });
    const id = created.data.id;

    const listed = await api.orgs.listTranslations(org.id, { limit: 10 });
    expect(listed.data.items.map((t) => t.id)).toEqual([id]);
    expect(listed.data.count).toBe(1);
    expect((await api.orgs.getTranslation(org.id, id)).data).toMatchObject({ id, title: 'Client' });

    const replaced = await api.request<{ title: string; languages: string[] }>({
      method: 'PUT',
      path: `/orgs/${org.id}/translations/${id}`,
      secure: true,
      format: 'json',
      type: ContentType.Json,
      body: { title: 'Renamed', languages: ['fr', 'it'] },
    });
    expect(replaced.data).toMatchObject({ title: 'Renamed', languages: ['fr', 'it'] });
    await expect(
      api.orgs.createTranslation(org.id, {
        source: { space: 'x' } as never,
        language: 'fr' as never,
      }),
    ).rejects.toMatchObject({
      code: 400,
      errorMessage: expect.stringContaining('body.title'),
    });

    expect((await api.orgs.deleteTranslation(org.id, id)).status).toBe(205);
    await expect(api.orgs.getTranslation(org.id, id)).rejects.toMatchObject({ code: 404 });
  });
});

describe('OpenAPI document', () => {
  it('describes the translation settings endpoints', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(Object.keys(doc.paths['/v1/orgs/{organizationId}/translations'])).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
    expect(
      Object.keys(doc.paths['/v1/orgs/{organizationId}/translations/{translationSettingsId}']),
    ).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
  });
});
