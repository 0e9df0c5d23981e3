import type { Team } from '../../generated/prisma/client.js';

/** `counts` come from Prisma's `_count` of members and space grants. */
export function presentTeam(team: Team & { _count: { members: number; spaceGrants: number } }, canAdmin: boolean) {
  return {
    object: 'team' as const,
    id: team.id,
    title: team.title,
    members: team._count.members,
    spaces: team._count.spaceGrants,
    createdAt: team.createdAt.toISOString(),
    permissions: { admin: canAdmin, view: true },
  };
}
