import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/lib/api-client';
import { siteKeys } from '@/features/sites/api/keys';
import type { SiteSpace } from '../types';
import { structurePath } from './invalidate';

export const siteSpacesQueryKey = siteKeys.siteSpaces;

/** GET /v1/orgs/{id}/sites/{siteId}/site-spaces: every site space of the site (root first, then by section). */
export function getSiteSpaces(orgId: string, siteId: string, signal?: AbortSignal) {
  return api<List<SiteSpace>>(structurePath(orgId, siteId, 'site-spaces'), { query: { limit: 1000 }, signal });
}

export const siteSpacesQueryOptions = (orgId: string, siteId: string) =>
  queryOptions({ queryKey: siteSpacesQueryKey(orgId, siteId), queryFn: ({ signal }) => getSiteSpaces(orgId, siteId, signal) });

/** `siteId` null: nothing to load yet. */
export function useSiteSpaces(orgId: string, siteId: string | null) {
  return useQuery({ ...siteSpacesQueryOptions(orgId, siteId ?? ''), enabled: siteId !== null });
}
