import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateStructure, structurePath } from './invalidate';

/** DELETE SITE/section-groups/{siteSectionGroupId} → 205; its sections stay where the group was. */
export function deleteSectionGroup(orgId: string, siteId: string, groupId: string) {
  return api<void>(structurePath(orgId, siteId, 'section-groups', groupId), { method: 'DELETE' });
}

export function useDeleteSectionGroup(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) => deleteSectionGroup(orgId, siteId, groupId),
    onSettled: () => invalidateStructure(queryClient, orgId, siteId),
  });
}
