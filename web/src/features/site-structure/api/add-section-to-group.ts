import { api } from '@/lib/api-client';
import type { SiteSectionGroup } from '../types';
import { structurePath } from './invalidate';

/** POST SITE/section-groups/{siteSectionGroupId}/sections {sectionId} → 201: the section goes to the end of the group. */
export function addSectionToGroup(
  orgId: string,
  siteId: string,
  groupId: string,
  sectionId: string,
) {
  return api<SiteSectionGroup>(
    structurePath(orgId, siteId, 'section-groups', groupId, 'sections'),
    { method: 'POST', body: { sectionId } },
  );
}
