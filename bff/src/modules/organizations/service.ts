// Organizations, memberships as access checks, link invites.
import type { z } from 'zod';
import type { Db } from '../../db.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { afterCursor, decodeCursor, orderByKeyset, paginate } from '../../lib/pagination.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import type { Role } from '../../generated/prisma/client.js';
import type { OrganizationUpdateSchema } from './schema.js';

/**
 * The caller's membership of an organization. Not a member (or no such organization) is a
 * 404: another organization's resources are never acknowledged.
 */
export async function requireMembership(db: Db, organizationId: string, userId: string) {
  const member = await db.member.findUnique({
    where: { organizationId_userId: { organizationId, userId } },
    include: { organization: true },
  });
  if (!member || member.disabled) throw notFound('Organization');
  return member;
}

/** Like requireMembership, then 403 unless `allowed(role)`. */
export async function requireOrgRole(
  db: Db,
  organizationId: string,
  userId: string,
  allowed: (role: Role | null) => boolean,
  action: string,
) {
  const member = await requireMembership(db, organizationId, userId);
  if (!allowed(member.role))
    throw forbidden(`Your role in this organization does not allow you to ${action}`);
  return member;
}

export async function listOrganizationsOf(db: Db, userId: string, limit: number, page?: string) {
  const cursor = decodeCursor(page);
  const where = { userId, disabled: false };
  return paginate({
    limit,
    fetch: (take) =>
      db.member.findMany({
        where: { ...where, ...afterCursor('joinedAt', 'asc', cursor, true) },
        orderBy: orderByKeyset('joinedAt', 'asc'),
        include: { organization: true },
        take,
      }),
    count: () => db.member.count({ where }),
    sortValue: (m) => m.joinedAt,
    map: (m) => m,
  });
}

export async function updateOrganization(
  db: Db,
  organizationId: string,
  patch: z.infer<typeof OrganizationUpdateSchema>,
) {
  const { defaultContent, logo, emailDomains, ...rest } = patch;
  if (defaultContent) {
    const site = await db.site.findFirst({ where: { id: defaultContent.site, organizationId } });
    if (!site)
      throw badRequest('body.defaultContent.site', 'must be the ID of a site of this organization');
  }
  if (rest.hostname) {
    const taken = await db.organization.findFirst({
      where: { hostname: rest.hostname, NOT: { id: organizationId } },
    });
    if (taken)
      throw conflict(`body.hostname: "${rest.hostname}" is already used by another organization`);
  }
  return db.organization.update({
    where: { id: organizationId },
    data: {
      ...rest,
      ...(emailDomains !== undefined ? { emailDomains: [...new Set(emailDomains)] } : {}),
      ...(defaultContent !== undefined ? { defaultSiteId: defaultContent?.site ?? null } : {}),
      ...(logo !== undefined ? { logoURL: logo } : {}),
    },
  });
}

export async function organizationsForEmailDomain(db: Db, emailDomain: string) {
  return db.organization.findMany({
    where: { emailDomains: { has: emailDomain } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: 1000,
  });
}

/** Records activity and returns the claims a site can trust about this member. */
export async function ping(db: Db, organizationId: string, userId: string) {
  const member = await db.member.update({
    where: { organizationId_userId: { organizationId, userId } },
    data: { lastSeenAt: new Date() },
    include: { user: true },
  });
  return {
    claims: {
      email: member.user.email,
      name: member.user.displayName,
      role: member.role,
      organization: organizationId,
    },
    subject: userId,
  };
}

// ---- Link invites ---------------------------------------------------------

/** An invite is redundant when an older invite of the organization grants the same role. */
async function isRedundant(
  db: Db,
  invite: { id: string; organizationId: string; role: Role; createdAt: Date },
) {
  const older = await db.linkInvite.findFirst({
    where: {
      organizationId: invite.organizationId,
      role: invite.role,
      OR: [
        { createdAt: { lt: invite.createdAt } },
        { createdAt: invite.createdAt, id: { lt: invite.id } },
      ],
    },
    select: { id: true },
  });
  return older !== null;
}

export async function listInvites(db: Db, organizationId: string, limit: number, page?: string) {
  const cursor = decodeCursor(page);
  const where = { organizationId };
  const result = await paginate({
    limit,
    fetch: (take) =>
      db.linkInvite.findMany({
        where: { ...where, ...afterCursor('createdAt', 'asc', cursor, true) },
        orderBy: orderByKeyset('createdAt', 'asc'),
        take,
      }),
    count: () => db.linkInvite.count({ where }),
    sortValue: (i) => i.createdAt,
    map: (i) => i,
  });
  // Invites per organization are few (tens), so one lookup per invite is cheap.
  const items = await Promise.all(
    result.items.map(async (invite) => ({ invite, redundant: await isRedundant(db, invite) })),
  );
  return { ...result, items };
}

export async function createInvite(
  db: Db,
  organizationId: string,
  role: Role,
  createdById: string,
) {
  const token = randomToken(24);
  const invite = await db.linkInvite.create({
    data: { organizationId, role, tokenHash: sha256(token), createdById },
  });
  return { invite, token, redundant: await isRedundant(db, invite) };
}

export async function getInvite(db: Db, organizationId: string, inviteId: string) {
  const invite = await db.linkInvite.findFirst({ where: { id: inviteId, organizationId } });
  if (!invite) throw notFound('Invite');
  return { invite, redundant: await isRedundant(db, invite) };
}

export async function updateInvite(db: Db, organizationId: string, inviteId: string, role: Role) {
  await getInvite(db, organizationId, inviteId);
  const invite = await db.linkInvite.update({ where: { id: inviteId }, data: { role } });
  return { invite, redundant: await isRedundant(db, invite) };
}

export async function deleteInvite(db: Db, organizationId: string, inviteId: string) {
  const { count } = await db.linkInvite.deleteMany({ where: { id: inviteId, organizationId } });
  if (!count) throw notFound('Invite');
}

/** The invite behind a link's secret, while its organization accepts invite links. */
export async function findUsableInvite(db: Db, token: string) {
  const invite = await db.linkInvite.findUnique({
    where: { tokenHash: sha256(token) },
    include: { organization: true },
  });
  if (!invite || !invite.organization.inviteLinks) throw notFound('Invite');
  return invite;
}

/** Joins the organization of an invite link. An existing member keeps their role. */
export async function joinWithInvite(db: Db, token: string, userId: string) {
  const invite = await findUsableInvite(db, token);
  const existing = await db.member.findUnique({
    where: { organizationId_userId: { organizationId: invite.organizationId, userId } },
  });
  if (existing) return existing;
  return db.member.create({
    data: { organizationId: invite.organizationId, userId, role: invite.role },
  });
}
