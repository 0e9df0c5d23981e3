// Credentials, sessions and API tokens: the only code that reads or writes them.
import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../../config.js';
import type { Db } from '../../db.js';
import { conflict } from '../../errors.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import { findUsableInvite } from '../organizations/service.js';

export const API_TOKEN_PREFIX = 'dap_';
/** Skip writing last-used timestamps more often than this, to keep reads read-only. */
const TOUCH_INTERVAL_MS = 60_000;

export async function hashPassword(password: string): Promise<string> {
  return hash(password); // argon2id with the library's recommended cost
}

// A precomputed hash so an unknown email costs the same time as a wrong password.
const DUMMY_HASH = hash('timing-equalizer');

export async function verifyCredentials(db: Db, email: string, password: string) {
  const user = await db.user.findUnique({
    where: { email: email.toLowerCase() },
    include: { password: true },
  });
  if (!user?.password) {
    await verify(await DUMMY_HASH, password).catch(() => false);
    return null;
  }
  return (await verify(user.password.hash, password)) ? user : null;
}

export async function setPassword(db: Db, userId: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db.passwordCredential.upsert({
    where: { userId },
    create: { userId, hash: passwordHash },
    update: { hash: passwordHash },
  });
}

/**
 * Creates an account for someone holding an invite link and makes them a member with the
 * invite's role, in one transaction. There is no open registration: accounts come from
 * invites (or the first-run seed).
 */
export async function signUpWithInvite(
  db: Db,
  input: { inviteToken: string; email: string; displayName: string; password: string },
) {
  const invite = await findUsableInvite(db, input.inviteToken);
  const email = input.email.toLowerCase();
  if (await db.user.findUnique({ where: { email } })) {
    throw conflict(
      'body.email: an account with this email exists; sign in, then open the invite link',
    );
  }
  const passwordHash = await hashPassword(input.password);
  const user = await db.$transaction(async (tx) => {
    const created = await tx.user.create({
      data: { email, displayName: input.displayName, password: { create: { hash: passwordHash } } },
    });
    await tx.member.create({
      data: { organizationId: invite.organizationId, userId: created.id, role: invite.role },
    });
    return created;
  });
  return { user, organizationId: invite.organizationId };
}

// ---- Sessions -------------------------------------------------------------

export type SessionIdentity = { sessionId: string; userId: string; csrfToken: string };

/**
 * Creates a session for `userId`. The previous session of this browser (if any) is deleted,
 * so each sign-in rotates the identifier (no session fixation).
 */
export async function createSession(
  db: Db,
  config: Config,
  userId: string,
  previousToken?: string,
  userAgent?: string,
) {
  const token = randomToken();
  const csrfToken = randomToken();
  await db.$transaction(async (tx) => {
    if (previousToken) await tx.session.deleteMany({ where: { tokenHash: sha256(previousToken) } });
    await tx.session.create({
      data: {
        tokenHash: sha256(token),
        csrfToken,
        userId,
        userAgent: userAgent?.slice(0, 512),
        expiresAt: new Date(Date.now() + config.SESSION_MAX_HOURS * 3600_000),
      },
    });
  });
  return { token, csrfToken };
}

export type SessionLookup =
  { status: 'ok'; session: SessionIdentity } | { status: 'expired' } | { status: 'missing' };

export async function findSession(db: Db, config: Config, token: string): Promise<SessionLookup> {
  const session = await db.session.findUnique({ where: { tokenHash: sha256(token) } });
  if (!session) return { status: 'missing' };
  const now = Date.now();
  const idleExpired = now - session.lastActiveAt.getTime() > config.SESSION_IDLE_MINUTES * 60_000;
  if (idleExpired || session.expiresAt.getTime() <= now) {
    await db.session.delete({ where: { id: session.id } }).catch(() => {});
    return { status: 'expired' };
  }
  if (now - session.lastActiveAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.session.update({ where: { id: session.id }, data: { lastActiveAt: new Date(now) } });
  }
  return {
    status: 'ok',
    session: { sessionId: session.id, userId: session.userId, csrfToken: session.csrfToken },
  };
}

export async function deleteSession(db: Db, token: string) {
  await db.session.deleteMany({ where: { tokenHash: sha256(token) } });
}

// ---- API tokens -----------------------------------------------------------

export async function createApiToken(db: Db, userId: string, name: string, expiresAt?: Date) {
  const token = API_TOKEN_PREFIX + randomToken();
  const row = await db.apiToken.create({
    data: { userId, name, tokenHash: sha256(token), prefix: token.slice(0, 10), expiresAt },
  });
  return { row, token };
}

export function listApiTokens(db: Db, userId: string) {
  return db.apiToken.findMany({
    where: { userId, revokedAt: null },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
}

/** Revokes one of the caller's tokens; false when it is not theirs or already revoked. */
export async function revokeApiToken(db: Db, userId: string, tokenId: string) {
  const { count } = await db.apiToken.updateMany({
    where: { id: tokenId, userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return count > 0;
}

/** The user ID a bearer token stands for, or null when unknown, revoked or expired. */
export async function resolveApiToken(db: Db, token: string) {
  const row = await db.apiToken.findUnique({ where: { tokenHash: sha256(token) } });
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt.getTime() <= Date.now()))
    return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: new Date() } });
  }
  return { userId: row.userId, tokenId: row.id };
}
