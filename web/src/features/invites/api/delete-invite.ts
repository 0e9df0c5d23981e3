import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orgKeys } from '@/features/orgs/api/keys';

/** DELETE /v1/orgs/{id}/link-invites/{inviteId} → 205. */
export function deleteInvite(orgId: string, inviteId: string) {
  return api<void>(
    `/v1/orgs/${encodeURIComponent(orgId)}/link-invites/${encodeURIComponent(inviteId)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteInvite(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => deleteInvite(orgId, inviteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.invites(orgId) }),
  });
}
