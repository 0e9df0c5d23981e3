import { defineConfig } from '@playwright/test';
import { E2E } from './scripts/env.mjs';

// Build the dashboard first (`npx -y pnpm@10 --filter @docs-admin/web build`; the top-level
// `npm test` does) — start-server.mjs rebuilds it anyway when web/dist is missing or stale.
const server = {
  // The real BFF serving the built SPA, on a fresh embedded PostgreSQL (.data/e2e-<port> is deleted first).
  command: 'node e2e/scripts/start-server.mjs',
  cwd: E2E.repo,
  url: `${E2E.bffURL}/healthz`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
  env: { ...process.env } as Record<string, string>,
};

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  // One shared database: run tests one after another.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  use: {
    baseURL: E2E.baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: server,
});
