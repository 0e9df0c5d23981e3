import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sitePath } from '@/features/sites/api/keys';
import { shareLinksQueryKey } from './get-share-links';

/** DELETE /v1/orgs/{id}/sites/{siteId}/share-links/{shareLinkId} → 205. */
export function deleteShareLink(orgId: string, siteId: string, shareLinkId: string) {
  return api<void>(`${sitePath(orgId, siteId)}/share-links/${encodeURIComponent(shareLinkId)}`, {
    method: 'DELETE',
  });
}

export function useDeleteShareLink(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareLinkId: string) => deleteShareLink(orgId, siteId, shareLinkId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksQueryKey(orgId, siteId) }),
  });
}
