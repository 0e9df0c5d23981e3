import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevisionPage } from '@/features/spaces/types';
import { api } from '@/lib/api-client';
import type { PageCreate } from '../types';
import { changeRequestKeys, changeRequestPath } from './keys';

/** POST …/change-requests/{number}/content/pages {title, markdown, parent?} → 201 page. */
export function createChangeRequestPage(spaceId: string, number: string, body: PageCreate) {
  return api<RevisionPage>(`${changeRequestPath(spaceId, number)}/content/pages`, {
    method: 'POST',
    body,
  });
}

export function useCreateChangeRequestPage(spaceId: string, number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PageCreate) => createChangeRequestPage(spaceId, number, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: changeRequestKeys.detail(spaceId, number) }),
  });
}
