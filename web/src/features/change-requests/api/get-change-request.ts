import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChangeRequest } from '../types';
import { changeRequestKeys, changeRequestPath } from './keys';

/** GET /v1/spaces/{id}/change-requests/{number} → ChangeRequest. */
export function getChangeRequest(spaceId: string, number: string, signal?: AbortSignal) {
  return api<ChangeRequest>(changeRequestPath(spaceId, number), { signal });
}

export const changeRequestQueryOptions = (spaceId: string, number: string) =>
  queryOptions({
    queryKey: changeRequestKeys.detail(spaceId, number),
    queryFn: ({ signal }) => getChangeRequest(spaceId, number, signal),
  });

export function useChangeRequest(spaceId: string, number: string) {
  return useQuery(changeRequestQueryOptions(spaceId, number));
}
