import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GitBookAPI } from '@gitbook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestContext,
  listenOnFreePort,
  type TestContext,
} from '../../../test/helper.js';
import { buildMember, buildOpenAPISpec, buildOrgWithAdmin } from '../../../test/factories.js';
import type { Role } from '../../generated/prisma/client.js';
import { startJobs } from '../../jobs/index.js';
import { ROLES, organizationPermissions } from '../../policies/organization.js';
import { OpenAPISpecPolicy } from '../../policies/openapi.js';
import {
  DEFAULT_FETCH_LIMITS,
  fetchSpecText,
  processOpenAPISpec,
  type FetchLimits,
  type ProcessJobData,
} from './processing.js';
import { MAX_SPEC_BYTES } from './schema.js';

const VALID_YAML = `openapi: 3.0.3
info:
  title: Pets
  version: 1.0.0
  x-released: 2024-01-01
paths:
  /pets/{petId}:
    get:
      operationId: getPet
      parameters:
        - name: petId
          in: path
          required: true
          schema: { type: string }
      responses:
        '200':
          description: A pet
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Pet' }
components:
  schemas:
    Pet:
      type: object
      properties:
        name: { type: string }
`;
const VALID_JSON = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Pets v2', version: '2.0.0' },
  paths: { '/pets': { get: { responses: { '200': { description: 'Pets' } } } } },
});
// Parses as YAML but is no OpenAPI document (no info, a path without a leading slash).
const NOT_OPENAPI = 'openapi: 3.0.3\npaths:\n  pets: {}\n';
const BROKEN_YAML = 'openapi: 3.0.3\ninfo: [unclosed\n';

let ctx: TestContext;
let server: Server;
let base: string;
const SLOW_MS = 1500;
/** The test's spec server is on 127.0.0.1, which production fetching refuses. */
const LOCAL_LIMITS: FetchLimits = { ...DEFAULT_FETCH_LIMITS, allowPrivateAddresses: true };

beforeAll(async () => {
  ctx = await buildTestContext();
  server = createServer((req, res) => {
    const send = (status: number, body: string, type = 'application/yaml') =>
      res.writeHead(status, { 'content-type': type }).end(body);
    switch (req.url) {
      case '/specs/pets.yaml':
        return send(200, VALID_YAML);
      case '/specs/pets.json':
        return send(200, VALID_JSON, 'application/json');
      case '/specs/broken.yaml':
        return send(200, BROKEN_YAML);
      case '/specs/not-openapi.yaml':
        return send(200, NOT_OPENAPI);
      case '/specs/unavailable.yaml':
        return send(503, 'try later', 'text/plain');
      case '/specs/redirect.yaml':
        return res.writeHead(302, { location: '/specs/pets.yaml' }).end();
      case '/specs/declared-huge.yaml':
        // Says it is over 10 MB: refused before reading.
        res.writeHead(200, { 'content-length': String(MAX_SPEC_BYTES + 1) });
        return res.write('openapi: 3.0.3\n');
      case '/specs/streamed-huge.yaml': {
        // No length announced: the reader stops past the limit.
        res.writeHead(200, { 'content-type': 'application/yaml' });
        const chunk = `# ${'x'.repeat(1022)}\n`;
        let sent = 0;
        const pump = () => {
          while (sent <= MAX_SPEC_BYTES + 1024 && res.write(chunk)) sent += chunk.length;
          if (sent <= MAX_SPEC_BYTES + 1024) res.once('drain', pump);
          else res.end();
        };
        res.on('error', () => {});
        return pump();
      }
      case '/specs/slow.yaml':
        res.writeHead(200, { 'content-type': 'application/yaml' });
        res.write('openapi: 3.0.3\n');
        return void setTimeout(
          () => res.end('info: {title: Slow, version: 1.0.0}\npaths: {}\n'),
          SLOW_MS,
        ).unref();
      case '/specs/paths.yaml':
        return send(200, "get:\n  responses:\n    '200': {description: OK}\n");
      case '/specs/external-ref.yaml':
        // The parser's own resolver refuses loopback and private addresses for $refs, though
        // /specs/paths.yaml is served above.
        return send(
          200,
          `openapi: 3.0.3\ninfo: {title: Ext, version: 1.0.0}\npaths:\n  /a:\n    $ref: '${base}/specs/paths.yaml'\n`,
        );
      default:
        return send(404, 'not found', 'text/plain');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

const inject = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

/** The job the API enqueued for the spec's current request (read back from the row). */
async function jobFor(specId: string, source: ProcessJobData['source']): Promise<ProcessJobData> {
  const spec = await ctx.db.openAPISpec.findUniqueOrThrow({ where: { id: specId } });
  return { specId, requestedAt: spec.updatedAt.toISOString(), source };
}

async function createViaApi(
  orgId: string,
  token: string,
  slug: string,
  source: ProcessJobData['source'],
) {
  const res = await inject('POST', `/v1/orgs/${orgId}/openapi`, token, { slug, source });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; slug: string };
}

/** Creates a spec through the API and runs its job to the end. */
async function createAndProcess(
  orgId: string,
  token: string,
  slug: string,
  source: ProcessJobData['source'],
  limits?: FetchLimits,
) {
  const spec = await createViaApi(orgId, token, slug, source);
  const outcome = await processOpenAPISpec(ctx.db, await jobFor(spec.id, source), {
    lastAttempt: true,
    limits: limits ?? LOCAL_LIMITS,
  });
  return { spec, outcome };
}

describe('POST /v1/orgs/:id/openapi', () => {
  it('creates a pending spec and returns every contract field', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const url = `${base}/specs/pets.yaml`;
    const res = await inject('POST', `/v1/orgs/${org.id}/openapi`, admin.token, {
      slug: 'pets-api',
      source: { url },
    });
    expect(res.statusCode).toBe(201);
    const spec = res.json();
    // No version, no processing yet: the optional fields are absent, not null.
    expect(spec).toEqual({
      object: 'openapi-spec',
      id: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      slug: 'pets-api',
      sourceURL: url,
      processingState: 'pending',
      permissions: { view: true, edit: true },
      urls: {
        location: `http://docs.test/v1/orgs/${org.id}/openapi/pets-api`,
        app: `http://docs.test/app/orgs/${org.id}/openapi/pets-api`,
      },
    });
    expect(res.headers.location).toBe(spec.urls.location);
    expect(await ctx.db.openAPISpecVersion.count({ where: { specId: spec.id } })).toBe(0);
  });

  it('refuses a slug already used in the organization (409), not in another one', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const other = await buildOrgWithAdmin(ctx.db);
    await createViaApi(org.id, admin.token, 'dup', { url: `${base}/specs/pets.yaml` });
    const again = await inject('POST', `/v1/orgs/${org.id}/openapi`, admin.token, {
      slug: 'dup',
      source: { url: `${base}/specs/pets.json` },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 409, message: expect.stringContaining('dup') });
    await createViaApi(other.org.id, other.admin.token, 'dup', { url: `${base}/specs/pets.yaml` });
  });

  it('enforces the slug bounds 1-100 and its pattern', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const source = { url: `${base}/specs/pets.yaml` };
    for (const slug of [
      '',
      'a'.repeat(101),
      'Pets',
      'pets_api',
      '-pets',
      'pets-',
      'pets--api',
      'pets api',
    ]) {
      const res = await inject('POST', `/v1/orgs/${org.id}/openapi`, admin.token, { slug, source });
      expect(res.statusCode, slug).toBe(400);
      expect(res.json().error).toEqual({
        code: 400,
        message: expect.stringContaining('body.slug'),
      });
    }
    const missing = await inject('POST', `/v1/orgs/${org.id}/openapi`, admin.token, { source });
    expect(missing.json().error.message).toContain('body.slug');
    for (const slug of ['a', 'a'.repeat(100), 'v2-pets-api'])
      await createViaApi(org.id, admin.token, slug, source);
  });

  it('enforces the source: {url} up to 2048 characters over http(s), or {text}, exactly one', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const post = (source: unknown) =>
      inject('POST', `/v1/orgs/${org.id}/openapi`, admin.token, { slug: 's', source });
    const longUrl = (n: number) =>
      `https://example.com/${'a'.repeat(n - 'https://example.com/'.length)}`;
    for (const [source, field] of [
      [{ url: longUrl(2049) }, 'body.source.url'],
      [{ url: 'ftp://example.com/spec.yaml' }, 'body.source.url'],
      [{ url: 'not a url' }, 'body.source.url'],
      [{ text: '' }, 'body.source.text'],
      [{}, 'body.source'],
      [{ url: 'https://example.com/a.yaml', text: 'openapi: 3.0.3' }, 'body.source'],
      [undefined, 'body.source'],
    ] as const) {
      const res = await post(source);
      expect(res.statusCode, JSON.stringify(source)).toBe(400);
      expect(res.json().error.message).toContain(field);
    }
    const atMax = await post({ url: longUrl(2048) });
    expect(atMax.statusCode).toBe(201);
    expect(atMax.json().sourceURL).toHaveLength(2048);
  });
});

describe('processing job', () => {
  it('fetches, parses and validates a YAML spec: progress, then complete with a version', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const url = `${base}/specs/pets.yaml`;
    const spec = await createViaApi(org.id, admin.token, 'pets', { url });
    const job = await jobFor(spec.id, { url });

    // Seen from outside while the job runs: progress (the fetch is held back by a slow source).
    const slowJob = { ...job, source: { url: `${base}/specs/slow.yaml` } };
    const running = processOpenAPISpec(ctx.db, slowJob, {
      lastAttempt: true,
      limits: LOCAL_LIMITS,
    });
    await expect
      .poll(
        async () =>
          (await inject('GET', `/v1/orgs/${org.id}/openapi/pets`, admin.token)).json()
            .processingState,
      )
      .toBe('progress');
    expect(await running).toMatchObject({ state: 'complete' });

    const outcome = await processOpenAPISpec(ctx.db, await jobFor(spec.id, { url }), {
      lastAttempt: true,
      limits: LOCAL_LIMITS,
    });
    expect(outcome).toMatchObject({ state: 'complete', versionId: expect.any(String) });
    const versionId = (outcome as { versionId: string }).versionId;

    const got = (await inject('GET', `/v1/orgs/${org.id}/openapi/pets`, admin.token)).json();
    expect(got).toMatchObject({
      processingState: 'complete',
      lastVersion: versionId,
      lastProcessedAt: expect.any(String),
    });
    expect(got).not.toHaveProperty('lastProcessErrorCode');

    const latest = await inject(
      'GET',
      `/v1/orgs/${org.id}/openapi/pets/versions/latest`,
      admin.token,
    );
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toEqual({
      object: 'openapi-spec-version',
      id: versionId,
      createdAt: expect.any(String),
      url,
      urls: { location: `http://docs.test/v1/orgs/${org.id}/openapi/pets/versions/${versionId}` },
    });
    const content = await inject(
      'GET',
      `/v1/orgs/${org.id}/openapi/pets/versions/latest/content`,
      admin.token,
    );
    expect(content.statusCode).toBe(200);
    const body = content.json();
    expect(body).toEqual({ filesystem: { 'pets.yaml': expect.any(Object) }, url });
    // The parsed document as written: $refs kept, YAML dates left as strings.
    expect(body.filesystem['pets.yaml']).toMatchObject({
      openapi: '3.0.3',
      info: { title: 'Pets', version: '1.0.0', 'x-released': '2024-01-01' },
      paths: {
        '/pets/{petId}': {
          get: {
            responses: {
              '200': {
                content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
              },
            },
          },
        },
      },
    });
    const byId = await inject(
      'GET',
      `/v1/orgs/${org.id}/openapi/pets/versions/${versionId}/content`,
      admin.token,
    );
    expect(byId.json()).toEqual(body);
  });

  it('parses JSON too, follows redirects, and names the file after the URL', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const json = await createAndProcess(org.id, admin.token, 'json', {
      url: `${base}/specs/pets.json`,
    });
    expect(json.outcome.state).toBe('complete');
    const content = (
      await inject('GET', `/v1/orgs/${org.id}/openapi/json/versions/latest/content`, admin.token)
    ).json();
    expect(content.filesystem).toEqual({ 'pets.json': JSON.parse(VALID_JSON) });

    const redirected = await createAndProcess(org.id, admin.token, 'redirected', {
      url: `${base}/specs/redirect.yaml`,
    });
    expect(redirected.outcome.state).toBe('complete');
  });

  it('processes a spec sent as text; its version URL is its own content endpoint', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const { spec, outcome } = await createAndProcess(org.id, admin.token, 'inline', {
      text: VALID_YAML,
    });
    expect(outcome.state).toBe('complete');
    const got = (await inject('GET', `/v1/orgs/${org.id}/openapi/inline`, admin.token)).json();
    expect(got).not.toHaveProperty('sourceURL');
    const versionId = got.lastVersion;
    const contentUrl = `http://docs.test/v1/orgs/${org.id}/openapi/inline/versions/${versionId}/content`;
    expect(
      (await inject('GET', `/v1/orgs/${org.id}/openapi/inline/versions/latest`, admin.token)).json()
        .url,
    ).toBe(contentUrl);
    const content = (
      await inject('GET', contentUrl.replace('http://docs.test', ''), admin.token)
    ).json();
    expect(content).toEqual({
      filesystem: {
        'openapi.yaml': expect.objectContaining({
          info: expect.objectContaining({ title: 'Pets' }),
        }),
      },
      url: contentUrl,
    });
    expect(spec.id).toBe(got.id);
  });

  it('records each failure with its error code and keeps the previous version', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const first = await createAndProcess(org.id, admin.token, 'keeps', {
      url: `${base}/specs/pets.yaml`,
    });
    const v1 = (first.outcome as { versionId: string }).versionId;
    // A short timeout for the slow source only: streaming 10 MB may take longer than that under load.
    const limitsFor = (path: string): FetchLimits => ({
      ...LOCAL_LIMITS,
      timeoutMs: path === 'slow.yaml' ? 300 : 15_000,
    });

    for (const [path, code] of [
      ['broken.yaml', 'PARSE_ERROR'],
      ['not-openapi.yaml', 'PARSE_ERROR'],
      ['external-ref.yaml', 'PARSE_ERROR'],
      ['missing.yaml', 'FETCH_ERROR'],
      ['unavailable.yaml', 'FETCH_ERROR'],
      ['declared-huge.yaml', 'FETCH_ERROR'],
      ['streamed-huge.yaml', 'FETCH_ERROR'],
      ['slow.yaml', 'FETCH_TIMEOUT'],
    ] as const) {
      const source = { url: `${base}/specs/${path}` };
      const put = await inject('PUT', `/v1/orgs/${org.id}/openapi/keeps`, admin.token, { source });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({
        processingState: 'pending',
        lastVersion: v1,
        sourceURL: source.url,
      });
      expect(put.json()).not.toHaveProperty('lastProcessErrorCode');
      const outcome = await processOpenAPISpec(ctx.db, await jobFor(first.spec.id, source), {
        lastAttempt: true,
        limits: limitsFor(path),
      });
      expect(outcome, path).toMatchObject({ state: 'failed', code });
      const got = (await inject('GET', `/v1/orgs/${org.id}/openapi/keeps`, admin.token)).json();
      expect(got, path).toMatchObject({
        processingState: 'complete',
        lastProcessErrorCode: code,
        lastVersion: v1,
      });
    }
    expect(await ctx.db.openAPISpecVersion.count({ where: { specId: first.spec.id } })).toBe(1);
    expect(
      (await inject('GET', `/v1/orgs/${org.id}/openapi/keeps/versions/latest`, admin.token)).json()
        .id,
    ).toBe(v1);

    // A later success clears the error and becomes the latest.
    const again = await inject('PUT', `/v1/orgs/${org.id}/openapi/keeps`, admin.token, {
      source: { url: `${base}/specs/pets.json` },
    });
    const outcome = await processOpenAPISpec(
      ctx.db,
      await jobFor(again.json().id, { url: `${base}/specs/pets.json` }),
      { lastAttempt: true, limits: LOCAL_LIMITS },
    );
    const got = (await inject('GET', `/v1/orgs/${org.id}/openapi/keeps`, admin.token)).json();
    expect(got.lastVersion).toBe((outcome as { versionId: string }).versionId);
    expect(got).not.toHaveProperty('lastProcessErrorCode');
  });

  it('bounds the fetch: 10 MB, the timeout, http(s) only', async () => {
    const limits: FetchLimits = { timeoutMs: 5000, maxBytes: 1024, allowPrivateAddresses: true };
    await expect(fetchSpecText(`${base}/specs/pets.yaml`, limits)).resolves.toBe(VALID_YAML);
    await expect(
      fetchSpecText(`${base}/specs/pets.yaml`, { ...limits, maxBytes: VALID_YAML.length - 1 }),
    ).rejects.toMatchObject({ code: 'FETCH_ERROR', transient: false });
    await expect(
      fetchSpecText(`${base}/specs/pets.yaml`, { ...limits, maxBytes: VALID_YAML.length }),
    ).resolves.toBe(VALID_YAML);
    const started = Date.now();
    await expect(
      fetchSpecText(`${base}/specs/slow.yaml`, { ...limits, timeoutMs: 200 }),
    ).rejects.toMatchObject({ code: 'FETCH_TIMEOUT', transient: true });
    // By default, loopback, private and link-local addresses (cloud metadata) are refused.
    for (const url of [
      `${base}/specs/pets.yaml`,
      'http://10.1.2.3/spec.yaml',
      'http://[::1]/spec.yaml',
      'http://169.254.169.254/latest/meta-data',
    ]) {
      await expect(fetchSpecText(url), url).rejects.toMatchObject({
        code: 'FETCH_ERROR',
        message: expect.stringMatching(/private or local/),
      });
    }
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
    await expect(fetchSpecText('file:///etc/passwd')).rejects.toMatchObject({
      code: 'FETCH_ERROR',
    });
    await expect(fetchSpecText(`${base}/specs/missing.yaml`, LOCAL_LIMITS)).rejects.toMatchObject({
      code: 'FETCH_ERROR',
      transient: false,
    });
    await expect(
      fetchSpecText(`${base}/specs/unavailable.yaml`, LOCAL_LIMITS),
    ).rejects.toMatchObject({ code: 'FETCH_ERROR', transient: true });
    await expect(
      fetchSpecText('http://127.0.0.1:1/closed.yaml', LOCAL_LIMITS),
    ).rejects.toMatchObject({ code: 'FETCH_ERROR', transient: true });
  });

  it('leaves a transient failure to pg-boss retries until the last attempt', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const source = { url: `${base}/specs/unavailable.yaml` };
    const spec = await createViaApi(org.id, admin.token, 'flaky', source);
    const job = await jobFor(spec.id, source);
    await expect(
      processOpenAPISpec(ctx.db, job, { lastAttempt: false, limits: LOCAL_LIMITS }),
    ).rejects.toMatchObject({ code: 'FETCH_ERROR', transient: true });
    const during = await ctx.db.openAPISpec.findUniqueOrThrow({ where: { id: spec.id } });
    expect(during).toMatchObject({ processingState: 'progress', lastProcessErrorCode: null });
    // The retry still matches the request (progress keeps updatedAt).
    expect(
      await processOpenAPISpec(ctx.db, job, { lastAttempt: true, limits: LOCAL_LIMITS }),
    ).toMatchObject({ state: 'failed', code: 'FETCH_ERROR' });
    // A permanent failure is recorded on any attempt.
    const put = await inject('PUT', `/v1/orgs/${org.id}/openapi/flaky`, admin.token, {
      source: { url: `${base}/specs/missing.yaml` },
    });
    expect(put.statusCode).toBe(200);
    const permanent = await processOpenAPISpec(
      ctx.db,
      await jobFor(spec.id, { url: `${base}/specs/missing.yaml` }),
      { lastAttempt: false, limits: LOCAL_LIMITS },
    );
    expect(permanent).toMatchObject({ state: 'failed', code: 'FETCH_ERROR' });
  });

  it('drops a job superseded by a later request or by deletion', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const oldSource = { url: `${base}/specs/pets.yaml` };
    const spec = await createViaApi(org.id, admin.token, 'superseded', oldSource);
    const oldJob = await jobFor(spec.id, oldSource);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const put = await inject('PUT', `/v1/orgs/${org.id}/openapi/superseded`, admin.token, {
      source: { url: `${base}/specs/pets.json` },
    });
    expect(put.statusCode).toBe(200);
    expect(
      await processOpenAPISpec(ctx.db, oldJob, { lastAttempt: true, limits: LOCAL_LIMITS }),
    ).toEqual({ state: 'superseded' });
    expect(await ctx.db.openAPISpec.findUniqueOrThrow({ where: { id: spec.id } })).toMatchObject({
      processingState: 'pending',
      lastVersionId: null,
    });
    const newJob = await jobFor(spec.id, { url: `${base}/specs/pets.json` });
    expect(
      await inject('DELETE', `/v1/orgs/${org.id}/openapi/superseded`, admin.token).then(
        (r) => r.statusCode,
      ),
    ).toBe(205);
    expect(
      await processOpenAPISpec(ctx.db, newJob, { lastAttempt: true, limits: LOCAL_LIMITS }),
    ).toEqual({ state: 'superseded' });
    expect(await ctx.db.openAPISpecVersion.count({ where: { specId: spec.id } })).toBe(0);
  });

  it('runs through pg-boss: the API enqueues, the worker makes the version', async () => {
    const jobs = await startJobs({
      databaseUrl: ctx.databaseUrl,
      db: ctx.db,
      log: ctx.app.log,
      fetchPrivateAddresses: true,
    });
    try {
      expect(await jobs.boss.getQueue('process-openapi-spec')).toMatchObject({
        retryLimit: 3,
        retryBackoff: true,
      });
      const { org, admin } = await buildOrgWithAdmin(ctx.db);
      await createViaApi(org.id, admin.token, 'queued', { url: `${base}/specs/pets.yaml` });
      await expect
        .poll(
          async () =>
            (await inject('GET', `/v1/orgs/${org.id}/openapi/queued`, admin.token)).json(),
          { timeout: 15_000, interval: 200 },
        )
        .toMatchObject({ processingState: 'complete', lastVersion: expect.any(String) });
    } finally {
      await jobs.stop();
    }
  });
});

describe('reading specs and versions', () => {
  it('lists specs with keyset pages', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const a = await buildOpenAPISpec(ctx.db, org.id, { slug: 'a' });
    const b = await buildOpenAPISpec(ctx.db, org.id, { slug: 'b', versions: 1 });
    await buildOpenAPISpec(ctx.db, (await buildOrgWithAdmin(ctx.db)).org.id, { slug: 'elsewhere' });
    const first = await inject('GET', `/v1/orgs/${org.id}/openapi?limit=1`, admin.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      count: 2,
      items: [{ object: 'openapi-spec', id: a.spec.id, slug: 'a' }],
      next: { page: expect.any(String) },
    });
    const second = (
      await inject(
        'GET',
        `/v1/orgs/${org.id}/openapi?limit=1&page=${first.json().next.page}`,
        admin.token,
      )
    ).json();
    expect(second.items.map((s: { id: string }) => s.id)).toEqual([b.spec.id]);
    expect(second.items[0]).toMatchObject({
      processingState: 'complete',
      lastVersion: b.versions[0]!.id,
    });
    expect(second).not.toHaveProperty('next');
    for (const limit of [0, 1001])
      expect(
        (await inject('GET', `/v1/orgs/${org.id}/openapi?limit=${limit}`, admin.token)).statusCode,
      ).toBe(400);
  });

  it('lists versions newest first and gets each by ID', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const { versions } = await buildOpenAPISpec(ctx.db, org.id, { slug: 'multi', versions: 3 });
    const page1 = (
      await inject('GET', `/v1/orgs/${org.id}/openapi/multi/versions?limit=2`, admin.token)
    ).json();
    expect(page1.count).toBe(3);
    expect(page1.items.map((v: { id: string }) => v.id)).toEqual([
      versions[2]!.id,
      versions[1]!.id,
    ]);
    const page2 = (
      await inject(
        'GET',
        `/v1/orgs/${org.id}/openapi/multi/versions?limit=2&page=${page1.next.page}`,
        admin.token,
      )
    ).json();
    expect(page2.items.map((v: { id: string }) => v.id)).toEqual([versions[0]!.id]);
    const one = await inject(
      'GET',
      `/v1/orgs/${org.id}/openapi/multi/versions/${versions[0]!.id}`,
      admin.token,
    );
    expect(one.json()).toEqual({
      object: 'openapi-spec-version',
      id: versions[0]!.id,
      createdAt: versions[0]!.createdAt.toISOString(),
      url: 'https://example.com/openapi.yaml',
      urls: {
        location: `http://docs.test/v1/orgs/${org.id}/openapi/multi/versions/${versions[0]!.id}`,
      },
    });
    const content = (
      await inject(
        'GET',
        `/v1/orgs/${org.id}/openapi/multi/versions/${versions[0]!.id}/content`,
        admin.token,
      )
    ).json();
    expect(content.filesystem['openapi.yaml'].info.title).toBe('API 1');
    expect(
      (
        await inject('GET', `/v1/orgs/${org.id}/openapi/multi/versions/latest/content`, admin.token)
      ).json().filesystem['openapi.yaml'].info.title,
    ).toBe('API 3');
  });

  it('has no latest version before the first processing (404)', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    await buildOpenAPISpec(ctx.db, org.id, { slug: 'fresh' });
    for (const path of ['versions/latest', 'versions/latest/content']) {
      const res = await inject('GET', `/v1/orgs/${org.id}/openapi/fresh/${path}`, admin.token);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error).toEqual({ code: 404, message: expect.any(String) });
    }
    expect(
      (await inject('GET', `/v1/orgs/${org.id}/openapi/fresh/versions`, admin.token)).json(),
    ).toEqual({ items: [], count: 0 });
    expect(
      (await inject('GET', `/v1/orgs/${org.id}/openapi/missing`, admin.token)).statusCode,
    ).toBe(404);
  });
});

describe('PUT and DELETE /v1/orgs/:id/openapi/:slug', () => {
  it('PUT creates a missing spec (200) and updates an existing one', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const created = await inject('PUT', `/v1/orgs/${org.id}/openapi/new-spec`, admin.token, {
      source: { url: `${base}/specs/pets.yaml` },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      object: 'openapi-spec',
      slug: 'new-spec',
      processingState: 'pending',
      sourceURL: `${base}/specs/pets.yaml`,
    });
    const updated = await inject('PUT', `/v1/orgs/${org.id}/openapi/new-spec`, admin.token, {
      source: { text: VALID_JSON },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().id).toBe(created.json().id);
    expect(updated.json()).not.toHaveProperty('sourceURL');
    expect(await ctx.db.openAPISpec.count({ where: { organizationId: org.id } })).toBe(1);

    const bad = await inject('PUT', `/v1/orgs/${org.id}/openapi/Bad_Slug`, admin.token, {
      source: { url: `${base}/specs/pets.yaml` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('params.specSlug');
    const noSource = await inject('PUT', `/v1/orgs/${org.id}/openapi/new-spec`, admin.token, {});
    expect(noSource.json().error.message).toContain('body.source');
  });

  it('DELETE removes the spec and its versions (205)', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const { spec } = await buildOpenAPISpec(ctx.db, org.id, { slug: 'gone', versions: 2 });
    const res = await inject('DELETE', `/v1/orgs/${org.id}/openapi/gone`, admin.token);
    expect(res.statusCode).toBe(205);
    expect(res.body).toBe('');
    expect(await ctx.db.openAPISpecVersion.count({ where: { specId: spec.id } })).toBe(0);
    expect((await inject('GET', `/v1/orgs/${org.id}/openapi/gone`, admin.token)).statusCode).toBe(
      404,
    );
    expect(
      (await inject('DELETE', `/v1/orgs/${org.id}/openapi/gone`, admin.token)).statusCode,
    ).toBe(404);
  });
});

describe('access', () => {
  it('gives create and admin edit rights; every other member reads (403 on writes)', async () => {
    const { org } = await buildOrgWithAdmin(ctx.db);
    await buildOpenAPISpec(ctx.db, org.id, { slug: 'shared', versions: 1 });
    const source = { url: `${base}/specs/pets.yaml` };
    for (const role of [...ROLES, null] as (Role | null)[]) {
      const { token } = await buildMember(ctx.db, org.id, role);
      const canEdit = role === 'admin' || role === 'create';
      const got = await inject('GET', `/v1/orgs/${org.id}/openapi/shared`, token);
      expect(got.statusCode, String(role)).toBe(200);
      expect(got.json().permissions, String(role)).toEqual({ view: true, edit: canEdit });
      for (const path of ['', '/versions', '/versions/latest', '/versions/latest/content']) {
        expect(
          (await inject('GET', `/v1/orgs/${org.id}/openapi/shared${path}`, token)).statusCode,
          `${role} ${path}`,
        ).toBe(200);
      }
      expect((await inject('GET', `/v1/orgs/${org.id}/openapi`, token)).statusCode).toBe(200);

      const slug = `by-${role ?? 'guest'}`;
      const post = await inject('POST', `/v1/orgs/${org.id}/openapi`, token, { slug, source });
      const put = await inject('PUT', `/v1/orgs/${org.id}/openapi/shared`, token, { source });
      const del = await inject(
        'DELETE',
        `/v1/orgs/${org.id}/openapi/${canEdit ? slug : 'shared'}`,
        token,
      );
      if (canEdit) {
        expect([post.statusCode, put.statusCode, del.statusCode], String(role)).toEqual([
          201, 200, 205,
        ]);
      } else {
        for (const res of [post, put, del]) {
          expect(res.statusCode, String(role)).toBe(403);
          expect(res.json().error).toEqual({
            code: 403,
            message: expect.stringContaining('OpenAPI'),
          });
        }
      }
    }
    expect(
      await ctx.db.openAPISpec.count({ where: { organizationId: org.id, slug: 'shared' } }),
    ).toBe(1);
  });

  it('matches the Organization permission createOpenAPISpec for every role', () => {
    for (const role of [...ROLES, null] as (Role | null)[])
      expect(OpenAPISpecPolicy.edit(role), String(role)).toBe(
        organizationPermissions(role).createOpenAPISpec,
      );
  });

  it("answers 404 for another organization's specs and versions", async () => {
    const { org } = await buildOrgWithAdmin(ctx.db);
    const { versions } = await buildOpenAPISpec(ctx.db, org.id, { slug: 'private', versions: 1 });
    const other = await buildOrgWithAdmin(ctx.db);
    const { versions: otherVersions } = await buildOpenAPISpec(ctx.db, other.org.id, {
      slug: 'theirs',
      versions: 1,
    });
    const source = { url: `${base}/specs/pets.yaml` };
    // Through the victim organization: the outsider is no member.
    for (const [method, path, payload] of [
      ['GET', '', undefined],
      ['PUT', '', { source }],
      ['DELETE', '', undefined],
      ['GET', '/versions', undefined],
      ['GET', '/versions/latest', undefined],
      ['GET', '/versions/latest/content', undefined],
      ['GET', `/versions/${versions[0]!.id}`, undefined],
      ['GET', `/versions/${versions[0]!.id}/content`, undefined],
    ] as const) {
      const res = await inject(
        method,
        `/v1/orgs/${org.id}/openapi/private${path}`,
        other.admin.token,
        payload,
      );
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await inject('GET', `/v1/orgs/${org.id}/openapi`, other.admin.token)).statusCode).toBe(
      404,
    );
    expect(
      (await inject('POST', `/v1/orgs/${org.id}/openapi`, other.admin.token, { slug: 'x', source }))
        .statusCode,
    ).toBe(404);
    // Through the outsider's own organization: the slug and version IDs do not reach across.
    expect(
      (await inject('GET', `/v1/orgs/${other.org.id}/openapi/private`, other.admin.token))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await inject(
          'GET',
          `/v1/orgs/${other.org.id}/openapi/theirs/versions/${versions[0]!.id}`,
          other.admin.token,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await inject(
          'GET',
          `/v1/orgs/${other.org.id}/openapi/theirs/versions/${versions[0]!.id}/content`,
          other.admin.token,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await inject(
          'GET',
          `/v1/orgs/${other.org.id}/openapi/theirs/versions/${otherVersions[0]!.id}`,
          other.admin.token,
        )
      ).statusCode,
    ).toBe(200);
    expect(await ctx.db.openAPISpec.count({ where: { organizationId: org.id } })).toBe(1);
  });
});

describe('@gitbook/api client on OpenAPI specs', () => {
  it('creates a spec, reads it, its versions and content, and deletes it against a real port', async () => {
    const endpoint = await listenOnFreePort(ctx);
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const api = new GitBookAPI({ endpoint, authToken: admin.token });
    const url = `${base}/specs/pets.yaml`;

    const created = await api.orgs.createOpenApiSpec(org.id, {
      slug: 'client-spec',
      source: { url },
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      object: 'openapi-spec',
      slug: 'client-spec',
      processingState: 'pending',
      sourceURL: url,
      permissions: { view: true, edit: true },
    });

    const outcome = await processOpenAPISpec(ctx.db, await jobFor(created.data.id, { url }), {
      lastAttempt: true,
      limits: LOCAL_LIMITS,
    });
    expect(outcome.state).toBe('complete');

    const got = await api.orgs.getOpenApiSpecBySlug(org.id, 'client-spec');
    expect(got.data).toMatchObject({
      processingState: 'complete',
      lastVersion: expect.any(String),
    });
    const listed = await api.orgs.listOpenApiSpecs(org.id, { limit: 10 });
    expect(listed.data.items.map((s) => s.slug)).toEqual(['client-spec']);
    const versions = await api.orgs.listOpenApiSpecVersions(org.id, 'client-spec');
    expect(versions.data.items.map((v) => v.id)).toEqual([got.data.lastVersion]);
    const latest = await api.orgs.getLatestOpenApiSpecVersion(org.id, 'client-spec');
    expect(latest.data).toMatchObject({
      object: 'openapi-spec-version',
      id: got.data.lastVersion,
      url,
    });
    const content = await api.orgs.getLatestOpenApiSpecVersionContent(org.id, 'client-spec');
    expect(content.data.filesystem).toMatchObject({ 'pets.yaml': { info: { title: 'Pets' } } });
    const byId = await api.orgs.getOpenApiSpecVersionContentById(
      org.id,
      'client-spec',
      latest.data.id,
    );
    expect(byId.data).toEqual(content.data);
    const updated = await api.orgs.createOrUpdateOpenApiSpecBySlug(org.id, 'client-spec', {
      source: { text: VALID_JSON },
    });
    expect(updated.data).toMatchObject({ processingState: 'pending', lastVersion: latest.data.id });

    const deleted = await api.orgs.deleteOpenApiSpecBySlug(org.id, 'client-spec');
    expect(deleted.status).toBe(205);
    await expect(api.orgs.getOpenApiSpecBySlug(org.id, 'client-spec')).rejects.toMatchObject({
      code: 404,
    });
  });
});
