/* global process */
// Ports, paths and credentials shared by playwright.config.ts and start-server.mjs.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

// By default the built SPA is served by `vite preview` (proxying /v1 and /auth to the BFF),
// because the BFF currently crashes at start-up when web/dist exists (app.ts sets a second
// not-found handler). Once that is fixed, E2E_VIA_BFF=1 makes the BFF serve the SPA itself
// (then this can become the default and the preview server can go).
const viaBff = process.env.E2E_VIA_BFF === '1';
const bffPort = 3210;
const webPort = 3211;

export const E2E = {
  repo,
  viaBff,
  bffPort,
  webPort,
  pgPort: 54410,
  bffURL: `http://localhost:${bffPort}`,
  baseURL: `http://localhost:${viaBff ? bffPort : webPort}`,
  dataDir: join(repo, '.data', 'e2e'),
  owner: { email: 'owner@example.com', password: 'e2e-correct-horse-battery' },
};
