import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SectionUpdate, SiteSection } from '../types';
import { invalidateStructure, structurePath } from './invalidate';

/** PATCH SITE/sections/{siteSectionId} → SiteSection. `null` removes condition, icon or description. */
export function updateSection(
  orgId: string,
  siteId: string,
  sectionId: string,
  body: SectionUpdate,
) {
  return api<SiteSection>(structurePath(orgId, siteId, 'sections', sectionId), {
    method: 'PATCH',
    body,
  });
}

export function useUpdateSection(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: SectionUpdate & { id: string }) =>
      updateSection(orgId, siteId, id, body),
    onSettled: () => invalidateStructure(queryClient, orgId, siteId),
  });
}
