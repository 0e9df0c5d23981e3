// First-run data: an owner account and a demo organization, so a fresh install can be
// signed in to at once. Runs only when the database has no users.
import { randomBytes } from 'node:crypto';
import type { Db } from './db.js';
import { setPassword } from './modules/auth/service.js';

export const DEFAULT_OWNER_EMAIL = 'owner@example.com';

export async function seedIfEmpty(db: Db, opts: { email?: string; password?: string } = {}) {
  if ((await db.user.count()) > 0) return null;
  const email = (opts.email ?? process.env.OWNER_EMAIL ?? DEFAULT_OWNER_EMAIL).toLowerCase();
  const password =
    opts.password ?? process.env.OWNER_PASSWORD ?? randomBytes(12).toString('base64url');
  const user = await db.user.create({ data: { email, displayName: 'Owner' } });
  await setPassword(db, user.id, password);
  const org = await db.organization.create({
    data: {
      title: 'Demo organization',
      emailDomains: [],
      members: { create: { userId: user.id, role: 'admin' } },
    },
  });
  return { email, password, organizationId: org.id };
}
