import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { siteKeys, sitePath } from '@/features/sites/api/keys';
import type { PublishedContentSite } from '../types';

export const structureQueryKey = siteKeys.structure;

/**
 * GET /v1/orgs/{id}/sites/{siteId}/published: the whole structure in visitor order in one
 * read (top-level sections and section groups interleaved, each section with its site
 * spaces; or the root site spaces of a site without sections).
 */
export function getSiteStructure(orgId: string, siteId: string, signal?: AbortSignal) {
  return api<PublishedContentSite>(`${sitePath(orgId, siteId)}/published`, { signal });
}

export const structureQueryOptions = (orgId: string, siteId: string) =>
  queryOptions({
    queryKey: structureQueryKey(orgId, siteId),
    queryFn: ({ signal }) => getSiteStructure(orgId, siteId, signal),
  });

export function useSiteStructure(orgId: string, siteId: string) {
  return useQuery(structureQueryOptions(orgId, siteId));
}
