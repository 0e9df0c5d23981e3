import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SiteSpace, SiteSpaceUpdate } from '../types';
import { invalidateStructure, structurePath } from './invalidate';

/** PATCH SITE/site-spaces/{siteSpaceId} {path?, condition?} → SiteSpace. */
export function updateSiteSpace(
  orgId: string,
  siteId: string,
  siteSpaceId: string,
  body: SiteSpaceUpdate,
) {
  return api<SiteSpace>(structurePath(orgId, siteId, 'site-spaces', siteSpaceId), {
    method: 'PATCH',
    body,
  });
}

export function useUpdateSiteSpace(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: SiteSpaceUpdate & { id: string }) =>
      updateSiteSpace(orgId, siteId, id, body),
    onSettled: () => invalidateStructure(queryClient, orgId, siteId),
  });
}
