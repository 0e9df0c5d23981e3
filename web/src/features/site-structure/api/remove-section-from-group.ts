import { api } from '@/lib/api-client';
import { structurePath } from './invalidate';

/** DELETE SITE/section-groups/{siteSectionGroupId}/sections/{siteSectionId} → 205: the section lands right after the group. */
export function removeSectionFromGroup(
  orgId: string,
  siteId: string,
  groupId: string,
  sectionId: string,
) {
  return api<void>(structurePath(orgId, siteId, 'section-groups', groupId, 'sections', sectionId), {
    method: 'DELETE',
  });
}
