import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChangeRequest, ChangeRequestUpdate } from '../types';
import { changeRequestKeys, changeRequestPath } from './keys';

/** PATCH /v1/spaces/{id}/change-requests/{number} {subject, status} → ChangeRequest. */
export function updateChangeRequest(spaceId: string, number: string, body: ChangeRequestUpdate) {
  return api<ChangeRequest>(changeRequestPath(spaceId, number), { method: 'PATCH', body });
}

export function useUpdateChangeRequest(spaceId: string, number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeRequestUpdate) => updateChangeRequest(spaceId, number, body),
    onSuccess: (cr) => {
      queryClient.setQueryData(changeRequestKeys.detail(spaceId, number), cr);
      return queryClient.invalidateQueries({ queryKey: changeRequestKeys.lists(spaceId) });
    },
  });
}
