import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CommentReply } from '../types';
import { changeRequestKeys, changeRequestPath } from './keys';

/** POST …/comments/{commentId}/replies {body: {markdown}} → 201 CommentReply. */
export function createCommentReply(
  spaceId: string,
  number: string,
  commentId: string,
  markdown: string,
) {
  return api<CommentReply>(
    `${changeRequestPath(spaceId, number)}/comments/${encodeURIComponent(commentId)}/replies`,
    { method: 'POST', body: { body: { markdown } } },
  );
}

export function useCreateCommentReply(spaceId: string, number: string, commentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (markdown: string) => createCommentReply(spaceId, number, commentId, markdown),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: changeRequestKeys.comments(spaceId, number) }),
  });
}
