// Database access: the Prisma client over node-postgres (driver adapter, no Rust engine),
// and the start-up step that finds or starts PostgreSQL and applies migrations.
import { join } from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { ensureDatabase, startEmbeddedPostgres } from '@docs-admin/prisma/embedded';
import { migrateDeploy } from '@docs-admin/prisma/migrate';
import type { Config } from './config.js';
import { PrismaClient } from './generated/prisma/client.js';

export type Db = PrismaClient;
/** A client or the transaction client handed to `$transaction(async (tx) => …)`. */
export type DbTx = Omit<
  PrismaClient,
  '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'
>;

export function createPrisma(databaseUrl: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl, max: 20 }) });
}

/**
 * Returns the URL of a migrated database: DATABASE_URL when set, otherwise the embedded
 * server (started here, data kept in DATA_DIR/pg across restarts).
 */
export async function prepareDatabase(
  config: Config,
): Promise<{ url: string; stop: () => Promise<void> }> {
  let url = config.DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const pg = await startEmbeddedPostgres({
      dataDir: join(config.DATA_DIR, 'pg'),
      port: config.EMBEDDED_PG_PORT,
    });
    await ensureDatabase(pg.server, 'docs_admin');
    url = pg.url('docs_admin');
    stop = pg.stop;
  }
  migrateDeploy(url);
  return { url, stop };
}
