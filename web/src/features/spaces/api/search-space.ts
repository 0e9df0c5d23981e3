import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/lib/api-client';
import type { SearchPageResult } from '../types';
import { spaceKeys, spacePath } from './keys';

export const SPACE_SEARCH_LIMIT = 20;

/** GET /v1/spaces/{id}/search?query=: pages, best first, with their best sections. */
export function searchSpace(spaceId: string, query: string, signal?: AbortSignal) {
  return api<List<SearchPageResult>>(`${spacePath(spaceId)}/search`, {
    query: { query, limit: SPACE_SEARCH_LIMIT },
    signal,
  });
}

export const spaceSearchQueryOptions = (spaceId: string, query: string) =>
  queryOptions({
    queryKey: spaceKeys.search(spaceId, query),
    queryFn: ({ signal }) => searchSpace(spaceId, query, signal),
  });

export function useSpaceSearch(spaceId: string, query: string) {
  return useQuery({
    ...spaceSearchQueryOptions(spaceId, query),
    enabled: query.trim().length > 0,
    placeholderData: (previous) => previous,
  });
}
