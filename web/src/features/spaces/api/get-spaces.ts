import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type List } from '@/lib/api-client';
import type { Space, SpaceFilters } from '../types';
import { orgSpacesPath, spaceKeys } from './keys';

export const SPACES_PAGE_SIZE = 50;

/** GET /v1/orgs/{id}/spaces?title=&deleted=&page=&limit= (deleted=true: the trash). */
export function getSpaces(
  orgId: string,
  filters: SpaceFilters,
  page?: string,
  signal?: AbortSignal,
) {
  return api<List<Space>>(orgSpacesPath(orgId), {
    query: {
      title: filters.title?.trim() || undefined,
      deleted: filters.deleted ? 'true' : undefined,
      page,
      limit: SPACES_PAGE_SIZE,
    },
    signal,
  });
}

export const spacesQueryOptions = (orgId: string, filters: SpaceFilters) =>
  infiniteQueryOptions({
    queryKey: spaceKeys.list(orgId, filters),
    queryFn: ({ pageParam, signal }) => getSpaces(orgId, filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next?.page,
  });

export function useSpaces(orgId: string, filters: SpaceFilters) {
  return useInfiniteQuery({
    ...spacesQueryOptions(orgId, filters),
    placeholderData: (previous) => previous,
  });
}
