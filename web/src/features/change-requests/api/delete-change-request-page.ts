import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { changeRequestKeys, changeRequestPath } from './keys';

/** DELETE …/change-requests/{number}/content/page/{pageId} → 204. */
export function deleteChangeRequestPage(spaceId: string, number: string, pageId: string) {
  return api<void>(
    `${changeRequestPath(spaceId, number)}/content/page/${encodeURIComponent(pageId)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteChangeRequestPage(spaceId: string, number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pageId: string) => deleteChangeRequestPage(spaceId, number, pageId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: changeRequestKeys.detail(spaceId, number) }),
  });
}
