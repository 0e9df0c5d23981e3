import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Revision } from '../types';
import { spaceKeys, spacePath } from './keys';

/** GET /v1/spaces/{id}/content: the live revision with its nested page tree and files. */
export function getSpaceContent(spaceId: string, signal?: AbortSignal) {
  return api<Revision>(`${spacePath(spaceId)}/content`, { query: { metadata: false }, signal });
}

export const spaceContentQueryOptions = (spaceId: string) =>
  queryOptions({
    queryKey: spaceKeys.content(spaceId),
    queryFn: ({ signal }) => getSpaceContent(spaceId, signal),
  });

export function useSpaceContent(spaceId: string) {
  return useQuery(spaceContentQueryOptions(spaceId));
}
