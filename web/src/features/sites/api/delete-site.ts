import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { siteKeys, sitePath } from './keys';

/** DELETE /v1/orgs/{id}/sites/{siteId} → 205. */
export function deleteSite(orgId: string, siteId: string) {
  return api<void>(sitePath(orgId, siteId), { method: 'DELETE' });
}

export function useDeleteSite(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (siteId: string) => deleteSite(orgId, siteId),
    onSuccess: (_data, siteId) => {
      queryClient.removeQueries({ queryKey: siteKeys.detail(orgId, siteId) });
      return queryClient.invalidateQueries({ queryKey: siteKeys.lists(orgId) });
    },
  });
}
