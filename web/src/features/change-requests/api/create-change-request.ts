import { useMutation, useQueryClient } from '@tanstack/react-query';
import { spaceKeys } from '@/features/spaces/api/keys';
import { api } from '@/lib/api-client';
import type { ChangeRequest } from '../types';
import { changeRequestKeys, changeRequestsPath } from './keys';

/** POST /v1/spaces/{id}/change-requests {subject} → 201 ChangeRequest. */
export function createChangeRequest(spaceId: string, body: { subject?: string }) {
  return api<ChangeRequest>(changeRequestsPath(spaceId), { method: 'POST', body });
}

export function useCreateChangeRequest(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { subject?: string }) => createChangeRequest(spaceId, body),
    onSuccess: (cr) => {
      queryClient.setQueryData(changeRequestKeys.detail(spaceId, String(cr.number)), cr);
      return queryClient.invalidateQueries({ queryKey: spaceKeys.detail(spaceId), exact: true });
    },
  });
}
