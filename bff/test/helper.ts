// Builds the real app against a fresh database cloned from the migrated template.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { exportJWK, generateKeyPair } from 'jose';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { createPrisma, type Db } from '../src/db.js';
import { createVisitorClaimsSigner } from '../src/lib/visitor-claims.js';

export type TestContext = {
  app: App;
  db: Db;
  config: Config;
  databaseUrl: string;
  close: () => Promise<void>;
};

async function cloneTemplate(): Promise<string> {
  const server = inject('pgServerUrl');
  const name = `t_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('templateDb')}"`);
  } finally {
    await admin.end();
  }
  return `${server}/${name}`;
}

export async function buildTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const databaseUrl = await cloneTemplate();
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://docs.test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'docs-admin-test-')),
    WEB_DIST_DIR: join(tmpdir(), 'no-web-dist'),
    VISITOR_CLAIMS_PRIVATE_JWK: JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'test' }),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const db = createPrisma(databaseUrl);
  const app = await buildApp({
    config,
    db,
    visitorClaims: await createVisitorClaimsSigner(config),
    logger: false,
  });
  await app.ready();
  return {
    app,
    db,
    config,
    databaseUrl,
    close: async () => {
      await app.close();
      await db.$disconnect();
    },
  };
}

/** Headers for a bearer request. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Listens on a free loopback port, for clients that need a real URL (e.g. @gitbook/api). */
export async function listenOnFreePort(ctx: TestContext): Promise<string> {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const address = ctx.app.server.address();
  if (!address || typeof address !== 'object')
    throw new Error('the app is not listening on a TCP port');
  return `http://127.0.0.1:${address.port}`;
}
