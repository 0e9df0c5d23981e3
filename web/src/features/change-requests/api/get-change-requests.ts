import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/lib/api-client';
import type { ChangeRequest, ChangeRequestStatus } from '../types';
import { changeRequestKeys, changeRequestsPath } from './keys';

/** GET /v1/spaces/{id}/change-requests?status= → the change requests with that status. */
export function getChangeRequests(
  spaceId: string,
  status: ChangeRequestStatus,
  signal?: AbortSignal,
) {
  return api<List<ChangeRequest>>(changeRequestsPath(spaceId), {
    query: { status, limit: 100 },
    signal,
  });
}

export const changeRequestsQueryOptions = (spaceId: string, status: ChangeRequestStatus) =>
  queryOptions({
    queryKey: changeRequestKeys.list(spaceId, status),
    queryFn: ({ signal }) => getChangeRequests(spaceId, status, signal),
  });

export function useChangeRequests(spaceId: string, status: ChangeRequestStatus) {
  return useQuery(changeRequestsQueryOptions(spaceId, status));
}
