import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Space } from '../types';
import { spaceKeys, spacePath } from './keys';

/** POST /v1/spaces/{id}/restore → the restored Space. */
export function restoreSpace(spaceId: string) {
  return api<Space>(`${spacePath(spaceId)}/restore`, { method: 'POST' });
}

export function useRestoreSpace(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (spaceId: string) => restoreSpace(spaceId),
    onSuccess: (space) => {
      queryClient.setQueryData(spaceKeys.detail(space.id), space);
      return queryClient.invalidateQueries({ queryKey: spaceKeys.lists(orgId) });
    },
  });
}
