import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orgKeys } from '@/features/orgs/api/keys';
import { teamKeys, teamPath } from './keys';

/** DELETE /v1/orgs/{id}/teams/{teamId} → 204. */
export function deleteTeam(orgId: string, teamId: string) {
  return api<void>(teamPath(orgId, teamId), { method: 'DELETE' });
}

export function useDeleteTeam(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => deleteTeam(orgId, teamId),
    onSuccess: (_data, teamId) => {
      queryClient.removeQueries({ queryKey: teamKeys.detail(orgId, teamId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.lists(orgId) }),
        queryClient.invalidateQueries({ queryKey: orgKeys.members(orgId) }),
      ]);
    },
  });
}
