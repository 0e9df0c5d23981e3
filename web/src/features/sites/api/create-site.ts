import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Site, SiteCreate } from '../types';
import { orgKeys } from '@/features/orgs/api/keys';
import { siteKeys, sitePath } from './keys';

/** POST /v1/orgs/{id}/sites → 201 Site. */
export function createSite(orgId: string, body: SiteCreate) {
  return api<Site>(sitePath(orgId), { method: 'POST', body });
}

export function useCreateSite(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteCreate) => createSite(orgId, body),
    onSuccess: (site) => {
      queryClient.setQueryData(siteKeys.detail(orgId, site.id), site);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: siteKeys.lists(orgId) }),
        queryClient.invalidateQueries({ queryKey: [...orgKeys.detail(orgId), 'spaces'] }),
      ]);
    },
  });
}
