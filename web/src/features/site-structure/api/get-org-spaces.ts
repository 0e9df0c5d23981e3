import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/lib/api-client';
import { orgKeys } from '@/features/orgs/api/keys';
import type { Space } from '../types';

export const ORG_SPACES_PICKER_LIMIT = 50;

/**
 * GET /v1/orgs/{id}/spaces?title=: the spaces of the organization the caller can see. Not in
 * api-spec.md (which has no way to list spaces); the BFF adds it, as the platform's public
 * API does. Pickers show the first page of a title search.
 */
export function getOrgSpaces(orgId: string, title: string, signal?: AbortSignal) {
  return api<List<Space>>(`/v1/orgs/${encodeURIComponent(orgId)}/spaces`, {
    query: { title: title.trim() || undefined, limit: ORG_SPACES_PICKER_LIMIT },
    signal,
  });
}

export const orgSpacesQueryOptions = (orgId: string, title: string) =>
  queryOptions({
    queryKey: [...orgKeys.detail(orgId), 'spaces', { title: title.trim() }] as const,
    queryFn: ({ signal }) => getOrgSpaces(orgId, title, signal),
  });

export function useOrgSpaces(orgId: string, title: string, enabled = true) {
  return useQuery({
    ...orgSpacesQueryOptions(orgId, title),
    enabled,
    placeholderData: keepPreviousData,
  });
}
