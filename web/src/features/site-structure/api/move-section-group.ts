import { api } from '@/lib/api-client';
import type { GroupMovePosition, SiteSectionGroup } from '../types';
import { structurePath } from './invalidate';

/** POST SITE/section-groups/{siteSectionGroupId}/move {position}: before/after a top-level section or group. */
export function moveSectionGroup(
  orgId: string,
  siteId: string,
  groupId: string,
  position: GroupMovePosition,
) {
  return api<SiteSectionGroup>(structurePath(orgId, siteId, 'section-groups', groupId, 'move'), {
    method: 'POST',
    body: { position },
  });
}
