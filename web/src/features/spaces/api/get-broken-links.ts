import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ContentLinkList } from '../types';
import { spaceKeys, spacePath } from './keys';

/** GET /v1/spaces/{id}/links?status=broken: broken links of every page of the live revision. */
export function getBrokenLinks(spaceId: string, signal?: AbortSignal) {
  return api<ContentLinkList>(`${spacePath(spaceId)}/links`, {
    query: { status: 'broken' },
    signal,
  });
}

export const brokenLinksQueryOptions = (spaceId: string) =>
  queryOptions({
    queryKey: spaceKeys.links(spaceId, 'broken'),
    queryFn: ({ signal }) => getBrokenLinks(spaceId, signal),
  });

export function useBrokenLinks(spaceId: string) {
  return useQuery(brokenLinksQueryOptions(spaceId));
}
