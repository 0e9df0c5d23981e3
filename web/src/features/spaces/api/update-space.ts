import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Space, SpaceUpdate } from '../types';
import { spaceKeys, spacePath } from './keys';

/** PATCH /v1/spaces/{id} {title, emoji, editMode} → the updated Space. */
export function updateSpace(spaceId: string, body: SpaceUpdate) {
  return api<Space>(spacePath(spaceId), { method: 'PATCH', body });
}

export function useUpdateSpace(orgId: string, spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SpaceUpdate) => updateSpace(spaceId, body),
    onSuccess: (space) => {
      queryClient.setQueryData(spaceKeys.detail(spaceId), (previous: Space | undefined) => ({
        ...previous,
        ...space,
      }));
      return queryClient.invalidateQueries({ queryKey: spaceKeys.lists(orgId) });
    },
  });
}
