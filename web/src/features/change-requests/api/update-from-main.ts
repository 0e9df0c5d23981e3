import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MergeResult } from '../types';
import { changeRequestKeys, changeRequestPath } from './keys';

/** POST /v1/spaces/{id}/change-requests/{number}/update: merges live content into the request. */
export function updateFromMain(spaceId: string, number: string) {
  return api<MergeResult>(`${changeRequestPath(spaceId, number)}/update`, { method: 'POST' });
}

export function useUpdateFromMain(spaceId: string, number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => updateFromMain(spaceId, number),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: changeRequestKeys.detail(spaceId, number) }),
  });
}
