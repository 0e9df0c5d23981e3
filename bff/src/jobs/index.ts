// Durable background work. pg-boss keeps jobs and schedules in PostgreSQL (its own `pgboss`
// schema), so they survive restarts, retry with backoff, and any BFF instance may run them
// (a schedule fires once across instances). pg-boss 10 is the last major that runs on
// Node 20; 11 and later need Node 22.
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db.js';
import {
  DEFAULT_FETCH_LIMITS,
  PROCESS_OPENAPI_SPEC,
  processOpenAPISpec,
  useProcessingQueue,
  type ProcessJobData,
} from '../modules/openapi/processing.js';
import { purgeDeletedSpaces } from '../modules/spaces/service.js';

export const PURGE_DELETED_SPACES = 'purge-deleted-spaces';
/** Hourly, so a deleted space is gone at most an hour after its 7 days. */
export const PURGE_DELETED_SPACES_CRON = '7 * * * *';

export type Jobs = { boss: PgBoss; stop: () => Promise<void> };

export async function startJobs(opts: {
  databaseUrl: string;
  db: Db;
  log: FastifyBaseLogger;
  fetchPrivateAddresses?: boolean;
}): Promise<Jobs> {
  const { db, log } = opts;
  const boss = new PgBoss({
    connectionString: opts.databaseUrl,
    max: 4,
    application_name: 'docs-admin-jobs',
  });
  boss.on('error', (err) => {
    // 57P01: the server ended the connection (PostgreSQL shutting down, e.g. the embedded one
    // stopping with the process); pg-boss reconnects when it comes back.
    if ((err as { code?: string }).code === '57P01')
      log.warn('background jobs: database connection closed by the server');
    else log.error({ err }, 'background jobs: queue error');
  });
  await boss.start();

  // 'stately': at most one purge queued and one running, however many instances schedule it.
  await boss.createQueue(PURGE_DELETED_SPACES, {
    name: PURGE_DELETED_SPACES,
    policy: 'stately',
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
  });
  await boss.schedule(PURGE_DELETED_SPACES, PURGE_DELETED_SPACES_CRON, {}, { tz: 'UTC' });
  await boss.work(PURGE_DELETED_SPACES, async () => {
    const purged = await purgeDeletedSpaces(db);
    if (purged) log.info({ purged }, 'purged spaces deleted more than 7 days ago');
  });

  // OpenAPI specs: fetch, parse, validate. Transient fetch failures throw and are retried
  // (5 s, then longer); the last attempt records the error on the spec. A job outliving
  // the fetch and validation bounds has hung and is retried too.
  await boss.createQueue(PROCESS_OPENAPI_SPEC, {
    name: PROCESS_OPENAPI_SPEC,
    retryLimit: 3,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 120,
  });
  await boss.work<ProcessJobData>(
    PROCESS_OPENAPI_SPEC,
    { includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      const limits = {
        ...DEFAULT_FETCH_LIMITS,
        allowPrivateAddresses: opts.fetchPrivateAddresses ?? false,
      };
      const outcome = await processOpenAPISpec(db, job.data, {
        lastAttempt: job.retryCount >= job.retryLimit,
        limits,
      });
      if (outcome.state === 'failed')
        log.info(
          { specId: job.data.specId, code: outcome.code, reason: outcome.message },
          'OpenAPI specification not processed',
        );
    },
  );
  useProcessingQueue(boss);

  return {
    boss,
    stop: async () => {
      useProcessingQueue(null);
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}
