import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Role } from '@/lib/roles';
import { orgKeys } from '@/features/orgs/api/keys';
import type { Invite } from '../types';

/** PATCH /v1/orgs/{id}/link-invites/{inviteId} {role}. */
export function updateInvite(orgId: string, inviteId: string, role: Role) {
  return api<Invite>(
    `/v1/orgs/${encodeURIComponent(orgId)}/link-invites/${encodeURIComponent(inviteId)}`,
    { method: 'PATCH', body: { role } },
  );
}

export function useUpdateInvite(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ inviteId, role }: { inviteId: string; role: Role }) =>
      updateInvite(orgId, inviteId, role),
    // `redundant` of the other links may change too: refetch the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orgKeys.invites(orgId) }),
  });
}
