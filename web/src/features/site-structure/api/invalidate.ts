import type { QueryClient } from '@tanstack/react-query';
import { orgKeys } from '@/features/orgs/api/keys';
import { siteKeys } from '@/features/sites/api/keys';

/**
 * After any structure write: the structure, the site itself (its `siteSpaces` count and
 * `published` flag follow the structure), site space lists and the site lists.
 */
export function invalidateStructure(queryClient: QueryClient, orgId: string, siteId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: siteKeys.structure(orgId, siteId) }),
    queryClient.invalidateQueries({ queryKey: siteKeys.detail(orgId, siteId), exact: true }),
    queryClient.invalidateQueries({ queryKey: siteKeys.siteSpaces(orgId, siteId) }),
    queryClient.invalidateQueries({ queryKey: siteKeys.lists(orgId) }),
    // A section or site space made "with a new space" created that space.
    queryClient.invalidateQueries({ queryKey: [...orgKeys.detail(orgId), 'spaces'] }),
  ]);
}

/** `/v1/orgs/{id}/sites/{siteId}/<rest>` with every segment encoded. */
export function structurePath(orgId: string, siteId: string, ...rest: string[]) {
  return [
    `/v1/orgs/${encodeURIComponent(orgId)}/sites/${encodeURIComponent(siteId)}`,
    ...rest.map(encodeURIComponent),
  ].join('/');
}
