import { useMutation, useQueryClient } from '@tanstack/react-query';
import { spaceKeys } from '@/features/spaces/api/keys';
import { api } from '@/lib/api-client';
import type { MergeResult } from '../types';
import { changeRequestPath } from './keys';

/** POST /v1/spaces/{id}/change-requests/{number}/merge: merges the request into live content. */
export function mergeChangeRequest(spaceId: string, number: string) {
  return api<MergeResult>(`${changeRequestPath(spaceId, number)}/merge`, { method: 'POST' });
}

export function useMergeChangeRequest(spaceId: string, number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => mergeChangeRequest(spaceId, number),
    // Live content, the request and the lists all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: spaceKeys.detail(spaceId) }),
  });
}
