import type { Urls } from '../../lib/urls.js';
import type { Member, Team, TeamRole, User } from '../../generated/prisma/client.js';
import { presentMember } from '../members/present.js';

/** `counts` come from Prisma's `_count` of members and space grants. */
export function presentTeam(
  team: Team & { _count: { members: number; spaceGrants: number } },
  canAdmin: boolean,
) {
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

/** A team member listing item: the organization member, their team role. */
export function presentTeamMember(
  urls: Urls,
  member: Member & { user: User },
  role: TeamRole,
  counts: { spaces: number; teams: number },
  canView: boolean,
) {
  return {
    organization: presentMember(urls, member, counts),
    team: { role },
    permissions: { view: canView },
  };
}
