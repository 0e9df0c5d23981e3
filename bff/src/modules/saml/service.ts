// SAML identity providers of an organization, and what a SAML sign-in does to accounts.
//
// Who may sign in through an organization's identity provider (IdP):
// - a new e-mail address: an account is created and joins the organization with the
//   provider's defaultRole (sso = true) and its defaultTeam;
// - an account that is already a member: it is signed in and its membership marked sso;
//   its role and teams are left as the admins set them;
// - an existing account that is not a member: refused. Otherwise any organization admin
//   could point their own IdP at someone else's e-mail address and take over an account
//   that belongs to other organizations. Such a user signs in with their password and is
//   added or invited first.
import type { z } from 'zod';
import type { Db, DbTx } from '../../db.js';
import { badRequest, forbidden, notFound, unauthorized } from '../../errors.js';
import { afterCursor, decodeCursor, orderByKeyset, paginate } from '../../lib/pagination.js';
import type { Prisma, Role } from '../../generated/prisma/client.js';
import {
  certificateToPem,
  type SamlProviderCreateSchema,
  type SamlProviderUpdateSchema,
} from './schema.js';

/** The default team with the counts the Team shape needs (same counts as teams/service.ts). */
const providerInclude = {
  defaultTeam: {
    include: {
      _count: { select: { members: true, spaceGrants: { where: { space: { deletedAt: null } } } } },
    },
  },
} satisfies Prisma.SamlProviderInclude;

const completeWhere = {
  entityID: { not: null },
  certificate: { not: null },
  ssoURL: { not: null },
} satisfies Prisma.SamlProviderWhereInput;

export async function listProviders(
  db: Db,
  organizationId: string,
  query: { limit: number; page?: string },
) {
  const where = { organizationId };
  const cursor = decodeCursor(query.page);
  return paginate({
    limit: query.limit,
    fetch: (take) =>
      db.samlProvider.findMany({
        where: { AND: [where, afterCursor('createdAt', 'asc', cursor, true)] },
        orderBy: orderByKeyset('createdAt', 'asc'),
        include: providerInclude,
        take,
      }),
    count: () => db.samlProvider.count({ where }),
    sortValue: (p) => p.createdAt,
    map: (p) => p,
  });
}

export async function getProvider(db: DbTx, organizationId: string, samlProviderId: string) {
  const provider = await db.samlProvider.findFirst({
    where: { id: samlProviderId, organizationId },
    include: providerInclude,
  });
  if (!provider) throw notFound('SAML provider');
  return provider;
}

/** Locks the team against deletion until the transaction ends; false when it is not a team of this organization. */
async function lockTeam(tx: DbTx, organizationId: string, teamId: string) {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Team" WHERE id = ${teamId} AND "organizationId" = ${organizationId} FOR KEY SHARE`;
  return rows.length > 0;
}

/** 400 unless `teamId` is a team of this organization. */
async function requireTeamOf(tx: DbTx, organizationId: string, teamId: string) {
  if (!(await lockTeam(tx, organizationId, teamId)))
    throw badRequest(
      'body.defaultTeam',
      `"${teamId}" is not the ID of a team of this organization`,
    );
}

/** Stored as PEM whichever form was sent, so sign-in never has to guess. */
const pemOf = (certificate: string) => certificateToPem(certificate) as string; // validated by the schema

export async function createProvider(
  db: Db,
  organizationId: string,
  body: z.infer<typeof SamlProviderCreateSchema>,
) {
  return db.$transaction(async (tx) => {
    // The team stays locked until commit: it cannot be deleted between the check and the insert.
    if (body.defaultTeam) await requireTeamOf(tx, organizationId, body.defaultTeam);
    const created = await tx.samlProvider.create({
      data: {
        organizationId,
        label: body.label,
        entityID: body.entityID ?? null,
        certificate: body.certificate ? pemOf(body.certificate) : null,
        ssoURL: body.ssoURL ?? null,
        defaultTeamId: body.defaultTeam ?? null,
        ...(body.defaultRole !== undefined ? { defaultRole: body.defaultRole } : {}),
      },
    });
    return getProvider(tx, organizationId, created.id);
  });
}

export async function updateProvider(
  db: Db,
  organizationId: string,
  samlProviderId: string,
  body: z.infer<typeof SamlProviderUpdateSchema>,
) {
  return db.$transaction(async (tx) => {
    if (body.defaultTeam) await requireTeamOf(tx, organizationId, body.defaultTeam);
    const data: Prisma.SamlProviderUncheckedUpdateManyInput = {};
    if (body.label !== undefined) data.label = body.label;
    if (body.entityID !== undefined) data.entityID = body.entityID;
    if (body.certificate !== undefined)
      data.certificate = body.certificate === null ? null : pemOf(body.certificate);
    if (body.ssoURL !== undefined) data.ssoURL = body.ssoURL;
    if (body.defaultTeam !== undefined) data.defaultTeamId = body.defaultTeam;
    if (body.defaultRole !== undefined) data.defaultRole = body.defaultRole;
    const { count } = await tx.samlProvider.updateMany({
      where: { id: samlProviderId, organizationId },
      data,
    });
    if (!count) throw notFound('SAML provider');
    return getProvider(tx, organizationId, samlProviderId);
  });
}

export async function deleteProvider(db: Db, organizationId: string, samlProviderId: string) {
  const { count } = await db.samlProvider.deleteMany({
    where: { id: samlProviderId, organizationId },
  });
  if (!count) throw notFound('SAML provider');
}

/**
 * The providers members can sign in with: the complete ones, oldest first. An organization
 * has a handful, so this is one bounded query (capped as a safeguard).
 */
export function listLogins(db: Db, organizationId: string) {
  return db.samlProvider.findMany({
    where: { organizationId, ...completeWhere },
    orderBy: orderByKeyset('createdAt', 'asc'),
    select: { id: true, label: true },
    take: 1000,
  });
}

/** A provider that can be signed in with, by ID alone (the /auth/saml routes); 404 otherwise. */
export async function findCompleteProvider(db: Db, samlProviderId: string) {
  const provider = await db.samlProvider.findFirst({
    where: { id: samlProviderId, ...completeWhere },
  });
  if (!provider) throw notFound('SAML provider');
  return provider as typeof provider & { entityID: string; certificate: string; ssoURL: string };
}

/**
 * Finds or creates the account of `email` and makes sure it is an active SSO member of the
 * provider's organization (see the rules at the top), in one transaction. Returns the user.
 */
export async function provisionSamlUser(
  db: Db,
  provider: { organizationId: string; defaultRole: Role | null; defaultTeamId: string | null },
  identity: { email: string; displayName: string },
) {
  const { organizationId } = provider;
  return db.$transaction(async (tx) => {
    // KEY SHARE on the organization: a member being removed (FOR UPDATE there) is not re-added halfway.
    await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${organizationId} FOR KEY SHARE`;
    const existing = await tx.user.findUnique({
      where: { email: identity.email },
      include: { memberships: { where: { organizationId } } },
    });
    if (existing) {
      const member = existing.memberships[0];
      if (!member) {
        throw forbidden(
          'An account with this e-mail address already exists and is not a member of this organization: sign in with your password, then ask an admin to add you',
        );
      }
      if (member.disabled) throw forbidden('Your membership of this organization is disabled');
      if (!member.sso) await tx.member.update({ where: { id: member.id }, data: { sso: true } });
      const { memberships: _, ...user } = existing;
      return user;
    }
    const user = await tx.user.create({
      data: { email: identity.email, displayName: identity.displayName },
    });
    await tx.member.create({
      data: { organizationId, userId: user.id, role: provider.defaultRole, sso: true },
    });
    if (provider.defaultTeamId) {
      // The team may have been deleted since (the provider's link is then unset): skip it.
      if (await lockTeam(tx, organizationId, provider.defaultTeamId)) {
        await tx.teamMember.create({
          data: { teamId: provider.defaultTeamId, userId: user.id, role: 'member' },
        });
      }
    }
    return user;
  });
}

/** How long a consumed assertion ID is remembered: longer than an assertion is accepted (5 min + skew). */
const ASSERTION_MEMORY_MS = 10 * 60_000;

/**
 * Records that an assertion was used; a second use of the same ID is a replay and refused.
 * The primary key makes this safe across concurrent requests and BFF instances.
 */
export async function consumeAssertion(db: Db, providerId: string, assertionId: string) {
  const now = new Date();
  await db.samlAssertionUse.deleteMany({ where: { providerId, expiresAt: { lt: now } } });
  try {
    await db.samlAssertionUse.create({
      data: { providerId, assertionId, expiresAt: new Date(now.getTime() + ASSERTION_MEMORY_MS) },
    });
  } catch (err) {
    if ((err as { code?: string }).code === 'P2002')
      throw unauthorized('The SAML response was refused: it was already used');
    throw err;
  }
}
