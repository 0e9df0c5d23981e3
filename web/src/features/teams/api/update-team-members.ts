import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orgKeys } from '@/features/orgs/api/keys';
import type { TeamMembersUpdate } from '../types';
import { teamKeys, teamPath } from './keys';

/** PUT /v1/orgs/{id}/teams/{teamId}/members {add, remove, memberships} → 204. */
export function updateTeamMembers(orgId: string, teamId: string, body: TeamMembersUpdate) {
  return api<void>(`${teamPath(orgId, teamId)}/members`, { method: 'PUT', body });
}

export function useUpdateTeamMembers(orgId: string, teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamMembersUpdate) => updateTeamMembers(orgId, teamId, body),
    // The team's member count, the list's counts and members' team counts all move.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.detail(orgId, teamId) }),
        queryClient.invalidateQueries({ queryKey: teamKeys.lists(orgId) }),
        queryClient.invalidateQueries({ queryKey: orgKeys.members(orgId) }),
      ]),
  });
}
