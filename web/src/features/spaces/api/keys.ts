import { orgKeys } from '@/features/orgs/api/keys';
import type { SpaceFilters } from '../types';

/** Query keys of spaces: lists under their organization, a space's content under the space. */
export const spaceKeys = {
  all: (orgId: string) => [...orgKeys.detail(orgId), 'spaces'] as const,
  lists: (orgId: string) => [...spaceKeys.all(orgId), 'list'] as const,
  list: (orgId: string, filters: SpaceFilters) => [...spaceKeys.lists(orgId), filters] as const,
  detail: (spaceId: string) => ['spaces', 'detail', spaceId] as const,
  content: (spaceId: string) => [...spaceKeys.detail(spaceId), 'content'] as const,
  page: (spaceId: string, pageId: string) =>
    [...spaceKeys.content(spaceId), 'page', pageId] as const,
  search: (spaceId: string, query: string) =>
    [...spaceKeys.content(spaceId), 'search', query] as const,
  links: (spaceId: string, status: string) =>
    [...spaceKeys.content(spaceId), 'links', status] as const,
};

export const orgSpacesPath = (orgId: string) => `/v1/orgs/${encodeURIComponent(orgId)}/spaces`;
export const spacePath = (spaceId: string) => `/v1/spaces/${encodeURIComponent(spaceId)}`;
