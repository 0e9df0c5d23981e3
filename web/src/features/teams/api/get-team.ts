import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Team } from '../types';
import { teamKeys, teamPath } from './keys';

/** GET /v1/orgs/{id}/teams/{teamId}. */
export function getTeam(orgId: string, teamId: string, signal?: AbortSignal) {
  return api<Team>(teamPath(orgId, teamId), { signal });
}

export const teamQueryOptions = (orgId: string, teamId: string) =>
  queryOptions({
    queryKey: teamKeys.detail(orgId, teamId),
    queryFn: ({ signal }) => getTeam(orgId, teamId, signal),
  });

export function useTeam(orgId: string, teamId: string) {
  return useQuery(teamQueryOptions(orgId, teamId));
}
