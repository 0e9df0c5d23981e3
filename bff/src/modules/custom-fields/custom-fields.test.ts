import { ContentType, GitBookAPI } from '@gitbook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestContext,
  listenOnFreePort,
  type TestContext,
} from '../../../test/helper.js';
import {
  buildCustomField,
  buildMember,
  buildOrgWithAdmin,
  buildSpace,
  buildTeam,
  grantSpace,
} from '../../../test/factories.js';
import type { Role } from '../../generated/prisma/client.js';
import { MAX_FIELDS_PER_ORGANIZATION } from './schema.js';

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

const fieldsUrl = (orgId: string) => `/v1/orgs/${orgId}/custom-fields`;
const valuesUrl = (spaceId: string) => `/v1/spaces/${spaceId}/custom-fields`;

/** field name → stored value of the space, straight from the database. */
async function storedValues(spaceId: string) {
  const rows = await ctx.db.customFieldValue.findMany({
    where: { spaceId },
    include: { customField: true },
  });
  return Object.fromEntries(rows.map((r) => [r.customField.name, r.value]));
}

/** An organization with its admin, one field of each type and a space. */
async function orgWithFields() {
  const { org, admin } = await buildOrgWithAdmin(ctx.db);
  const fields = {
    text: await buildCustomField(ctx.db, org.id, { name: 'owner', type: 'text' }),
    number: await buildCustomField(ctx.db, org.id, { name: 'priority', type: 'number' }),
    boolean: await buildCustomField(ctx.db, org.id, { name: 'reviewed', type: 'boolean' }),
    tags: await buildCustomField(ctx.db, org.id, { name: 'labels', type: 'tags' }),
    single: await buildCustomField(ctx.db, org.id, {
      name: 'stage',
      type: 'select:single',
      options: ['draft', 'beta', 'ga'],
    }),
    multi: await buildCustomField(ctx.db, org.id, {
      name: 'platforms',
      type: 'select:multi',
      options: ['web', 'ios', 'android'],
    }),
  };
  const space = await buildSpace(ctx.db, org.id);
  return { org, admin, fields, space };
}

describe('POST /v1/orgs/:id/custom-fields', () => {
  it('creates a field and returns the whole CustomField', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const res = await inject('POST', fieldsUrl(org.id), admin.token, {
      name: 'product-area_2',
      type: 'select:multi',
      title: '  Product area  ',
      description: 'Which part of the product',
      placeholder: 'Pick areas',
      options: ['billing', 'search'],
    });
    expect(res.statusCode).toBe(201);
    const field = res.json();
    expect(field).toEqual({
      id: expect.any(String),
      name: 'product-area_2',
      title: 'Product area',
      description: 'Which part of the product',
      type: 'select:multi',
      placeholder: 'Pick areas',
      options: ['billing', 'search'],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      urls: { location: `http://docs.test/v1/orgs/${org.id}/custom-fields/product-area_2` },
      permissions: { view: true, edit: true },
    });
    expect(res.headers.location).toBe(field.urls.location);
    expect(new Date(field.createdAt).toISOString()).toBe(field.createdAt);

    // Only name and type are required: the title defaults to the name; non-select types have no options.
    const bare = await inject('POST', fieldsUrl(org.id), admin.token, {
      name: 'owner',
      type: 'text',
    });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({
      name: 'owner',
      title: 'owner',
      description: '',
      placeholder: '',
      type: 'text',
    });
    expect(bare.json()).not.toHaveProperty('options');
  });

  it('accepts every type of @gitbook/api', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    for (const type of ['text', 'number', 'boolean', 'tags', 'select:single', 'select:multi']) {
      const body = {
        name: type.replace(':', '-'),
        type,
        ...(type.startsWith('select') ? { options: ['x'] } : {}),
      };
      const res = await inject('POST', fieldsUrl(org.id), admin.token, body);
      expect(res.statusCode, type).toBe(201);
      expect(res.json().type).toBe(type);
    }
    const bad = await inject('POST', fieldsUrl(org.id), admin.token, {
      name: 'date',
      type: 'date',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('body.type');
  });

  it('enforces every bound, naming the field', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const base = { name: 'ok', type: 'select:single', options: ['a'] };
    for (const [patch, field] of [
      [{ name: '' }, 'body.name'],
      [{ name: 'x'.repeat(51) }, 'body.name'],
      [{ name: 'Has Caps' }, 'body.name'],
      [{ name: 'dot.ted' }, 'body.name'],
      [{ name: undefined }, 'body.name'],
      [{ type: undefined }, 'body.type'],
      [{ title: 't'.repeat(101) }, 'body.title'],
      [{ description: 'd'.repeat(201) }, 'body.description'],
      [{ placeholder: 'p'.repeat(101) }, 'body.placeholder'],
      [{ options: [] }, 'body.options'],
      [{ options: Array.from({ length: 51 }, (_, i) => `o${i}`) }, 'body.options'],
      [{ options: ['a', 'b', 'a'] }, 'body.options.2'],
      [{ options: ['a', ''] }, 'body.options.1'],
      [{ options: ['o'.repeat(257)] }, 'body.options.0'],
    ] as const) {
      const res = await inject('POST', fieldsUrl(org.id), admin.token, { ...base, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 400,
        message: expect.stringContaining(field),
      });
    }
    expect(await ctx.db.customField.count({ where: { organizationId: org.id } })).toBe(0);

    const widest = {
      name: 'n'.repeat(50),
      type: 'select:single',
      title: 't'.repeat(100),
      description: 'd'.repeat(200),
      placeholder: 'p'.repeat(100),
      options: Array.from({ length: 50 }, (_, i) => `${i}`.padEnd(256, 'o')),
    };
    const res = await inject('POST', fieldsUrl(org.id), admin.token, widest);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...widest, options: widest.options });
  });

  it('requires options for select types and refuses them for the others', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    for (const type of ['select:single', 'select:multi']) {
      const res = await inject('POST', fieldsUrl(org.id), admin.token, { name: 'pick', type });
      expect(res.statusCode, type).toBe(400);
      expect(res.json().error.message).toMatch(/^body\.options: is required/);
    }
    for (const type of ['text', 'number', 'boolean', 'tags']) {
      const res = await inject('POST', fieldsUrl(org.id), admin.token, {
        name: 'pick',
        type,
        options: ['a'],
      });
      expect(res.statusCode, type).toBe(400);
      expect(res.json().error.message).toMatch(/^body\.options: is only allowed/);
    }
  });

  it('answers 409 for a name taken in the organization, not in another one', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const other = await buildOrgWithAdmin(ctx.db);
    expect(
      (await inject('POST', fieldsUrl(org.id), admin.token, { name: 'owner', type: 'text' }))
        .statusCode,
    ).toBe(201);
    const dup = await inject('POST', fieldsUrl(org.id), admin.token, {
      name: 'owner',
      type: 'number',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toEqual({ code: 409, message: expect.stringContaining('body.name') });
    expect(
      (
        await inject('POST', fieldsUrl(other.org.id), other.admin.token, {
          name: 'owner',
          type: 'text',
        })
      ).statusCode,
    ).toBe(201);

    // Concurrent creations of one name: exactly one wins.
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        inject('POST', fieldsUrl(org.id), admin.token, { name: 'race', type: 'text' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it(`stops at ${MAX_FIELDS_PER_ORGANIZATION} fields per organization`, async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    await ctx.db.customField.createMany({
      data: Array.from({ length: MAX_FIELDS_PER_ORGANIZATION - 1 }, (_, i) => ({
        organizationId: org.id,
        name: `f${i}`,
        type: 'text',
      })),
    });
    expect(
      (await inject('POST', fieldsUrl(org.id), admin.token, { name: 'last', type: 'text' }))
        .statusCode,
    ).toBe(201);
    const over = await inject('POST', fieldsUrl(org.id), admin.token, {
      name: 'one-more',
      type: 'text',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toContain(`at most ${MAX_FIELDS_PER_ORGANIZATION}`);
  });
});

describe('GET /v1/orgs/:id/custom-fields', () => {
  it('lists fields oldest first, in pages', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const created = [];
    for (const name of ['a', 'b', 'c'])
      created.push(
        (await inject('POST', fieldsUrl(org.id), admin.token, { name, type: 'boolean' })).json(),
      );
    await buildCustomField(ctx.db, (await buildOrgWithAdmin(ctx.db)).org.id, { name: 'elsewhere' });

    const first = (await inject('GET', `${fieldsUrl(org.id)}?limit=2`, admin.token)).json();
    expect(first.count).toBe(3);
    expect(first.items).toEqual(created.slice(0, 2));
    const second = (
      await inject('GET', `${fieldsUrl(org.id)}?limit=2&page=${first.next.page}`, admin.token)
    ).json();
    expect(second).toEqual({ items: [created[2]], count: 3 });

    for (const query of ['limit=0', 'limit=1001', 'page=nope']) {
      const res = await inject('GET', `${fieldsUrl(org.id)}?${query}`, admin.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).toMatch(/^query\.(limit|page)/);
    }
  });
});

describe('GET/PATCH/DELETE /v1/orgs/:id/custom-fields/:fieldName', () => {
  it('reads, updates and removes nullable entries', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const created = (
      await inject('POST', fieldsUrl(org.id), admin.token, {
        name: 'owner',
        type: 'text',
        description: 'Who owns it',
        placeholder: 'Name',
      })
    ).json();
    expect((await inject('GET', `${fieldsUrl(org.id)}/owner`, admin.token)).json()).toEqual(
      created,
    );

    const res = await inject('PATCH', `${fieldsUrl(org.id)}/owner`, admin.token, {
      title: 'Owner',
      placeholder: 'A team',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...created,
      title: 'Owner',
      placeholder: 'A team',
      updatedAt: expect.any(String),
    });
    expect(res.json().updatedAt >= created.updatedAt).toBe(true);

    const cleared = (
      await inject('PATCH', `${fieldsUrl(org.id)}/owner`, admin.token, {
        description: null,
        placeholder: null,
      })
    ).json();
    expect(cleared).toMatchObject({ title: 'Owner', description: '', placeholder: '' });
    expect(await ctx.db.customField.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject(
      { description: null, placeholder: null },
    );
    // An empty body changes nothing; name and type are not updatable (ignored like any unknown entry).
    expect(
      (
        await inject('PATCH', `${fieldsUrl(org.id)}/owner`, admin.token, {
          name: 'renamed',
          type: 'number',
        })
      ).json(),
    ).toMatchObject({ name: 'owner', type: 'text' });

    expect((await inject('DELETE', `${fieldsUrl(org.id)}/owner`, admin.token)).statusCode).toBe(
      204,
    );
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const gone = await inject(
        method,
        `${fieldsUrl(org.id)}/owner`,
        admin.token,
        method === 'PATCH' ? { title: 'x' } : undefined,
      );
      expect(gone.statusCode, method).toBe(404);
      expect(gone.json().error).toEqual({ code: 404, message: 'Custom field not found' });
    }
  });

  it('enforces the update bounds and options only on select fields', async () => {
    const { org, admin, fields } = await orgWithFields();
    for (const [body, field] of [
      [{ title: 't'.repeat(101) }, 'body.title'],
      [{ description: 'd'.repeat(201) }, 'body.description'],
      [{ placeholder: 'p'.repeat(101) }, 'body.placeholder'],
      [{ options: [] }, 'body.options'],
      [{ options: ['a', 'a'] }, 'body.options.1'],
      [{ title: null }, 'body.title'],
    ] as const) {
      const res = await inject(
        'PATCH',
        `${fieldsUrl(org.id)}/${fields.single.name}`,
        admin.token,
        body,
      );
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toContain(field);
    }
    const res = await inject('PATCH', `${fieldsUrl(org.id)}/${fields.text.name}`, admin.token, {
      options: ['a'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^body\.options: is only allowed/);
  });

  it('drops removed options from the values of every space in the same transaction', async () => {
    const { org, admin, fields, space } = await orgWithFields();
    const second = await buildSpace(ctx.db, org.id);
    await inject('PATCH', valuesUrl(space.id), admin.token, {
      values: { stage: { value: 'beta' }, platforms: { value: ['ios', 'web', 'android'] } },
    });
    await inject('PATCH', valuesUrl(second.id), admin.token, {
      values: { stage: { value: 'ga' }, platforms: { value: ['ios'] } },
    });
    const before = await ctx.db.customFieldValue.findFirstOrThrow({
      where: { spaceId: space.id, customFieldId: fields.multi.id },
    });

    const single = await inject('PATCH', `${fieldsUrl(org.id)}/stage`, admin.token, {
      options: ['draft', 'ga', 'deprecated'],
    });
    expect(single.json().options).toEqual(['draft', 'ga', 'deprecated']);
    const multi = await inject('PATCH', `${fieldsUrl(org.id)}/platforms`, admin.token, {
      options: ['web', 'android', 'desktop'],
    });
    expect(multi.statusCode).toBe(200);

    expect(await storedValues(space.id)).toEqual({ platforms: ['web', 'android'] });
    expect(await storedValues(second.id)).toEqual({ stage: 'ga', platforms: [] });
    const after = await ctx.db.customFieldValue.findFirstOrThrow({
      where: { spaceId: space.id, customFieldId: fields.multi.id },
    });
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
    expect(Math.abs(after.updatedAt.getTime() - Date.now())).toBeLessThan(60_000); // stored in UTC like Prisma's own writes
  });

  it('deletes the values of a deleted field', async () => {
    const { org, admin, fields, space } = await orgWithFields();
    await inject('PATCH', valuesUrl(space.id), admin.token, {
      values: { owner: { value: 'Ada' }, priority: { value: 2 } },
    });
    expect((await inject('DELETE', `${fieldsUrl(org.id)}/owner`, admin.token)).statusCode).toBe(
      204,
    );
    expect(await storedValues(space.id)).toEqual({ priority: 2 });
    expect(await ctx.db.customFieldValue.count({ where: { customFieldId: fields.text.id } })).toBe(
      0,
    );
  });
});

describe('GET/PATCH /v1/spaces/:id/custom-fields', () => {
  it('lists every field of the organization with the values the space has', async () => {
    const { org, admin, fields, space } = await orgWithFields();
    const empty = await inject('GET', valuesUrl(space.id), admin.token);
    expect(empty.statusCode).toBe(200);
    const list = empty.json();
    expect(list.map((v: { customField: { name: string } }) => v.customField.name)).toEqual([
      'owner',
      'priority',
      'reviewed',
      'labels',
      'stage',
      'platforms',
    ]);
    expect(list.every((v: object) => !('value' in v))).toBe(true);
    const owner = (await inject('GET', `${fieldsUrl(org.id)}/owner`, admin.token)).json();
    expect(list[0]).toEqual({ customField: owner });

    const values = {
      owner: 'Ada Lovelace',
      priority: 2.5,
      reviewed: false,
      labels: ['api', 'beta'],
      stage: 'beta',
      platforms: ['ios', 'web'],
    };
    const res = await inject('PATCH', valuesUrl(space.id), admin.token, {
      values: Object.fromEntries(Object.entries(values).map(([k, value]) => [k, { value }])),
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const read = (await inject('GET', valuesUrl(space.id), admin.token)).json();
    expect(
      Object.fromEntries(
        read.map((v: { customField: { name: string }; value: unknown }) => [
          v.customField.name,
          v.value,
        ]),
      ),
    ).toEqual(values);
    expect(
      read.find((v: { customField: { id: string } }) => v.customField.id === fields.multi.id)
        .customField.options,
    ).toEqual(['web', 'ios', 'android']);

    // Another space of the organization has no values.
    const other = await buildSpace(ctx.db, org.id);
    expect(
      (await inject('GET', valuesUrl(other.id), admin.token))
        .json()
        .every((v: object) => !('value' in v)),
    ).toBe(true);
  });

  it('overwrites values and removes them with null, leaving unnamed fields alone', async () => {
    const { admin, space } = await orgWithFields();
    await inject('PATCH', valuesUrl(space.id), admin.token, {
      values: { owner: { value: 'Ada' }, priority: { value: 1 }, reviewed: { value: true } },
    });
    const res = await inject('PATCH', valuesUrl(space.id), admin.token, {
      values: { owner: { value: '' }, priority: { value: null }, labels: { value: null } },
    });
    expect(res.statusCode).toBe(204);
    expect(await storedValues(space.id)).toEqual({ owner: '', reviewed: true });
    expect(
      (await inject('PATCH', valuesUrl(space.id), admin.token, { values: {} })).statusCode,
    ).toBe(204);
    expect(await storedValues(space.id)).toEqual({ owner: '', reviewed: true });
  });

  it('refuses values that do not fit the field type, naming the entry, and applies nothing', async () => {
    const { admin, space } = await orgWithFields();
    await inject('PATCH', valuesUrl(space.id), admin.token, {
      values: { owner: { value: 'Ada' } },
    });
    for (const [name, value, rule] of [
      ['owner', 5, 'must be a string'],
      ['owner', ['a'], 'must be a string'],
      ['priority', '5', 'must be a number'],
      ['reviewed', 'true', 'must be a boolean'],
      ['labels', 'api', 'must be an array'],
      ['labels', ['api', 'api'], 'twice'],
      ['labels', [''], 'must not be empty'],
      ['stage', 'alpha', '"alpha" is not one of the field options'],
      ['stage', ['beta'], 'must be one of the field options'],
      ['platforms', ['web', 'linux'], '"linux" is not one of the field options'],
      ['platforms', ['web', 'web'], 'twice'],
      ['platforms', 'web', 'must be an array'],
    ] as const) {
      const res = await inject('PATCH', valuesUrl(space.id), admin.token, {
        values: { priority: { value: 9 }, [name]: { value } },
      });
      expect(res.statusCode, `${name} ${JSON.stringify(value)}`).toBe(400);
      expect(res.json().error.message).toBe(
        `body.values.${name}.value: ${res.json().error.message.split(': ').slice(1).join(': ')}`,
      );
      expect(res.json().error.message).toContain(rule);
    }
    // The bounds of the value itself come from the request schema.
    for (const [name, value] of [
      ['owner', 'x'.repeat(257)],
      ['labels', Array.from({ length: 51 }, (_, i) => `t${i}`)],
      ['owner', { nested: true }],
    ] as const) {
      const res = await inject('PATCH', valuesUrl(space.id), admin.token, {
        values: { [name]: { value } },
      });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.message).toContain(`body.values.${name}.value`);
    }
    const missing = await inject('PATCH', valuesUrl(space.id), admin.token, {
      values: { owner: {} },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('body.values.owner.value');
    expect(
      (await inject('PATCH', valuesUrl(space.id), admin.token, {})).json().error.message,
    ).toContain('body.values');
    expect(await storedValues(space.id)).toEqual({ owner: 'Ada' });

    const longest = await inject('PATCH', valuesUrl(space.id), admin.token, {
      values: { owner: { value: 'x'.repeat(256) } },
    });
    expect(longest.statusCode).toBe(204);
  });

  it("answers 400 naming an unknown field (another organization's included) and applies nothing", async () => {
    const { admin, space } = await orgWithFields();
    const other = await buildOrgWithAdmin(ctx.db);
    await buildCustomField(ctx.db, other.org.id, { name: 'foreign' });
    for (const name of ['nope', 'foreign']) {
      const res = await inject('PATCH', valuesUrl(space.id), admin.token, {
        values: { owner: { value: 'Ada' }, reviewed: { value: true }, [name]: { value: 'x' } },
      });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error).toEqual({
        code: 400,
        message: `body.values.${name}: is not the name of a custom field of this organization`,
      });
    }
    expect(await storedValues(space.id)).toEqual({});
  });

  it('keeps values consistent under concurrent writes and option changes', async () => {
    const { org, admin, space } = await orgWithFields();
    const writes = Array.from({ length: 8 }, (_, i) =>
      inject('PATCH', valuesUrl(space.id), admin.token, {
        values: {
          priority: { value: i },
          platforms: { value: i % 2 ? ['ios', 'web'] : ['android'] },
        },
      }),
    );
    const optionChange = inject('PATCH', `${fieldsUrl(org.id)}/platforms`, admin.token, {
      options: ['web', 'desktop'],
    });
    const results = await Promise.all([...writes, optionChange]);
    // A write that ran after the option change and named a removed option is refused whole.
    for (const r of results) expect([200, 204, 400]).toContain(r.statusCode);
    expect(results.at(-1)!.statusCode).toBe(200);
    const stored = await storedValues(space.id);
    // Writes are whole: the stored priority comes from a write that succeeded (if any did:
    // every write names an option the change removes, so all may be refused).
    const succeeded = results.slice(0, 8).flatMap((r, i) => (r.statusCode === 204 ? [i] : []));
    if (succeeded.length) expect(succeeded).toContain(stored.priority);
    else expect(stored.priority).toBeUndefined();
    for (const option of (stored.platforms ?? []) as string[])
      expect(['web', 'desktop']).toContain(option);
  });

  it('answers 404 for a deleted space and one of another organization', async () => {
    const { admin, space } = await orgWithFields();
    const other = await buildOrgWithAdmin(ctx.db);
    for (const method of ['GET', 'PATCH']) {
      const res = await inject(
        method,
        valuesUrl(space.id),
        other.admin.token,
        method === 'PATCH' ? { values: { owner: { value: 'x' } } } : undefined,
      );
      expect(res.statusCode, method).toBe(404);
    }
    await ctx.db.space.update({ where: { id: space.id }, data: { deletedAt: new Date() } });
    expect(
      (
        await inject('PATCH', valuesUrl(space.id), admin.token, {
          values: { owner: { value: 'x' } },
        })
      ).statusCode,
    ).toBe(404);
    expect((await inject('GET', valuesUrl('no-such-space'), admin.token)).statusCode).toBe(404);
  });
});

describe('access', () => {
  const roles: Role[] = ['create', 'review', 'edit', 'comment', 'read'];

  it('lets every member role read fields and only admins manage them', async () => {
    const { org, fields } = await orgWithFields();
    for (const role of roles) {
      const { token } = await buildMember(ctx.db, org.id, role);
      const list = await inject('GET', fieldsUrl(org.id), token);
      expect(list.statusCode, role).toBe(200);
      expect(list.json().items[0].permissions).toEqual({ view: true, edit: false });
      expect(
        (await inject('GET', `${fieldsUrl(org.id)}/${fields.text.name}`, token)).statusCode,
        role,
      ).toBe(200);
      for (const [method, url, body] of [
        ['POST', fieldsUrl(org.id), { name: `by-${role}`, type: 'text' }],
        ['PATCH', `${fieldsUrl(org.id)}/${fields.text.name}`, { title: 'x' }],
        ['DELETE', `${fieldsUrl(org.id)}/${fields.text.name}`, undefined],
      ] as const) {
        const res = await inject(method, url, token, body);
        expect(res.statusCode, `${role} ${method}`).toBe(403);
        expect(res.json().error.code).toBe(403);
      }
    }
    const guest = await buildMember(ctx.db, org.id, null);
    expect((await inject('GET', fieldsUrl(org.id), guest.token)).statusCode).toBe(403);
    expect(
      (await inject('GET', `${fieldsUrl(org.id)}/${fields.text.name}`, guest.token)).statusCode,
    ).toBe(403);
    expect(await ctx.db.customField.count({ where: { organizationId: org.id } })).toBe(6);
  });

  it('needs edit on the space to set values, view to read them; grants count', async () => {
    const { org, space } = await orgWithFields();
    const body = { values: { owner: { value: 'x' } } };
    for (const role of roles) {
      const { token } = await buildMember(ctx.db, org.id, role);
      const read = await inject('GET', valuesUrl(space.id), token);
      expect(read.statusCode, role).toBe(200);
      expect(read.json()[0].customField.permissions).toEqual({ view: true, edit: false });
      const write = await inject('PATCH', valuesUrl(space.id), token, body);
      expect(write.statusCode, role).toBe(['create', 'review', 'edit'].includes(role) ? 204 : 403);
    }
    // A guest reaches the space only through a grant; a team grant counts too.
    const guest = await buildMember(ctx.db, org.id, null);
    expect((await inject('GET', valuesUrl(space.id), guest.token)).statusCode).toBe(403);
    await grantSpace(ctx.db, space.id, { userId: guest.user.id }, 'comment');
    expect((await inject('GET', valuesUrl(space.id), guest.token)).statusCode).toBe(200);
    expect((await inject('PATCH', valuesUrl(space.id), guest.token, body)).statusCode).toBe(403);
    const reader = await buildMember(ctx.db, org.id, 'read');
    const team = await buildTeam(ctx.db, org.id, { members: [{ userId: reader.user.id }] });
    await grantSpace(ctx.db, space.id, { teamId: team.id }, 'edit');
    expect(
      (
        await inject('PATCH', valuesUrl(space.id), reader.token, {
          values: { owner: { value: 'by team' } },
        })
      ).statusCode,
    ).toBe(204);
    expect(await storedValues(space.id)).toEqual({ owner: 'by team' });
  });

  it("answers 404 for another organization's fields, never 403", async () => {
    const { org, fields } = await orgWithFields();
    const other = await buildOrgWithAdmin(ctx.db);
    for (const [method, url, body] of [
      ['GET', fieldsUrl(org.id), undefined],
      ['POST', fieldsUrl(org.id), { name: 'x', type: 'text' }],
      ['GET', `${fieldsUrl(org.id)}/${fields.text.name}`, undefined],
      ['PATCH', `${fieldsUrl(org.id)}/${fields.text.name}`, { title: 'x' }],
      ['DELETE', `${fieldsUrl(org.id)}/${fields.text.name}`, undefined],
    ] as const) {
      const res = await inject(method, url, other.admin.token, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // The field's name under the other organization's path is not found either.
    expect(
      (await inject('GET', `${fieldsUrl(other.org.id)}/${fields.text.name}`, other.admin.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject('DELETE', `${fieldsUrl(other.org.id)}/${fields.text.name}`, other.admin.token))
        .statusCode,
    ).toBe(404);
    expect(await ctx.db.customField.count({ where: { id: fields.text.id } })).toBe(1);
  });

  it('requires authentication', async () => {
    const { org } = await buildOrgWithAdmin(ctx.db);
    const res = await ctx.app.inject({ method: 'GET', url: fieldsUrl(org.id) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe(401);
  });
});

describe('@gitbook/api client on custom fields', () => {
  it('manages fields and space values against a real port', async () => {
    const endpoint = await listenOnFreePort(ctx);
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const space = await buildSpace(ctx.db, org.id);
    const api = new GitBookAPI({ endpoint, authToken: admin.token });
    // The client's current release has no custom field methods; its generic request() sends
    // exactly what its earlier generated methods (createOrganizationCustomField, …) sent.
    const call = <T>(method: string, path: string, body?: unknown) =>
      api.request<T>({
        method,
        path,
        secure: true,
        format: 'json',
        ...(body !== undefined ? { body, type: ContentType.Json } : {}),
      });

    const created = await call<{ name: string; type: string; options: string[] }>(
      'POST',
      `/orgs/${org.id}/custom-fields`,
      {
        name: 'stage',
        type: 'select:single',
        options: ['draft', 'ga'],
      },
    );
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      name: 'stage',
      type: 'select:single',
      options: ['draft', 'ga'],
    });
    expect(
      (
        await call<{ items: unknown[]; count: number }>(
          'GET',
          `/orgs/${org.id}/custom-fields?limit=10`,
        )
      ).data.count,
    ).toBe(1);
    const updated = await call<{ title: string }>('PATCH', `/orgs/${org.id}/custom-fields/stage`, {
      title: 'Stage',
    });
    expect(updated.data.title).toBe('Stage');

    const set = await api.request({
      method: 'PATCH',
      path: `/spaces/${space.id}/custom-fields`,
      secure: true,
      body: { values: { stage: { value: 'ga' } } },
      type: ContentType.Json,
    });
    expect(set.status).toBe(204);
    const values = await call<{ customField: { name: string }; value: unknown }[]>(
      'GET',
      `/spaces/${space.id}/custom-fields`,
    );
    expect(values.data.map((v) => [v.customField.name, v.value])).toEqual([['stage', 'ga']]);
    await expect(
      call('PATCH', `/spaces/${space.id}/custom-fields`, { values: { stage: { value: 'beta' } } }),
    ).rejects.toMatchObject({
      code: 400,
      errorMessage: expect.stringContaining('body.values.stage.value'),
    });

    expect(
      (
        await api.request({
          method: 'DELETE',
          path: `/orgs/${org.id}/custom-fields/stage`,
          secure: true,
        })
      ).status,
    ).toBe(204);
    await expect(call('GET', `/orgs/${org.id}/custom-fields/stage`)).rejects.toMatchObject({
      code: 404,
    });
  });
});

describe('OpenAPI document', () => {
  it('describes the custom fields endpoints', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(Object.keys(doc.paths['/v1/orgs/{organizationId}/custom-fields'])).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
    expect(Object.keys(doc.paths['/v1/orgs/{organizationId}/custom-fields/{fieldName}'])).toEqual(
      expect.arrayContaining(['get', 'patch', 'delete']),
    );
    expect(Object.keys(doc.paths['/v1/spaces/{spaceId}/custom-fields'])).toEqual(
      expect.arrayContaining(['get', 'patch']),
    );
    const list =
      doc.paths['/v1/orgs/{organizationId}/custom-fields'].get.responses['200'].content[
        'application/json'
      ].schema;
    expect(list.properties.items.items).toEqual({ $ref: '#/components/schemas/CustomField' });
  });
});
