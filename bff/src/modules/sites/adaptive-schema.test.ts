import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestContext, type TestContext } from '../../../test/helper.js';
import { buildMember, buildOrgWithAdmin, buildSite } from '../../../test/factories.js';

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

const validSchema = () => ({
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://example.com/visitor.json',
  type: 'object',
  properties: {
    unsigned: {
      type: 'object',
      description: 'Unsigned claims of the site visitor.',
      properties: { betaUser: { type: 'boolean', description: 'Opted into beta features' } },
      additionalProperties: false,
    },
    isEnterprise: { type: 'boolean', description: 'Customer on the enterprise plan' },
  },
  required: ['isEnterprise'],
  additionalProperties: false,
});

async function siteUrl() {
  const { org, admin } = await buildOrgWithAdmin(ctx.db);
  const site = await buildSite(ctx.db, org.id);
  return { org, admin, site, url: `/v1/orgs/${org.id}/sites/${site.id}/adaptive-schema` };
}

describe('adaptive schema', () => {
  it('starts as an empty visitor schema, then stores and returns what is PUT', async () => {
    const { admin, url, org } = await siteUrl();
    const initial = await inject('GET', url, admin.token);
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({
      object: 'site-adaptive-schema',
      jsonSchema: {
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: {
          unsigned: {
            type: 'object',
            description: 'Unsigned claims of the site visitor.',
            properties: {},
            additionalProperties: false,
          },
        },
        additionalProperties: false,
      },
      updatedAt: expect.any(String),
    });

    const put = await inject('PUT', url, admin.token, { jsonSchema: validSchema() });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      object: 'site-adaptive-schema',
      jsonSchema: validSchema(),
      updatedAt: expect.any(String),
    });
    expect(new Date(put.json().updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(initial.json().updatedAt).getTime(),
    );
    expect((await inject('GET', url, admin.token)).json()).toEqual(put.json());

    // PUT replaces the whole schema; the same $id on another site is no problem.
    const replaced = {
      type: 'object',
      properties: { staff: { type: 'boolean', description: 'Works here' } },
      additionalProperties: false,
    };
    expect(
      (await inject('PUT', url, admin.token, { jsonSchema: replaced })).json().jsonSchema,
    ).toEqual(replaced);
    const other = await buildSite(ctx.db, org.id);
    expect(
      (
        await inject('PUT', `/v1/orgs/${org.id}/sites/${other.id}/adaptive-schema`, admin.token, {
          jsonSchema: validSchema(),
        })
      ).statusCode,
    ).toBe(200);
  });

  const broken: [string, (s: ReturnType<typeof validSchema>) => unknown, string][] = [
    ['a missing jsonSchema', () => undefined, 'body.jsonSchema'],
    [
      'another JSON Schema draft',
      (s) => ({ ...s, $schema: 'https://json-schema.org/draft/2020-12/schema' }),
      'body.jsonSchema.$schema',
    ],
    ['a schema that is not JSON Schema', (s) => ({ ...s, type: 'objekt' }), 'body.jsonSchema.type'],
    ['an unknown keyword', (s) => ({ ...s, sparkle: true }), 'body.jsonSchema'],
    [
      'a required claim that is not declared',
      (s) => ({ ...s, required: ['nope'] }),
      'body.jsonSchema',
    ],
    ['a non-object root', (s) => ({ ...s, type: 'array' }), 'body.jsonSchema.type'],
    [
      'open additional properties',
      (s) => ({ ...s, additionalProperties: true }),
      'body.jsonSchema.additionalProperties',
    ],
    [
      'missing additionalProperties',
      ({ additionalProperties: _, ...s }) => s,
      'body.jsonSchema.additionalProperties',
    ],
    ['missing properties', ({ properties: _, ...s }) => s, 'body.jsonSchema.properties'],
    [
      'a string claim',
      (s) => ({
        ...s,
        properties: { ...s.properties, plan: { type: 'string', description: 'Plan' } },
      }),
      'body.jsonSchema.properties.plan.type',
    ],
    [
      'a claim without description',
      (s) => ({ ...s, properties: { ...s.properties, isEnterprise: { type: 'boolean' } } }),
      'body.jsonSchema.properties.isEnterprise.description',
    ],
    [
      'unsigned that is not an object',
      (s) => ({
        ...s,
        properties: { ...s.properties, unsigned: { type: 'boolean', description: 'x' } },
      }),
      'body.jsonSchema.properties.unsigned.type',
    ],
    [
      'unsigned with open additional properties',
      (s) => ({
        ...s,
        properties: {
          ...s.properties,
          unsigned: { ...s.properties.unsigned, additionalProperties: true },
        },
      }),
      'body.jsonSchema.properties.unsigned.additionalProperties',
    ],
    [
      'an unsigned claim that is a number',
      (s) => ({
        ...s,
        properties: {
          ...s.properties,
          unsigned: {
            ...s.properties.unsigned,
            properties: { seats: { type: 'number', description: 'Seats' } },
          },
        },
      }),
      'body.jsonSchema.properties.unsigned.properties.seats.type',
    ],
  ];

  it.each(broken)('rejects %s with a 400 naming where', async (_name, mutate, field) => {
    const { admin, url } = await siteUrl();
    const jsonSchema = mutate(validSchema());
    const res = await inject(
      'PUT',
      url,
      admin.token,
      jsonSchema === undefined ? {} : { jsonSchema },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(400);
    expect(res.json().error.message).toContain(`${field}`);
    // Nothing was stored.
    expect((await inject('GET', url, admin.token)).json().jsonSchema.properties).toEqual({
      unsigned: {
        type: 'object',
        description: 'Unsigned claims of the site visitor.',
        properties: {},
        additionalProperties: false,
      },
    });
  });

  it('lets readers see it and only create or admin roles change it', async () => {
    const { org, url } = await siteUrl();
    const reader = await buildMember(ctx.db, org.id, 'read');
    const editor = await buildMember(ctx.db, org.id, 'edit');
    const creator = await buildMember(ctx.db, org.id, 'create');
    expect((await inject('GET', url, reader.token)).statusCode).toBe(200);
    expect((await inject('PUT', url, editor.token, { jsonSchema: validSchema() })).statusCode).toBe(
      403,
    );
    expect(
      (await inject('PUT', url, creator.token, { jsonSchema: validSchema() })).statusCode,
    ).toBe(200);
  });
});
