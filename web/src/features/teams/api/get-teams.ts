import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type List } from '@/lib/api-client';
import type { Team, TeamFilters } from '../types';
import { teamKeys, teamPath } from './keys';

export const TEAMS_PAGE_SIZE = 50;

/** GET /v1/orgs/{id}/teams?title=&owner=&page=&limit= */
export function getTeams(
  orgId: string,
  filters: TeamFilters & { owner?: string },
  page?: string,
  signal?: AbortSignal,
) {
  return api<List<Team>>(teamPath(orgId), {
    query: {
      title: filters.title?.trim() || undefined,
      owner: filters.owner,
      page,
      limit: TEAMS_PAGE_SIZE,
    },
    signal,
  });
}

export const teamsQueryOptions = (orgId: string, filters: TeamFilters) =>
  infiniteQueryOptions({
    queryKey: teamKeys.list(orgId, filters),
    queryFn: ({ pageParam, signal }) => getTeams(orgId, filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next?.page,
  });

export function useTeams(orgId: string, filters: TeamFilters) {
  return useInfiniteQuery({
    ...teamsQueryOptions(orgId, filters),
    placeholderData: (previous) => previous,
  });
}
