import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateStructure, structurePath } from './invalidate';

/** DELETE SITE/sections/{siteSectionId} → 205 (its site spaces go with it). */
export function deleteSection(orgId: string, siteId: string, sectionId: string) {
  return api<void>(structurePath(orgId, siteId, 'sections', sectionId), { method: 'DELETE' });
}

export function useDeleteSection(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sectionId: string) => deleteSection(orgId, siteId, sectionId),
    onSettled: () => invalidateStructure(queryClient, orgId, siteId),
  });
}
