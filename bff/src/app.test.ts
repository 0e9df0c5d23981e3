// The app shell around the API: the dashboard's files, its client-side routes, and the
// API reference, next to 404s in the contract's shape.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestContext, type TestContext } from '../test/helper.js';

let ctx: TestContext;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  ctx = await buildTestContext({ WEB_DIST_DIR: dist });
});
afterAll(() => ctx.close());

describe('serving the dashboard', () => {
  it('serves index.html for client-side routes and the built assets', async () => {
    const page = await ctx.app.inject({ url: '/app/orgs/abc/settings' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');
    const asset = await ctx.app.inject({ url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
  });

  it('keeps 404s of the API, missing assets and other methods in the error shape', async () => {
    for (const [method, url] of [
      ['GET', '/v1/nope'],
      ['GET', '/assets/missing.js'],
      ['POST', '/app/orgs'],
      ['GET', '/auth/nope'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, url).toBe(url.startsWith('/v1') ? 401 : 404);
      expect(res.json().error.code).toBe(res.statusCode);
    }
  });

  it('publishes its OpenAPI document and a reference page', async () => {
    const doc = (await ctx.app.inject({ url: '/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/v1/orgs/{organizationId}/members']).toBeDefined();
    expect(doc.paths['/v1/orgs/{organizationId}'].patch.requestBody).toBeDefined();
    // Every $ref points at a component that exists.
    const refs = [
      ...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g),
    ].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) expect(doc.components.schemas[ref], ref).toBeDefined();
    expect(doc.components.schemas.Organization.properties.title).toBeDefined();
    // And the whole document is valid OpenAPI.
    const result = await validate(structuredClone(doc));
    expect(result.valid, JSON.stringify(result.valid ? [] : result.errors).slice(0, 2000)).toBe(
      true,
    );
    const reference = await ctx.app.inject({ url: '/reference/' });
    expect(reference.statusCode).toBe(200);
    expect(reference.headers['content-type']).toMatch(/text\/html/);
  });
});
