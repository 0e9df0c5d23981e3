import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/lib/api-client';
import type { CommentReply } from '../types';
import { changeRequestKeys, changeRequestPath } from './keys';

/** GET …/comments/{commentId}/replies → the replies of a comment. */
export function getCommentReplies(
  spaceId: string,
  number: string,
  commentId: string,
  signal?: AbortSignal,
) {
  return api<List<CommentReply>>(
    `${changeRequestPath(spaceId, number)}/comments/${encodeURIComponent(commentId)}/replies`,
    { query: { limit: 100 }, signal },
  );
}

export const commentRepliesQueryOptions = (spaceId: string, number: string, commentId: string) =>
  queryOptions({
    queryKey: changeRequestKeys.replies(spaceId, number, commentId),
    queryFn: ({ signal }) => getCommentReplies(spaceId, number, commentId, signal),
  });

export function useCommentReplies(
  spaceId: string,
  number: string,
  commentId: string,
  enabled: boolean,
) {
  return useQuery({ ...commentRepliesQueryOptions(spaceId, number, commentId), enabled });
}
