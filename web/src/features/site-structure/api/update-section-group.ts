import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { GroupUpdate, SiteSectionGroup } from '../types';
import { invalidateStructure, structurePath } from './invalidate';

/** PATCH SITE/section-groups/{siteSectionGroupId} {title?, icon?} → SiteSectionGroup. */
export function updateSectionGroup(
  orgId: string,
  siteId: string,
  groupId: string,
  body: GroupUpdate,
) {
  return api<SiteSectionGroup>(structurePath(orgId, siteId, 'section-groups', groupId), {
    method: 'PATCH',
    body,
  });
}

export function useUpdateSectionGroup(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: GroupUpdate & { id: string }) =>
      updateSectionGroup(orgId, siteId, id, body),
    onSettled: () => invalidateStructure(queryClient, orgId, siteId),
  });
}
