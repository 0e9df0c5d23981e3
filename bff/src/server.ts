// Starts the app: configuration, database (embedded PostgreSQL unless DATABASE_URL is
// set), migrations, first-run seed, background jobs, then listen.
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createPrisma, prepareDatabase } from './db.js';
import { startJobs } from './jobs/index.js';
import { createVisitorClaimsSigner } from './lib/visitor-claims.js';
import { seedIfEmpty } from './seed.js';

const config = loadConfig();
const database = await prepareDatabase(config);
const db = createPrisma(database.url);
const seeded = await seedIfEmpty(db);
const app = await buildApp({ config, db, visitorClaims: await createVisitorClaimsSigner(config) });
const jobs = await startJobs({
  databaseUrl: database.url,
  db,
  log: app.log,
  fetchPrivateAddresses: config.FETCH_PRIVATE_ADDRESSES,
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await jobs.stop();
  await db.$disconnect();
  await database.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.HOST, port: config.PORT });
const lines = [
  '',
  `  Dashboard:      ${config.publicUrl}/`,
  `  API reference:  ${config.publicUrl}/reference`,
  `  OpenAPI:        ${config.publicUrl}/openapi.json`,
  ...(seeded
    ? [
        '',
        '  First run: created an owner account and a demo organization.',
        `  Sign in with    ${seeded.email} / ${seeded.password}`,
        '  (shown once; change it or keep it safe)',
      ]
    : []),
  '',
];
console.log(lines.join('\n'));
