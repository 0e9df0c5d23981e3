/* global process, console */
// Writes the next migration by diffing the schema as of the last migration against the
// current schema.prisma. `prisma migrate dev` cannot run here (the offline WASM engine
// cannot introspect a live database), so each migration folder keeps a snapshot of the
// schema it was generated from (`schema.snapshot.prisma`) and the next diff starts there.
//
// Usage: pnpm db:new-migration <name>
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const migrationsDir = join(root, 'migrations');
const name = (process.argv[2] ?? '').trim();
if (!/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: pnpm db:new-migration <name>   (name: lowercase letters, digits, _)');
  process.exit(1);
}

const previous = existsSync(migrationsDir)
  ? readdirSync(migrationsDir)
      .filter((d) => /^\d{14}_/.test(d))
      .sort()
      .at(-1)
  : undefined;
const from = previous
  ? ['--from-schema-datamodel', join(migrationsDir, previous, 'schema.snapshot.prisma')]
  : ['--from-empty'];

// The CLI's driver adapter needs a reachable server even to diff two files.
let embedded;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  const { startEmbeddedPostgres } = await import('../embedded.mjs');
  embedded = await startEmbeddedPostgres({
    dataDir: join(root, '..', '.data', 'pg-migrations'),
    port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
  });
  databaseUrl = embedded.url('postgres');
}
let sql;
try {
  sql = execFileSync(
    join(root, 'node_modules', '.bin', 'prisma'),
    ['migrate', 'diff', ...from, '--to-schema-datamodel', join(root, 'schema.prisma'), '--script'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
} finally {
  await embedded?.stop();
}
if (/^-- This is an empty migration\.\s*$/m.test(sql) || sql.trim() === '') {
  console.log('schema.prisma has no changes since the last migration; nothing written.');
  process.exit(0);
}

const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const dir = join(migrationsDir, `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'migration.sql'), sql);
copyFileSync(join(root, 'schema.prisma'), join(dir, 'schema.snapshot.prisma'));
if (!existsSync(join(migrationsDir, 'migration_lock.toml'))) {
  writeFileSync(join(migrationsDir, 'migration_lock.toml'), 'provider = "postgresql"\n');
}
console.log(`wrote ${dir}/migration.sql — review it (add SQL Prisma cannot express), then commit.`);
