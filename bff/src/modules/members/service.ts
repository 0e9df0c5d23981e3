// Organization members: listing with filters, role changes, removal, and what they can reach.
import type { z } from 'zod';
import type { Db } from '../../db.js';
import { conflict, notFound } from '../../errors.js';
import { likeLiteral } from '../../lib/like.js';
import { afterCursor, decodeCursor, orderByKeyset, paginate } from '../../lib/pagination.js';
import { effectiveSpaceRole } from '../../policies/space.js';
import type { Prisma, Role } from '../../generated/prisma/client.js';
import type { MemberListQuerySchema } from './schema.js';

const withUser = { user: true } as const;

/** Spaces and teams each member can reach in the organization, in two queries for a page. */
export async function countsFor(db: Db, organizationId: string, userIds: string[]) {
  if (!userIds.length) return new Map<string, { spaces: number; teams: number }>();
  const [spaceRows, teamRows] = await Promise.all([
    db.$queryRaw<{ userId: string; n: number }[]>`
      SELECT g."userId", count(DISTINCT g."spaceId")::int AS n
      FROM (
        SELECT p."userId", p."spaceId" FROM "SpaceMemberPermission" p WHERE p."userId" = ANY(${userIds})
        UNION
        SELECT tm."userId", tp."spaceId" FROM "TeamMember" tm
          JOIN "SpaceTeamPermission" tp ON tp."teamId" = tm."teamId" WHERE tm."userId" = ANY(${userIds})
      ) g
      JOIN "Space" s ON s.id = g."spaceId" AND s."organizationId" = ${organizationId} AND s."deletedAt" IS NULL
      GROUP BY g."userId"`,
    db.teamMember.groupBy({
      by: ['userId'],
      where: { userId: { in: userIds }, team: { organizationId } },
      _count: { _all: true },
    }),
  ]);
  const spaces = new Map(spaceRows.map((r) => [r.userId, r.n]));
  const teams = new Map(teamRows.map((r) => [r.userId, r._count._all]));
  return new Map(
    userIds.map((id) => [id, { spaces: spaces.get(id) ?? 0, teams: teams.get(id) ?? 0 }]),
  );
}

export async function listMembers(
  db: Db,
  organizationId: string,
  query: z.infer<typeof MemberListQuerySchema>,
) {
  const { sort, order, role, search, limit, page } = query;
  const where: Prisma.MemberWhereInput = {
    organizationId,
    ...(role ? { role } : {}),
    ...(sort === 'lastSeenAt' ? { lastSeenAt: { not: null } } : {}),
    ...(search
      ? {
          user: {
            OR: [
              { displayName: { contains: likeLiteral(search), mode: 'insensitive' } },
              { email: { contains: likeLiteral(search), mode: 'insensitive' } },
            ],
          },
        }
      : {}),
  };
  const cursor = decodeCursor(page);
  return paginate({
    limit,
    fetch: (take) =>
      db.member.findMany({
        where: { AND: [where, afterCursor(sort, order, cursor, true)] },
        orderBy: orderByKeyset(sort, order),
        include: withUser,
        take,
      }),
    count: () => db.member.count({ where }),
    sortValue: (m) => m[sort],
    map: (m) => m,
  });
}

export async function getMember(db: Db, organizationId: string, userId: string) {
  const member = await db.member.findUnique({
    where: { organizationId_userId: { organizationId, userId } },
    include: withUser,
  });
  if (!member) throw notFound('Member');
  return member;
}

/**
 * Runs `change` with the organization row locked, after checking it leaves at least one
 * admin. The lock serializes concurrent demotions/removals of the last admins.
 */
async function withAdminGuard<T>(
  db: Db,
  organizationId: string,
  userId: string,
  nextRole: Role | null | 'removed',
  change: (tx: Prisma.TransactionClient) => Promise<T>,
) {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${organizationId} FOR UPDATE`;
    const member = await tx.member.findUnique({
      where: { organizationId_userId: { organizationId, userId } },
    });
    if (!member) throw notFound('Member');
    if (member.role === 'admin' && nextRole !== 'admin') {
      const admins = await tx.member.count({
        where: { organizationId, role: 'admin', disabled: false },
      });
      if (admins <= 1)
        throw conflict('An organization needs at least one admin: make another member admin first');
    }
    return change(tx);
  });
}

export async function updateMemberRole(
  db: Db,
  organizationId: string,
  userId: string,
  role: Role | null,
) {
  return withAdminGuard(db, organizationId, userId, role, (tx) =>
    tx.member.update({
      where: { organizationId_userId: { organizationId, userId } },
      data: { role },
      include: withUser,
    }),
  );
}

/** Removes the member and everything that gave them access inside the organization. */
export async function removeMember(db: Db, organizationId: string, userId: string) {
  await withAdminGuard(db, organizationId, userId, 'removed', async (tx) => {
    await tx.teamMember.deleteMany({ where: { userId, team: { organizationId } } });
    await tx.spaceMemberPermission.deleteMany({ where: { userId, space: { organizationId } } });
    await tx.member.delete({ where: { organizationId_userId: { organizationId, userId } } });
  });
}

export async function markSso(db: Db, organizationId: string, userId: string) {
  await getMember(db, organizationId, userId);
  return db.member.update({
    where: { organizationId_userId: { organizationId, userId } },
    data: { sso: true },
    include: withUser,
  });
}

/** Spaces `userId` was given access to (directly or via a team), with their best grant. */
export async function listMemberSpaces(
  db: Db,
  organizationId: string,
  userId: string,
  opts: { order: 'asc' | 'desc'; limit: number; page?: string },
) {
  const where: Prisma.SpaceWhereInput = {
    organizationId,
    deletedAt: null,
    OR: [
      { memberGrants: { some: { userId } } },
      { teamGrants: { some: { team: { members: { some: { userId } } } } } },
    ],
  };
  const cursor = decodeCursor(opts.page);
  return paginate({
    limit: opts.limit,
    fetch: (take) =>
      db.space.findMany({
        where: { AND: [where, afterCursor('createdAt', opts.order, cursor, true)] },
        orderBy: orderByKeyset('createdAt', opts.order),
        include: {
          memberGrants: { where: { userId }, select: { role: true } },
          teamGrants: {
            where: { team: { members: { some: { userId } } } },
            select: { role: true },
          },
        },
        take,
      }),
    count: () => db.space.count({ where }),
    sortValue: (s) => s.createdAt,
    map: (s) => ({
      space: s,
      permission:
        effectiveSpaceRole(
          null,
          [...s.memberGrants, ...s.teamGrants].map((g) => g.role),
        ) ?? 'read',
    }),
  });
}

/** The caller's own grants on some spaces, to compute their permissions on each. */
export async function grantsOf(db: Db, userId: string, spaceIds: string[]) {
  const [direct, viaTeams] = await Promise.all([
    db.spaceMemberPermission.findMany({ where: { userId, spaceId: { in: spaceIds } } }),
    db.spaceTeamPermission.findMany({
      where: { spaceId: { in: spaceIds }, team: { members: { some: { userId } } } },
    }),
  ]);
  const bySpace = new Map<string, Role[]>();
  for (const g of [...direct, ...viaTeams])
    bySpace.set(g.spaceId, [...(bySpace.get(g.spaceId) ?? []), g.role]);
  return bySpace;
}

/** Teams of `userId`, each with the roles of that user and of the caller in it. */
export async function listMemberTeams(
  db: Db,
  organizationId: string,
  userId: string,
  callerId: string,
  opts: { title?: string; limit: number; page?: string },
) {
  const where: Prisma.TeamWhereInput = {
    organizationId,
    members: { some: { userId } },
    ...(opts.title ? { title: { contains: likeLiteral(opts.title), mode: 'insensitive' } } : {}),
  };
  const cursor = decodeCursor(opts.page);
  return paginate({
    limit: opts.limit,
    fetch: (take) =>
      db.team.findMany({
        where: { AND: [where, afterCursor('createdAt', 'asc', cursor, true)] },
        orderBy: orderByKeyset('createdAt', 'asc'),
        include: {
          members: {
            where: { userId: { in: [userId, callerId] } },
            select: { userId: true, role: true },
          },
          _count: {
            select: { members: true, spaceGrants: { where: { space: { deletedAt: null } } } },
          },
        },
        take,
      }),
    count: () => db.team.count({ where }),
    sortValue: (t) => t.createdAt,
    map: (t) => ({
      team: t,
      memberRole: t.members.find((m) => m.userId === userId)?.role ?? 'member',
      callerRole: t.members.find((m) => m.userId === callerId)?.role ?? null,
    }),
  });
}
