import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type List } from '@/lib/api-client';
import { sitePath } from '@/features/sites/api/keys';
import type { ShareLink, ShareLinkUpdate } from '../types';
import { shareLinksQueryKey } from './get-share-links';

/** PATCH /v1/orgs/{id}/sites/{siteId}/share-links/{shareLinkId} {name?, active?} → ShareLink. */
export function updateShareLink(
  orgId: string,
  siteId: string,
  shareLinkId: string,
  body: ShareLinkUpdate,
) {
  return api<ShareLink>(
    `${sitePath(orgId, siteId)}/share-links/${encodeURIComponent(shareLinkId)}`,
    { method: 'PATCH', body },
  );
}

export function useUpdateShareLink(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  const key = shareLinksQueryKey(orgId, siteId);
  return useMutation({
    mutationFn: ({ id, ...body }: ShareLinkUpdate & { id: string }) =>
      updateShareLink(orgId, siteId, id, body),
    onSuccess: (link) =>
      queryClient.setQueryData<List<ShareLink>>(key, (list) =>
        list
          ? {
              ...list,
              items: list.items.map((item) => (item.id === link.id ? { ...item, ...link } : item)),
            }
          : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
