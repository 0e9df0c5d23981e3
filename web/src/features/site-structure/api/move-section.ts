import { api } from '@/lib/api-client';
import type { SectionMovePosition, SiteSection } from '../types';
import { structurePath } from './invalidate';

/**
 * POST SITE/sections/{siteSectionId}/move {position} → SiteSection. The target must be a
 * sibling section (same group, or both at the top level). Used by the drag-and-drop
 * mutation in move-structure-item.ts, which owns the optimistic update.
 */
export function moveSection(
  orgId: string,
  siteId: string,
  sectionId: string,
  position: SectionMovePosition,
) {
  return api<SiteSection>(structurePath(orgId, siteId, 'sections', sectionId, 'move'), {
    method: 'POST',
    body: { position },
  });
}
