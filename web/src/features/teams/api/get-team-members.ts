import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type List } from '@/lib/api-client';
import type { TeamMember } from '../types';
import { teamKeys, teamPath } from './keys';

export const TEAM_MEMBERS_PAGE_SIZE = 100;

/** GET /v1/orgs/{id}/teams/{teamId}/members?page=&limit= */
export function getTeamMembers(orgId: string, teamId: string, page?: string, signal?: AbortSignal) {
  return api<List<TeamMember>>(`${teamPath(orgId, teamId)}/members`, {
    query: { page, limit: TEAM_MEMBERS_PAGE_SIZE },
    signal,
  });
}

export const teamMembersQueryOptions = (orgId: string, teamId: string) =>
  infiniteQueryOptions({
    queryKey: teamKeys.members(orgId, teamId),
    queryFn: ({ pageParam, signal }) => getTeamMembers(orgId, teamId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next?.page,
  });

export function useTeamMembers(orgId: string, teamId: string) {
  return useInfiniteQuery(teamMembersQueryOptions(orgId, teamId));
}
