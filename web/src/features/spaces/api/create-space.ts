import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Space, SpaceCreate } from '../types';
import { orgSpacesPath, spaceKeys } from './keys';

/** POST /v1/orgs/{id}/spaces {title, emoji, visibility} → 201 Space. */
export function createSpace(orgId: string, body: SpaceCreate) {
  return api<Space>(orgSpacesPath(orgId), { method: 'POST', body });
}

export function useCreateSpace(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SpaceCreate) => createSpace(orgId, body),
    onSuccess: (space) => {
      queryClient.setQueryData(spaceKeys.detail(space.id), space);
      return queryClient.invalidateQueries({ queryKey: spaceKeys.lists(orgId) });
    },
  });
}
