import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Revision } from '@/features/spaces/types';
import { api } from '@/lib/api-client';
import { changeRequestKeys, changeRequestPath } from './keys';

/** GET /v1/spaces/{id}/change-requests/{number}/content: the request's revision and page tree. */
export function getChangeRequestContent(spaceId: string, number: string, signal?: AbortSignal) {
  return api<Revision>(`${changeRequestPath(spaceId, number)}/content`, {
    query: { metadata: false },
    signal,
  });
}

export const changeRequestContentQueryOptions = (spaceId: string, number: string) =>
  queryOptions({
    queryKey: changeRequestKeys.content(spaceId, number),
    queryFn: ({ signal }) => getChangeRequestContent(spaceId, number, signal),
  });

export function useChangeRequestContent(spaceId: string, number: string) {
  return useQuery(changeRequestContentQueryOptions(spaceId, number));
}
