import { api } from '@/lib/api-client';
import type { SiteSpace, SiteSpaceMovePosition } from '../types';
import { structurePath } from './invalidate';

/** POST SITE/site-spaces/{siteSpaceId}/move {position}: before/after a site space of the same parent. */
export function moveSiteSpace(
  orgId: string,
  siteId: string,
  siteSpaceId: string,
  position: SiteSpaceMovePosition,
) {
  return api<SiteSpace>(structurePath(orgId, siteId, 'site-spaces', siteSpaceId, 'move'), {
    method: 'POST',
    body: { position },
  });
}
