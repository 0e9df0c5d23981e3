import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Site, SiteUpdate } from '../types';
import { siteKeys, sitePath } from './keys';

/** PATCH /v1/orgs/{id}/sites/{siteId} → the updated Site. */
export function updateSite(orgId: string, siteId: string, body: SiteUpdate) {
  return api<Site>(sitePath(orgId, siteId), { method: 'PATCH', body });
}

export function useUpdateSite(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteUpdate) => updateSite(orgId, siteId, body),
    onSuccess: (site) => {
      queryClient.setQueryData(siteKeys.detail(orgId, siteId), site);
      // Defaults, title and visibility show in the structure (published view) too.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: siteKeys.structure(orgId, siteId) }),
        queryClient.invalidateQueries({ queryKey: siteKeys.lists(orgId) }),
      ]);
    },
  });
}
