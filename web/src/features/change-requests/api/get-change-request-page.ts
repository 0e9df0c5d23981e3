import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RevisionPage } from '@/features/spaces/types';
import { api } from '@/lib/api-client';
import { changeRequestKeys, changeRequestPath } from './keys';

/** GET …/change-requests/{number}/content/page/{pageId}?format=markdown: a page of the request. */
export function getChangeRequestPage(
  spaceId: string,
  number: string,
  pageId: string,
  signal?: AbortSignal,
) {
  return api<RevisionPage>(
    `${changeRequestPath(spaceId, number)}/content/page/${encodeURIComponent(pageId)}`,
    { query: { format: 'markdown', metadata: false }, signal },
  );
}

export const changeRequestPageQueryOptions = (spaceId: string, number: string, pageId: string) =>
  queryOptions({
    queryKey: changeRequestKeys.page(spaceId, number, pageId),
    queryFn: ({ signal }) => getChangeRequestPage(spaceId, number, pageId, signal),
  });

export function useChangeRequestPage(spaceId: string, number: string, pageId: string | undefined) {
  return useQuery({
    ...changeRequestPageQueryOptions(spaceId, number, pageId ?? ''),
    enabled: !!pageId,
  });
}
