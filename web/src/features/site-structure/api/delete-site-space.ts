import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateStructure, structurePath } from './invalidate';

/** DELETE SITE/site-spaces/{siteSpaceId} → 205 (the space itself is kept). */
export function deleteSiteSpace(orgId: string, siteId: string, siteSpaceId: string) {
  return api<void>(structurePath(orgId, siteId, 'site-spaces', siteSpaceId), { method: 'DELETE' });
}

export function useDeleteSiteSpace(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (siteSpaceId: string) => deleteSiteSpace(orgId, siteId, siteSpaceId),
    onSettled: () => invalidateStructure(queryClient, orgId, siteId),
  });
}
