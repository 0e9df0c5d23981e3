import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Comment, CommentUpdate } from '../types';
import { changeRequestKeys, changeRequestPath } from './keys';

/** PUT …/comments/{commentId} {resolved, body, addedReactions, removedReactions} → Comment. */
export function updateComment(
  spaceId: string,
  number: string,
  commentId: string,
  body: CommentUpdate,
) {
  return api<Comment>(
    `${changeRequestPath(spaceId, number)}/comments/${encodeURIComponent(commentId)}`,
    { method: 'PUT', body },
  );
}

export function useUpdateComment(spaceId: string, number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, ...body }: CommentUpdate & { commentId: string }) =>
      updateComment(spaceId, number, commentId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: changeRequestKeys.comments(spaceId, number) }),
  });
}
