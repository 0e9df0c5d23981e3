import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sitePath } from '@/features/sites/api/keys';
import type { ShareLink } from '../types';
import { shareLinksQueryKey } from './get-share-links';

/** POST /v1/orgs/{id}/sites/{siteId}/share-links {name} → 201 ShareLink. */
export function createShareLink(orgId: string, siteId: string, name: string) {
  return api<ShareLink>(`${sitePath(orgId, siteId)}/share-links`, {
    method: 'POST',
    body: { name },
  });
}

export function useCreateShareLink(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createShareLink(orgId, siteId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksQueryKey(orgId, siteId) }),
  });
}
