import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/lib/api-client';
import type { Comment, CommentStatus } from '../types';
import { changeRequestKeys, changeRequestPath } from './keys';

/** GET …/change-requests/{number}/comments?status= → the discussion, oldest first. */
export function getComments(
  spaceId: string,
  number: string,
  status: CommentStatus,
  signal?: AbortSignal,
) {
  return api<List<Comment>>(`${changeRequestPath(spaceId, number)}/comments`, {
    query: { status, order: 'asc', limit: 100 },
    signal,
  });
}

export const commentsQueryOptions = (spaceId: string, number: string, status: CommentStatus) =>
  queryOptions({
    queryKey: changeRequestKeys.commentList(spaceId, number, status),
    queryFn: ({ signal }) => getComments(spaceId, number, status, signal),
  });

export function useComments(spaceId: string, number: string, status: CommentStatus) {
  return useQuery(commentsQueryOptions(spaceId, number, status));
}
