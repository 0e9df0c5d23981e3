// Starts one embedded PostgreSQL for the whole run (fresh data dir), migrates a template
// database once, and lets each test file clone it (CREATE DATABASE … TEMPLATE) in ms.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureDatabase, startEmbeddedPostgres } from '@docs-admin/prisma/embedded';
import { migrateDeploy } from '@docs-admin/prisma/migrate';

export const TEMPLATE_DB = 'app_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    templateDb: string;
  }
}

export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_SERVER_URL; // e.g. postgresql://u:p@host:5432
  let stop = async () => {};
  if (!serverUrl) {
    const dataDir = resolve(import.meta.dirname, '..', '..', '.data', 'test-pg');
    rmSync(dataDir, { recursive: true, force: true });
    process.env.EMBEDDED_PG_FAST = '1';
    const pg = await startEmbeddedPostgres({ dataDir, port: Number(process.env.TEST_PG_PORT ?? 54390) });
    await ensureDatabase(pg.server, TEMPLATE_DB);
    serverUrl = pg.url('').replace(/\/$/, '');
    stop = pg.stop;
  }
  migrateDeploy(`${serverUrl}/${TEMPLATE_DB}`);
  project.provide('pgServerUrl', serverUrl);
  project.provide('templateDb', TEMPLATE_DB);
  return stop;
}
