import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Role } from '@/lib/roles';
import { orgKeys } from '@/features/orgs/api/keys';
import type { CreatedInvite } from '../types';

/** POST /v1/orgs/{id}/link-invites → 201 with the invite URL (shown once). */
export function createInvite(orgId: string, role: Role) {
  return api<CreatedInvite>(`/v1/orgs/${encodeURIComponent(orgId)}/link-invites`, {
    method: 'POST',
    body: { role },
  });
}

export function useCreateInvite(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: Role) => createInvite(orgId, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.invites(orgId) }),
  });
}
