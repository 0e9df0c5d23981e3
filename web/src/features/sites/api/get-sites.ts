import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type List } from '@/lib/api-client';
import type { Site, SiteFilters } from '../types';
import { siteKeys, sitePath } from './keys';

export const SITES_PAGE_SIZE = 50;

/** GET /v1/orgs/{id}/sites?title=&published=&space=&page= */
export function getSites(
  orgId: string,
  filters: SiteFilters & { space?: string },
  page?: string,
  signal?: AbortSignal,
  limit = SITES_PAGE_SIZE,
) {
  return api<List<Site>>(sitePath(orgId), {
    query: {
      title: filters.title?.trim() || undefined,
      published: filters.published,
      space: filters.space,
      page,
      limit,
    },
    signal,
  });
}

export const sitesQueryOptions = (orgId: string, filters: SiteFilters) =>
  infiniteQueryOptions({
    queryKey: siteKeys.list(orgId, filters),
    queryFn: ({ pageParam, signal }) => getSites(orgId, filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next?.page,
  });

export function useSites(orgId: string, filters: SiteFilters) {
  return useInfiniteQuery({
    ...sitesQueryOptions(orgId, filters),
    placeholderData: (previous) => previous,
  });
}
