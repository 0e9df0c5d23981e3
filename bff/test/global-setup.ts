// Starts one embedded PostgreSQL for the whole run (fresh data dir), migrates a template
// database once, and lets each test file clone it (CREATE DATABASE … TEMPLATE) in ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_SERVER_URL; // e.g. postgresql://u:p@host:5432
  let stop = async () => {};
  if (!serverUrl) {
    // Each run gets its own data directory and port, so parallel runs never collide.
    const dataDir = mkdtempSync(join(tmpdir(), 'docs-admin-test-pg-'));
    process.env.EMBEDDED_PG_FAST = '1';
    const pg = await startEmbeddedPostgres({
      dataDir,
      port: Number(process.env.TEST_PG_PORT ?? (await freePort())),
    });
    await ensureDatabase(pg.server, TEMPLATE_DB);
    serverUrl = pg.url('').replace(/\/$/, '');
    stop = async () => {
      await pg.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  migrateDeploy(`${serverUrl}/${TEMPLATE_DB}`);
  project.provide('pgServerUrl', serverUrl);
  project.provide('templateDb', TEMPLATE_DB);
  return stop;
}
