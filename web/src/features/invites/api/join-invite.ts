import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orgKeys } from '@/features/orgs/api/keys';
import type { Organization } from '@/features/orgs/types';

/** POST /v1/invites/{token}/join → the organization joined. */
export function joinInvite(token: string) {
  return api<Organization>(`/v1/invites/${encodeURIComponent(token)}/join`, { method: 'POST' });
}

export function useJoinInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.all }),
  });
}
