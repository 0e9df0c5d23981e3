import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Space } from '../types';
import { spaceKeys, spacePath } from './keys';

/** GET /v1/spaces/{id}. */
export function getSpace(spaceId: string, signal?: AbortSignal) {
  return api<Space>(spacePath(spaceId), { signal });
}

export const spaceQueryOptions = (spaceId: string) =>
  queryOptions({
    queryKey: spaceKeys.detail(spaceId),
    queryFn: ({ signal }) => getSpace(spaceId, signal),
  });

export function useSpace(spaceId: string) {
  return useQuery(spaceQueryOptions(spaceId));
}
