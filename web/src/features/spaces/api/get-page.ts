import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RevisionPage } from '../types';
import { spaceKeys, spacePath } from './keys';

/** GET /v1/spaces/{id}/content/page/{pageId}?format=markdown: the page with its markdown. */
export function getPage(spaceId: string, pageId: string, signal?: AbortSignal) {
  return api<RevisionPage>(`${spacePath(spaceId)}/content/page/${encodeURIComponent(pageId)}`, {
    query: { format: 'markdown', metadata: false },
    signal,
  });
}

export const pageQueryOptions = (spaceId: string, pageId: string) =>
  queryOptions({
    queryKey: spaceKeys.page(spaceId, pageId),
    queryFn: ({ signal }) => getPage(spaceId, pageId, signal),
  });

export function usePage(spaceId: string, pageId: string | undefined) {
  return useQuery({ ...pageQueryOptions(spaceId, pageId ?? ''), enabled: !!pageId });
}
