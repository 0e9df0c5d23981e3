// Teams of an organization and their members.
//
// Writes that add team members run in one transaction that first takes a KEY SHARE lock on
// the organization row: removing a member from the organization takes FOR UPDATE on that
// row (members/service.ts), so a user cannot be added to a team while they are being
// removed from the organization. KEY SHARE locks do not block each other nor organization
// updates, so concurrent team changes still run side by side.
import type { z } from 'zod';
import type { Db, DbTx } from '../../db.js';
import { badRequest, notFound } from '../../errors.js';
import { likeLiteral } from '../../lib/like.js';
import { afterCursor, decodeCursor, orderByKeyset, paginate } from '../../lib/pagination.js';
import { TeamPolicy } from '../../policies/team.js';
import type { Prisma, TeamRole } from '../../generated/prisma/client.js';
import type { TeamCreateSchema, TeamListQuerySchema, TeamMembersUpdateSchema } from './schema.js';

/** Counts for the Team shape, and the caller's own membership for its `permissions`. */
function teamInclude(callerId: string) {
  return {
    // Spaces in the trash are not reachable through the team: same rule as member counts.
    _count: { select: { members: true, spaceGrants: { where: { space: { deletedAt: null } } } } },
    members: { where: { userId: callerId }, select: { role: true } },
  } satisfies Prisma.TeamInclude;
}

/** The caller's role in a team loaded with `teamInclude`, or null when not in it. */
export function callerTeamRole(team: { members: { role: TeamRole }[] }): TeamRole | null {
  return team.members[0]?.role ?? null;
}

export async function listTeams(
  db: Db,
  organizationId: string,
  callerId: string,
  query: z.infer<typeof TeamListQuerySchema>,
) {
  const filters: Prisma.TeamWhereInput[] = [{ organizationId }];
  if (query.title)
    filters.push({ title: { contains: likeLiteral(query.title), mode: 'insensitive' } });
  if (query.owner) {
    const owner = await db.member.findUnique({
      where: { organizationId_userId: { organizationId, userId: query.owner } },
    });
    if (!owner || owner.disabled)
      throw badRequest('query.owner', 'must be the ID of a member of this organization');
    // Admins can manage every team; others only the teams they own; guests none.
    if (!TeamPolicy.manageAll(owner.role)) {
      if (!TeamPolicy.manage(owner.role, 'owner')) return { items: [], count: 0 };
      filters.push({ members: { some: { userId: owner.userId, role: 'owner' } } });
    }
  }
  const where: Prisma.TeamWhereInput = { AND: filters };
  const cursor = decodeCursor(query.page);
  return paginate({
    limit: query.limit,
    fetch: (take) =>
      db.team.findMany({
        where: { AND: [where, afterCursor('createdAt', 'asc', cursor, true)] },
        orderBy: orderByKeyset('createdAt', 'asc'),
        include: teamInclude(callerId),
        take,
      }),
    count: () => db.team.count({ where }),
    sortValue: (t) => t.createdAt,
    map: (t) => t,
  });
}

export async function getTeam(db: DbTx, organizationId: string, teamId: string, callerId: string) {
  const team = await db.team.findFirst({
    where: { id: teamId, organizationId },
    include: teamInclude(callerId),
  });
  if (!team) throw notFound('Team');
  return team;
}

async function lockOrganizationMembers(tx: DbTx, organizationId: string) {
  await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${organizationId} FOR KEY SHARE`;
}

/** Holds the team against deletion until the transaction ends; 404 when it is gone. */
async function lockTeam(tx: DbTx, organizationId: string, teamId: string) {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Team" WHERE id = ${teamId} AND "organizationId" = ${organizationId} FOR KEY SHARE`;
  if (!rows.length) throw notFound('Team');
}

/**
 * Resolves user references (user IDs, or e-mail addresses told apart by their "@") to the
 * user IDs of active members of the organization. Unknown references are left out.
 */
async function resolveMembers(tx: DbTx, organizationId: string, refs: string[]) {
  const ids = [...new Set(refs.filter((r) => !r.includes('@')))];
  // Accounts store e-mail addresses lowercased (auth/service.ts).
  const emails = [...new Set(refs.filter((r) => r.includes('@')).map((r) => r.toLowerCase()))];
  if (!ids.length && !emails.length) return new Map<string, string>();
  const found = await tx.member.findMany({
    where: {
      organizationId,
      disabled: false,
      OR: [
        ...(ids.length ? [{ userId: { in: ids } }] : []),
        ...(emails.length ? [{ user: { email: { in: emails } } }] : []),
      ],
    },
    select: { userId: true, user: { select: { email: true } } },
  });
  const byId = new Set(found.map((m) => m.userId));
  const byEmail = new Map(found.map((m) => [m.user.email, m.userId]));
  const resolved = new Map<string, string>();
  for (const ref of refs) {
    const userId = ref.includes('@')
      ? byEmail.get(ref.toLowerCase())
      : byId.has(ref)
        ? ref
        : undefined;
    if (userId) resolved.set(ref, userId);
  }
  return resolved;
}

export async function createTeam(
  db: Db,
  organizationId: string,
  callerId: string,
  body: z.infer<typeof TeamCreateSchema>,
) {
  const requested = body.members ?? [];
  return db.$transaction(async (tx) => {
    await lockOrganizationMembers(tx, organizationId);
    const resolved = await resolveMembers(
      tx,
      organizationId,
      requested.filter((r) => !r.includes('@')),
    );
    // `members` holds member IDs only (the contract's wording); e-mail addresses are refused.
    const bad = requested.findIndex((r) => !resolved.has(r));
    if (bad >= 0)
      throw badRequest(
        `body.members.${bad}`,
        `"${requested[bad]}" is not the ID of a member of this organization`,
      );
    const userIds = [...new Set(resolved.values())];
    const team = await tx.team.create({ data: { organizationId, title: body.title } });
    if (userIds.length)
      await tx.teamMember.createMany({
        data: userIds.map((userId) => ({ teamId: team.id, userId })),
      });
    return getTeam(tx, organizationId, team.id, callerId);
  });
}

export async function renameTeam(
  db: Db,
  organizationId: string,
  teamId: string,
  callerId: string,
  title: string,
) {
  const { count } = await db.team.updateMany({
    where: { id: teamId, organizationId },
    data: { title },
  });
  if (!count) throw notFound('Team');
  return getTeam(db, organizationId, teamId, callerId);
}

/** Deletes the team; its memberships and space grants go with it (cascade), SAML defaults are unset. */
export async function deleteTeam(db: Db, organizationId: string, teamId: string) {
  const { count } = await db.team.deleteMany({ where: { id: teamId, organizationId } });
  if (!count) throw notFound('Team');
}

/**
 * Members of a team, in user ID order: the (teamId, userId) primary key serves each page
 * as one index range scan, however large the team. Only active organization members are
 * listed (removing a member from the organization removes their team memberships anyway).
 */
export async function listTeamMembers(
  db: Db,
  organizationId: string,
  teamId: string,
  opts: { limit: number; page?: string },
) {
  const where: Prisma.TeamMemberWhereInput = {
    teamId,
    user: { memberships: { some: { organizationId } } },
  };
  const cursor = decodeCursor(opts.page);
  return paginate({
    limit: opts.limit,
    fetch: async (take) => {
      const rows = await db.teamMember.findMany({
        where: { AND: [where, cursor ? { userId: { gt: cursor.id } } : {}] },
        orderBy: { userId: 'asc' },
        include: { user: { include: { memberships: { where: { organizationId } } } } },
        take,
      });
      return rows.map((row) => ({ ...row, id: row.userId }));
    },
    count: () => db.teamMember.count({ where }),
    sortValue: () => null,
    map: ({ user: { memberships, ...user }, role }) => {
      const member = memberships[0];
      if (!member) throw new Error(`team member ${user.id} has no membership row`); // excluded by `where`
      return { member: { ...member, user }, role };
    },
  });
}

type MembersUpdate = z.infer<typeof TeamMembersUpdateSchema>;

/**
 * Applies `add`, `remove` and `memberships` at once, or nothing when any entry is not a
 * member of the organization. Removal wins over `add` and `memberships` (the contract).
 * `add` keeps the role of someone already in the team; `memberships` adds or sets a role,
 * like PUT …/members/{userId}. Two `memberships` keys naming the same user: the last wins.
 */
export async function updateTeamMembers(
  db: Db,
  organizationId: string,
  teamId: string,
  body: MembersUpdate,
) {
  const add = body.add ?? [];
  const remove = body.remove ?? [];
  const memberships = Object.entries(body.memberships ?? {});
  const refs = [
    ...add.map((ref, i) => ({ field: `body.add.${i}`, ref })),
    ...remove.map((ref, i) => ({ field: `body.remove.${i}`, ref })),
    ...memberships.map(([ref]) => ({ field: `body.memberships.${ref}`, ref })),
  ];
  await db.$transaction(async (tx) => {
    await lockOrganizationMembers(tx, organizationId);
    await lockTeam(tx, organizationId, teamId);
    const resolved = await resolveMembers(
      tx,
      organizationId,
      refs.map((r) => r.ref),
    );
    const bad = refs.find((r) => !resolved.has(r.ref));
    if (bad)
      throw badRequest(
        bad.field,
        `"${bad.ref}" is not the user ID or e-mail address of a member of this organization`,
      );
    const userOf = (ref: string) => resolved.get(ref) as string;

    const removed = new Set(remove.map(userOf));
    const roles = new Map<string, TeamRole>();
    for (const [ref, { role }] of memberships)
      if (!removed.has(userOf(ref))) roles.set(userOf(ref), role);
    const added = new Set(add.map(userOf).filter((id) => !removed.has(id) && !roles.has(id)));

    if (removed.size)
      await tx.teamMember.deleteMany({ where: { teamId, userId: { in: [...removed] } } });
    for (const role of ['owner', 'member'] as const) {
      const userIds = [...roles].filter(([, r]) => r === role).map(([id]) => id);
      if (userIds.length)
        await tx.teamMember.updateMany({
          where: { teamId, userId: { in: userIds } },
          data: { role },
        });
    }
    // Rows already present were updated above; ON CONFLICT DO NOTHING inserts only new ones.
    const rows = [
      ...[...roles].map(([userId, role]) => ({ teamId, userId, role })),
      ...[...added].map((userId) => ({ teamId, userId, role: 'member' as const })),
    ];
    if (rows.length) await tx.teamMember.createMany({ data: rows, skipDuplicates: true });
  });
}

/** Adds the member to the team, or changes their role; `role` omitted keeps an existing one. */
export async function setTeamMember(
  db: Db,
  organizationId: string,
  teamId: string,
  userId: string,
  role: TeamRole | undefined,
) {
  await db.$transaction(async (tx) => {
    await lockOrganizationMembers(tx, organizationId);
    await lockTeam(tx, organizationId, teamId);
    const member = await tx.member.findUnique({
      where: { organizationId_userId: { organizationId, userId } },
    });
    if (!member || member.disabled) throw notFound('Member');
    if (role) await tx.teamMember.updateMany({ where: { teamId, userId }, data: { role } });
    await tx.teamMember.createMany({
      data: [{ teamId, userId, role: role ?? 'member' }],
      skipDuplicates: true,
    });
  });
}

export async function removeTeamMember(
  db: Db,
  organizationId: string,
  teamId: string,
  userId: string,
) {
  const { count } = await db.teamMember.deleteMany({
    where: { teamId, userId, team: { organizationId } },
  });
  if (!count) throw notFound('Team member');
}
