// Shapes of the teams API (api-spec.md "Team and TeamMember"; the BFF's
// modules/teams/schema.ts and member-item-schema.ts are the exact source).
import type { Member } from '@/features/members/types';

export const TEAM_ROLES = ['owner', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = { owner: 'Owner', member: 'Member' };

export type Team = {
  object: 'team';
  id: string;
  title: string;
  /** How many members the team has. */
  members: number;
  /** How many spaces the team has access to. */
  spaces: number;
  createdAt: string;
  /** admin: may rename the team and change its members (org admins and team owners). */
  permissions: { admin: boolean; view: boolean };
};

export type TeamFilters = { title?: string };

export type TeamCreate = { title: string; members?: string[] };
export type TeamUpdate = { title: string };

/** An item of GET …/teams/{teamId}/members. */
export type TeamMember = {
  organization: Member;
  team: { role: TeamRole };
  permissions: { view: boolean };
};

/** PUT …/teams/{teamId}/members: user IDs or e-mail addresses. */
export type TeamMembersUpdate = {
  add?: string[];
  remove?: string[];
  memberships?: Record<string, { role: TeamRole }>;
};
