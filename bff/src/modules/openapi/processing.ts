// Fetching, parsing and validating a specification: the work of the `process-openapi-spec`
// job (registered in jobs/index.ts). The API only records the request (state `pending`) and
// enqueues a job; the worker moves the spec to `progress`, then `complete` with either a new
// version or `lastProcessErrorCode` (the previous version stays the latest).
import { compileErrors, validate } from '@readme/openapi-parser';
import type PgBoss from 'pg-boss';
import YAML from 'yaml';
import type { Db } from '../../db.js';
import { safeFetch, SafeFetchError } from '../../lib/safe-fetch.js';
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
export const DEFAULT_FETCH_LIMITS: FetchLimits = {
  timeoutMs: 15_000,
  maxBytes: MAX_SPEC_BYTES,
  allowPrivateAddresses: false,
};
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

/** Reads the body of an http(s) URL, within the time and size limits (see lib/safe-fetch.ts). */
export async function fetchSpecText(
  url: string,
  limits: FetchLimits = DEFAULT_FETCH_LIMITS,
): Promise<string> {
  try {
    const { bytes } = await safeFetch(url, {
      ...limits,
      accept: 'application/json, application/yaml, text/yaml, text/plain, */*',
    });
    return bytes.toString('utf8');
  } catch (err) {
    if (!(err instanceof SafeFetchError)) throw err;
    const message =
      err.kind === 'too-large'
        ? `The specification is larger than ${limits.maxBytes} bytes`
        : err.message.replace(/^The URL/, 'The source URL');
    throw new ProcessError(
      err.kind === 'timeout' ? 'FETCH_TIMEOUT' : 'FETCH_ERROR',
      message,
      err.transient,
    );
  }
}

/** JSON or YAML text → the document object, validated as Swagger 2.0 or OpenAPI 3.x. */
export async function parseSpec(text: string): Promise<Record<string, unknown>> {
  let doc: unknown;
  try {
    const start = text.trimStart()[0];
    // YAML's core schema keeps dates and the like as strings, so the document stays plain JSON.
    doc =
      start === '{' || start === '[' ? JSON.parse(text) : YAML.parse(text, { maxAliasCount: 100 });
  } catch (err) {
    throw new ProcessError('PARSE_ERROR', `Not JSON or YAML: ${(err as Error).message}`);
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc))
    throw new ProcessError('PARSE_ERROR', 'The document is not an object');

  let result: Awaited<ReturnType<typeof validate>>;
  try {
    // validate() dereferences in place: give it a copy so the stored document keeps its $refs.
    result = await validate(structuredClone(doc) as Parameters<typeof validate>[0], {
      resolve: { external: true, file: false, http: { timeout: REF_TIMEOUT_MS, redirects: 3 } },
      timeoutMs: VALIDATE_TIMEOUT_MS,
    });
  } catch (err) {
    throw new ProcessError(
      'PARSE_ERROR',
      `Could not resolve the specification: ${(err as Error).message}`,
    );
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

export type ProcessOutcome =
  | { state: 'complete'; versionId: string }
  | { state: 'failed'; code: ProcessErrorCode; message: string }
  | { state: 'superseded' };

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
  const started = await db.openAPISpec.updateMany({
    where: current,
    data: { processingState: 'progress', updatedAt: requestedAt },
  });
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
      data: {
        processingState: 'complete',
        lastProcessErrorCode: err.code,
        lastProcessedAt: new Date(),
      },
    });
    return failed.count
      ? { state: 'failed', code: err.code, message: err.message }
      : { state: 'superseded' };
  }

  const filesystem = { [fileNameFor(data.source, text)]: doc } as Prisma.InputJsonValue;
  return db.$transaction(async (tx): Promise<ProcessOutcome> => {
    // The conditional update locks the row, so a request arriving now waits and then wins.
    const done = await tx.openAPISpec.updateMany({
      where: current,
      data: {
        processingState: 'complete',
        lastProcessErrorCode: null,
        lastProcessedAt: new Date(),
      },
    });
    if (done.count === 0) return { state: 'superseded' };
    // '' marks a version made from text: presented with its own content URL.
    const version = await tx.openAPISpecVersion.create({
      data: { specId: data.specId, url: data.source.url ?? '', filesystem },
    });
    await tx.openAPISpec.update({
      where: { id: data.specId },
      data: { lastVersionId: version.id },
    });
    return { state: 'complete', versionId: version.id };
  });
}
