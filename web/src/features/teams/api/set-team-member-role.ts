import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TeamRole } from '../types';
import { teamKeys, teamPath } from './keys';

/** PUT /v1/orgs/{id}/teams/{teamId}/members/{userId} {role} → 204 (adds or updates). */
export function setTeamMemberRole(orgId: string, teamId: string, userId: string, role: TeamRole) {
  return api<void>(`${teamPath(orgId, teamId)}/members/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: { role },
  });
}

export function useSetTeamMemberRole(orgId: string, teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: TeamRole }) =>
      setTeamMemberRole(orgId, teamId, userId, role),
    // The caller may have demoted themselves: the team's permissions can change too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.detail(orgId, teamId) }),
  });
}
