/* global process */
// Ports, paths and credentials shared by playwright.config.ts and start-server.mjs.
// The BFF serves the built SPA itself, exactly as `npm start` does. E2E_BFF_PORT and
// E2E_PG_PORT let two runs share a machine.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bffPort = Number(process.env.E2E_BFF_PORT ?? 3210);

export const E2E = {
  repo,
  bffPort,
  pgPort: Number(process.env.E2E_PG_PORT ?? 54410),
  bffURL: `http://localhost:${bffPort}`,
  baseURL: `http://localhost:${bffPort}`,
  dataDir: join(repo, '.data', `e2e-${bffPort}`),
  owner: { email: 'owner@example.com', password: 'e2e-correct-horse-battery' },
};
