import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type List } from '@/lib/api-client';
import { orgKeys } from '@/features/orgs/api/keys';
import type { Member, MemberFilters } from '../types';

export const MEMBERS_PAGE_SIZE = 50;

/** GET /v1/orgs/{id}/members?search=&role=&sort=&order=&page= */
export function getMembers(
  orgId: string,
  filters: MemberFilters,
  page?: string,
  signal?: AbortSignal,
) {
  return api<List<Member>>(`/v1/orgs/${encodeURIComponent(orgId)}/members`, {
    query: {
      ...filters,
      search: filters.search?.trim() || undefined,
      page,
      limit: MEMBERS_PAGE_SIZE,
    },
    signal,
  });
}

export const membersQueryOptions = (orgId: string, filters: MemberFilters) =>
  infiniteQueryOptions({
    queryKey: [...orgKeys.members(orgId), filters] as const,
    queryFn: ({ pageParam, signal }) => getMembers(orgId, filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next?.page,
  });

export function useMembers(orgId: string, filters: MemberFilters) {
  return useInfiniteQuery({
    ...membersQueryOptions(orgId, filters),
    placeholderData: (previous) => previous,
  });
}
