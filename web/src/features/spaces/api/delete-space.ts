import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { spaceKeys, spacePath } from './keys';

/** DELETE /v1/spaces/{id} → 205 (it goes to the trash, restorable for 7 days). */
export function deleteSpace(spaceId: string) {
  return api<void>(spacePath(spaceId), { method: 'DELETE' });
}

export function useDeleteSpace(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (spaceId: string) => deleteSpace(spaceId),
    onSuccess: (_data, spaceId) => {
      queryClient.removeQueries({ queryKey: spaceKeys.detail(spaceId) });
      return queryClient.invalidateQueries({ queryKey: spaceKeys.lists(orgId) });
    },
  });
}
