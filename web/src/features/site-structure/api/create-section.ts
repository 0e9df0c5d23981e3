import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SectionCreate, SiteSection } from '../types';
import { invalidateStructure, structurePath } from './invalidate';

/** POST SITE/sections {spaceId (null: a new space), title?} → 201 SiteSection, appended at the top level. */
export function createSection(orgId: string, siteId: string, body: SectionCreate) {
  return api<SiteSection>(structurePath(orgId, siteId, 'sections'), { method: 'POST', body });
}

export function useCreateSection(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SectionCreate) => createSection(orgId, siteId, body),
    onSettled: () => invalidateStructure(queryClient, orgId, siteId),
  });
}
