import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Team, TeamUpdate } from '../types';
import { teamKeys, teamPath } from './keys';

/** PATCH /v1/orgs/{id}/teams/{teamId} {title} → the renamed Team. */
export function updateTeam(orgId: string, teamId: string, body: TeamUpdate) {
  return api<Team>(teamPath(orgId, teamId), { method: 'PATCH', body });
}

export function useUpdateTeam(orgId: string, teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamUpdate) => updateTeam(orgId, teamId, body),
    onSuccess: (team) => {
      queryClient.setQueryData(teamKeys.detail(orgId, teamId), team);
      return queryClient.invalidateQueries({ queryKey: teamKeys.lists(orgId) });
    },
  });
}
