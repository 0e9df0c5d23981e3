import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/lib/api-client';
import { siteKeys, sitePath } from '@/features/sites/api/keys';
import type { ShareLink } from '../types';

export const shareLinksQueryKey = siteKeys.shareLinks;

/** GET /v1/orgs/{id}/sites/{siteId}/share-links (not paginated in the contract). */
export function getShareLinks(orgId: string, siteId: string, signal?: AbortSignal) {
  return api<List<ShareLink>>(`${sitePath(orgId, siteId)}/share-links`, {
    query: { limit: 1000 },
    signal,
  });
}

export const shareLinksQueryOptions = (orgId: string, siteId: string) =>
  queryOptions({
    queryKey: shareLinksQueryKey(orgId, siteId),
    queryFn: ({ signal }) => getShareLinks(orgId, siteId, signal),
  });

export function useShareLinks(orgId: string, siteId: string) {
  return useQuery(shareLinksQueryOptions(orgId, siteId));
}
