import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/lib/api-client';
import { orgKeys } from '@/features/orgs/api/keys';
import type { SearchSpaceResult } from '@/features/spaces/types';

export const ORG_SEARCH_LIMIT = 20;

/** GET /v1/orgs/{id}/search?query=: spaces the caller can read, best first, with their best pages. */
export function searchOrg(orgId: string, query: string, signal?: AbortSignal) {
  return api<List<SearchSpaceResult>>(`/v1/orgs/${encodeURIComponent(orgId)}/search`, {
    query: { query, limit: ORG_SEARCH_LIMIT },
    signal,
  });
}

export const orgSearchQueryOptions = (orgId: string, query: string) =>
  queryOptions({
    queryKey: [...orgKeys.detail(orgId), 'search', query] as const,
    queryFn: ({ signal }) => searchOrg(orgId, query, signal),
  });

export function useOrgSearch(orgId: string, query: string) {
  return useQuery({
    ...orgSearchQueryOptions(orgId, query),
    enabled: query.trim().length > 0,
    placeholderData: (previous) => previous,
  });
}
