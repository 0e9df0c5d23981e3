import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orgKeys } from '@/features/orgs/api/keys';

/** DELETE /v1/orgs/{id}/members/{userId} → 204. */
export function removeMember(orgId: string, userId: string) {
  return api<void>(`/v1/orgs/${encodeURIComponent(orgId)}/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });
}

export function useRemoveMember(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(orgId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.members(orgId) }),
  });
}
