import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevisionPage } from '@/features/spaces/types';
import { api } from '@/lib/api-client';
import type { PageUpdate } from '../types';
import { changeRequestKeys, changeRequestPath } from './keys';

/** PATCH …/change-requests/{number}/content/page/{pageId} {title?, markdown?} → the page. */
export function updateChangeRequestPage(
  spaceId: string,
  number: string,
  pageId: string,
  body: PageUpdate,
) {
  return api<RevisionPage>(
    `${changeRequestPath(spaceId, number)}/content/page/${encodeURIComponent(pageId)}`,
    { method: 'PATCH', body },
  );
}

export function useUpdateChangeRequestPage(spaceId: string, number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pageId, ...body }: PageUpdate & { pageId: string }) =>
      updateChangeRequestPage(spaceId, number, pageId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: changeRequestKeys.detail(spaceId, number) }),
  });
}
