import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orgKeys } from '@/features/orgs/api/keys';
import { teamKeys, teamPath } from './keys';

/** DELETE /v1/orgs/{id}/teams/{teamId}/members/{userId} → 204. */
export function removeTeamMember(orgId: string, teamId: string, userId: string) {
  return api<void>(`${teamPath(orgId, teamId)}/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });
}

export function useRemoveTeamMember(orgId: string, teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeTeamMember(orgId, teamId, userId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.detail(orgId, teamId) }),
        queryClient.invalidateQueries({ queryKey: teamKeys.lists(orgId) }),
        queryClient.invalidateQueries({ queryKey: orgKeys.members(orgId) }),
      ]),
  });
}
