import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Comment, CommentCreate } from '../types';
import { changeRequestKeys, changeRequestPath } from './keys';

/** POST …/change-requests/{number}/comments {page?, body: {markdown}} → 201 Comment. */
export function createComment(spaceId: string, number: string, body: CommentCreate) {
  return api<Comment>(`${changeRequestPath(spaceId, number)}/comments`, {
    method: 'POST',
    body,
  });
}

export function useCreateComment(spaceId: string, number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommentCreate) => createComment(spaceId, number, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: changeRequestKeys.comments(spaceId, number) }),
  });
}
