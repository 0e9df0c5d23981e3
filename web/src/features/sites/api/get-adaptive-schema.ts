import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SiteAdaptiveSchema } from '../types';
import { siteKeys, sitePath } from './keys';

/** GET /v1/orgs/{id}/sites/{siteId}/adaptive-schema. */
export function getAdaptiveSchema(orgId: string, siteId: string, signal?: AbortSignal) {
  return api<SiteAdaptiveSchema>(`${sitePath(orgId, siteId)}/adaptive-schema`, { signal });
}

export const adaptiveSchemaQueryOptions = (orgId: string, siteId: string) =>
  queryOptions({
    queryKey: siteKeys.adaptiveSchema(orgId, siteId),
    queryFn: ({ signal }) => getAdaptiveSchema(orgId, siteId, signal),
  });

export function useAdaptiveSchema(orgId: string, siteId: string) {
  return useQuery(adaptiveSchemaQueryOptions(orgId, siteId));
}
