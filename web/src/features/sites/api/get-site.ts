import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Site } from '../types';
import { siteKeys, sitePath } from './keys';

/** GET /v1/orgs/{id}/sites/{siteId}. */
export function getSite(orgId: string, siteId: string, signal?: AbortSignal) {
  return api<Site>(sitePath(orgId, siteId), { signal });
}

export const siteQueryOptions = (orgId: string, siteId: string) =>
  queryOptions({
    queryKey: siteKeys.detail(orgId, siteId),
    queryFn: ({ signal }) => getSite(orgId, siteId, signal),
  });

export function useSite(orgId: string, siteId: string) {
  return useQuery(siteQueryOptions(orgId, siteId));
}
