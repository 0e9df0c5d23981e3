// Fetching, parsing and validating a specification: the work of the `process-openapi-spec`
// job (registered in jobs/index.ts). The API only records the request (state `pending`) and
// enqueues a job; the worker moves the spec to `progress`, then `complete` with either a new
// version or `lastProcessErrorCode` (the previous version stays the latest).
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { compileErrors, validate } from '@readme/openapi-parser';
import type PgBoss from 'pg-boss';
import YAML from 'yaml';
import type { Db } from '../../db.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { MAX_SPEC_BYTES, type ProcessErrorCode } from './schema.js';
import type { SpecSource } from './service.js';

export const PROCESS_OPENAPI_SPEC = 'process-openapi-spec';

export type ProcessJobData = {
  specId: string;
  /** The spec's updatedAt when this fetch was requested: a later request supersedes this job. */
  requestedAt: string;
  source: SpecSource;
};

export type FetchLimits = {
  timeoutMs: number;
  maxBytes: number;
  /** Fetch from loopback, private and link-local addresses (off: members must not reach internal services). */
  allowPrivateAddresses?: boolean;
};
export const DEFAULT_FETCH_LIMITS: FetchLimits = { timeoutMs: 15_000, maxBytes: MAX_SPEC_BYTES, allowPrivateAddresses: false };
const MAX_REDIRECTS = 5;

/** Loopback, private (RFC 1918 / ULA), link-local, CGNAT, unspecified and multicast ranges. */
const blockedAddresses = new BlockList();
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) {
  blockedAddresses.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) blockedAddresses.addSubnet(net, prefix, 'ipv6');

/** Refuses a URL whose host resolves to an address members must not make us reach. */
async function assertPublicHost(url: URL) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(host, { all: true });
  } catch (err) {
    throw new ProcessError('FETCH_ERROR', `Could not resolve ${host}: ${(err as Error).message}`, true);
  }
  for (const { address, family } of addresses) {
    const mapped = family === 6 && address.startsWith('::ffff:') ? address.slice(7) : address;
    const type = isIP(mapped) === 4 ? 'ipv4' : 'ipv6';
    if (blockedAddresses.check(mapped, type)) {
      throw new ProcessError('FETCH_ERROR', `The source URL points at a private or local address (${host}); only public hosts are fetched`);
    }
  }
}
/** External $refs: each fetched by the parser's own resolver, which refuses private and loopback addresses. */
const REF_TIMEOUT_MS = 5_000;
/** All of dereferencing and validation. */
const VALIDATE_TIMEOUT_MS = 20_000;

export class ProcessError extends Error {
  constructor(
    readonly code: ProcessErrorCode,
    message: string,
    /** Worth another attempt (network trouble, 5xx); a 404 or a bad document is not. */
    readonly transient = false,
  ) {
    super(message);
  }
}

// The queue this process sends to, set by startJobs(). Without one (a process that runs no
// jobs, e.g. a test app) a request stays pending until a job is sent for it.
let queue: PgBoss | null = null;
export function useProcessingQueue(boss: PgBoss | null) {
  queue = boss;
}

export async function enqueueProcessing(data: ProcessJobData): Promise<string | null> {
  if (!queue) return null;
  return queue.send(PROCESS_OPENAPI_SPEC, data);
}

/** Reads the body of an http(s) URL, within the time and size limits. */
export async function fetchSpecText(url: string, limits: FetchLimits = DEFAULT_FETCH_LIMITS): Promise<string> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ProcessError('FETCH_ERROR', 'The source URL is not a URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ProcessError('FETCH_ERROR', 'The source URL must be http or https');

  // One deadline for connecting, redirects and reading the whole body.
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const timedOut = () => new ProcessError('FETCH_TIMEOUT', `No complete response within ${limits.timeoutMs / 1000} s`, true);
  let response: Response;
  // Redirects are followed by hand so every hop's host is checked, not only the first.
  for (let hop = 0; ; hop++) {
    if (!limits.allowPrivateAddresses) await assertPublicHost(parsed);
    try {
      response = await fetch(parsed, { signal, redirect: 'manual', headers: { accept: 'application/json, application/yaml, text/yaml, text/plain, */*' } });
    } catch (err) {
      if (signal.aborted) throw timedOut();
      throw new ProcessError('FETCH_ERROR', `Could not fetch the source URL: ${(err as Error).cause ?? (err as Error).message}`, true);
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) break;
    await response.body?.cancel().catch(() => {});
    if (hop >= MAX_REDIRECTS) throw new ProcessError('FETCH_ERROR', `More than ${MAX_REDIRECTS} redirects`);
    parsed = new URL(location, parsed);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ProcessError('FETCH_ERROR', 'A redirect left http(s)');
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new ProcessError('FETCH_ERROR', `The source URL answered ${response.status}`, response.status >= 500 || response.status === 429);
  }
  const tooLarge = () => new ProcessError('FETCH_ERROR', `The specification is larger than ${limits.maxBytes} bytes`);
  const declared = Number(response.headers.get('content-length'));
  if (declared > limits.maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!response.body) return '';

  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limits.maxBytes) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof ProcessError) throw err;
    if (signal.aborted) throw timedOut();
    throw new ProcessError('FETCH_ERROR', `The response broke off: ${(err as Error).message}`, true);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** JSON or YAML text → the document object, validated as Swagger 2.0 or OpenAPI 3.x. */
export async function parseSpec(text: string): Promise<Record<string, unknown>> {
  let doc: unknown;
  try {
    const start = text.trimStart()[0];
    // YAML's core schema keeps dates and the like as strings, so the document stays plain JSON.
    doc = start === '{' || start === '[' ? JSON.parse(text) : YAML.parse(text, { maxAliasCount: 100 });
  } catch (err) {
    throw new ProcessError('PARSE_ERROR', `Not JSON or YAML: ${(err as Error).message}`);
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new ProcessError('PARSE_ERROR', 'The document is not an object');

  let result: Awaited<ReturnType<typeof validate>>;
  try {
    // validate() dereferences in place: give it a copy so the stored document keeps its $refs.
    result = await validate(structuredClone(doc) as Parameters<typeof validate>[0], {
      resolve: { external: true, file: false, http: { timeout: REF_TIMEOUT_MS, redirects: 3 } },
      timeoutMs: VALIDATE_TIMEOUT_MS,
    });
  } catch (err) {
    throw new ProcessError('PARSE_ERROR', `Could not resolve the specification: ${(err as Error).message}`);
  }
  if (!result.valid) throw new ProcessError('PARSE_ERROR', compileErrors(result));
  return doc as Record<string, unknown>;
}

/** The filesystem key of the document: the URL's file name, or openapi.json / openapi.yaml. */
export function fileNameFor(source: SpecSource, text: string): string {
  if (source.url) {
    const last = new URL(source.url).pathname.split('/').pop();
    if (last) {
      try {
        return decodeURIComponent(last);
      } catch {
        return last;
      }
    }
  }
  const start = text.trimStart()[0];
  return start === '{' ? 'openapi.json' : 'openapi.yaml';
}

export type ProcessOutcome = { state: 'complete'; versionId: string } | { state: 'failed'; code: ProcessErrorCode; message: string } | { state: 'superseded' };

/**
 * Runs one processing request. `lastAttempt` false lets a transient failure throw, so pg-boss
 * retries it with backoff while the spec stays in `progress`; the last attempt records it.
 */
export async function processOpenAPISpec(
  db: Db,
  data: ProcessJobData,
  opts: { lastAttempt: boolean; limits?: FetchLimits } = { lastAttempt: true },
): Promise<ProcessOutcome> {
  const requestedAt = new Date(data.requestedAt);
  const current = { id: data.specId, updatedAt: requestedAt };
  // Only if no later request (or deletion) came since; updatedAt is kept so retries still match.
  const started = await db.openAPISpec.updateMany({ where: current, data: { processingState: 'progress', updatedAt: requestedAt } });
  if (started.count === 0) return { state: 'superseded' };

  let text: string;
  let doc: Record<string, unknown>;
  try {
    text = data.source.text ?? (await fetchSpecText(data.source.url ?? '', opts.limits));
    doc = await parseSpec(text);
  } catch (err) {
    if (!(err instanceof ProcessError)) throw err;
    if (err.transient && !opts.lastAttempt) throw err;
    const failed = await db.openAPISpec.updateMany({
      where: current,
      data: { processingState: 'complete', lastProcessErrorCode: err.code, lastProcessedAt: new Date() },
    });
    return failed.count ? { state: 'failed', code: err.code, message: err.message } : { state: 'superseded' };
  }

  const filesystem = { [fileNameFor(data.source, text)]: doc } as Prisma.InputJsonValue;
  return db.$transaction(async (tx): Promise<ProcessOutcome> => {
    // The conditional update locks the row, so a request arriving now waits and then wins.
    const done = await tx.openAPISpec.updateMany({
      where: current,
      data: { processingState: 'complete', lastProcessErrorCode: null, lastProcessedAt: new Date() },
    });
    if (done.count === 0) return { state: 'superseded' };
    // '' marks a version made from text: presented with its own content URL.
    const version = await tx.openAPISpecVersion.create({ data: { specId: data.specId, url: data.source.url ?? '', filesystem } });
    await tx.openAPISpec.update({ where: { id: data.specId }, data: { lastVersionId: version.id } });
    return { state: 'complete', versionId: version.id };
  });
}
