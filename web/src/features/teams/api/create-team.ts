import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orgKeys } from '@/features/orgs/api/keys';
import type { Team, TeamCreate } from '../types';
import { teamKeys, teamPath } from './keys';

/** PUT /v1/orgs/{id}/teams {title, members} → 201 Team. */
export function createTeam(orgId: string, body: TeamCreate) {
  return api<Team>(teamPath(orgId), { method: 'PUT', body });
}

export function useCreateTeam(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamCreate) => createTeam(orgId, body),
    onSuccess: (team) => {
      queryClient.setQueryData(teamKeys.detail(orgId, team.id), team);
      // Members' team counts change with the initial members.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.lists(orgId) }),
        queryClient.invalidateQueries({ queryKey: orgKeys.members(orgId) }),
      ]);
    },
  });
}
