import { orgKeys } from '@/features/orgs/api/keys';
import type { TeamFilters } from '../types';

/** Query keys of the teams of an organization, nested so one invalidation covers a team. */
export const teamKeys = {
  all: (orgId: string) => [...orgKeys.detail(orgId), 'teams'] as const,
  lists: (orgId: string) => [...teamKeys.all(orgId), 'list'] as const,
  list: (orgId: string, filters: TeamFilters) => [...teamKeys.lists(orgId), filters] as const,
  detail: (orgId: string, teamId: string) => [...teamKeys.all(orgId), 'detail', teamId] as const,
  members: (orgId: string, teamId: string) =>
    [...teamKeys.detail(orgId, teamId), 'members'] as const,
};

export const teamPath = (orgId: string, teamId?: string) =>
  `/v1/orgs/${encodeURIComponent(orgId)}/teams${teamId ? `/${encodeURIComponent(teamId)}` : ''}`;
