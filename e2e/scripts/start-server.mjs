/* global process, console */
// Playwright's webServer: the real BFF on a fresh embedded PostgreSQL.
//
// 1. Rebuilds web/dist when it is missing or older than the web sources, so a plain
//    `npx playwright test` never tests a stale bundle (a no-op after the top-level build).
// 2. Deletes .data/e2e-<port>, so every run starts from the first-run seed (owner + demo org).
// 3. Runs bff/src/server.ts with tsx and forwards SIGINT/SIGTERM so PostgreSQL stops cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E } from './env.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const web = join(repo, 'web');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function ensureWebBuild() {
  const built = join(web, 'dist', 'index.html');
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json']
    .map((p) => join(web, p))
    .filter(existsSync);
  const sourceTime = Math.max(...sources.map(newestMtime));
  if (existsSync(built) && statSync(built).mtimeMs >= sourceTime) return;
  console.log('[e2e] web/dist is missing or stale: building the dashboard…');
  const vite = join(web, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: web,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('[e2e] The dashboard build failed; see above.');
    process.exit(1);
  }
}

ensureWebBuild();
rmSync(E2E.dataDir, { recursive: true, force: true });

const tsx = createRequire(join(repo, 'bff', 'package.json')).resolve('tsx/cli');
const child = spawn(process.execPath, [tsx, 'src/server.ts'], {
  cwd: join(repo, 'bff'),
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(E2E.bffPort),
    PUBLIC_URL: E2E.baseURL,
    EMBEDDED_PG_PORT: String(E2E.pgPort),
    DATA_DIR: E2E.dataDir,
    OWNER_EMAIL: E2E.owner.email,
    OWNER_PASSWORD: E2E.owner.password,
    // The tests sign in once per test through the UI.
    SIGN_IN_RATE_LIMIT: '1000',
    // The import test serves its site from 127.0.0.1; only this throwaway server may fetch it.
    FETCH_PRIVATE_ADDRESSES: '1',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: join(web, 'dist'),
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
