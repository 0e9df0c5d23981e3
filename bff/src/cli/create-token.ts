// Mints an API token for a user from the command line (the secret is printed once).
//   pnpm --filter @docs-admin/bff token:create --email owner@example.com [--name "CI"] [--days 90]
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { createPrisma, prepareDatabase } from '../db.js';
import { createApiToken } from '../modules/auth/service.js';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string', default: 'CLI token' },
    days: { type: 'string' },
  },
});
if (!values.email) {
  console.error(
    'usage: token:create --email <user email> [--name <label>] [--days <validity in days>]',
  );
  process.exit(1);
}
const days = values.days ? Number(values.days) : undefined;
if (days !== undefined && (!Number.isInteger(days) || days < 1)) {
  console.error('--days must be a positive whole number');
  process.exit(1);
}

const config = loadConfig();
const database = await prepareDatabase(config);
const db = createPrisma(database.url);
try {
  const user = await db.user.findUnique({ where: { email: values.email.toLowerCase() } });
  if (!user) {
    console.error(`No user with email ${values.email}`);
    process.exitCode = 1;
  } else {
    const { token } = await createApiToken(
      db,
      user.id,
      values.name,
      days ? new Date(Date.now() + days * 86400_000) : undefined,
    );
    console.log(token);
  }
} finally {
  await db.$disconnect();
  await database.stop();
}
