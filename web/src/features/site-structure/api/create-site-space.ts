import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SiteSpace, SiteSpaceCreate } from '../types';
import { invalidateStructure, structurePath } from './invalidate';

/** POST SITE/site-spaces {spaceId (null: a new space), sectionId?} → 201 SiteSpace, appended to its section. */
export function createSiteSpace(orgId: string, siteId: string, body: SiteSpaceCreate) {
  return api<SiteSpace>(structurePath(orgId, siteId, 'site-spaces'), { method: 'POST', body });
}

export function useCreateSiteSpace(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteSpaceCreate) => createSiteSpace(orgId, siteId, body),
    onSettled: () => invalidateStructure(queryClient, orgId, siteId),
  });
}
