import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { GroupCreate, SiteSectionGroup } from '../types';
import { invalidateStructure, structurePath } from './invalidate';

/** POST SITE/section-groups {title, icon?, sections?} → 201 SiteSectionGroup. */
export function createSectionGroup(orgId: string, siteId: string, body: GroupCreate) {
  return api<SiteSectionGroup>(structurePath(orgId, siteId, 'section-groups'), {
    method: 'POST',
    body,
  });
}

export function useCreateSectionGroup(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupCreate) => createSectionGroup(orgId, siteId, body),
    onSettled: () => invalidateStructure(queryClient, orgId, siteId),
  });
}
