import { orgKeys } from '@/features/orgs/api/keys';
import type { SiteFilters } from '../types';

/** Query keys of a site and everything under it, nested so one invalidation covers a site. */
export const siteKeys = {
  all: (orgId: string) => [...orgKeys.detail(orgId), 'sites'] as const,
  lists: (orgId: string) => [...siteKeys.all(orgId), 'list'] as const,
  list: (orgId: string, filters: SiteFilters) => [...siteKeys.lists(orgId), filters] as const,
  detail: (orgId: string, siteId: string) => [...siteKeys.all(orgId), 'detail', siteId] as const,
  adaptiveSchema: (orgId: string, siteId: string) =>
    [...siteKeys.detail(orgId, siteId), 'adaptive-schema'] as const,
  structure: (orgId: string, siteId: string) =>
    [...siteKeys.detail(orgId, siteId), 'structure'] as const,
  siteSpaces: (orgId: string, siteId: string) =>
    [...siteKeys.detail(orgId, siteId), 'site-spaces'] as const,
  shareLinks: (orgId: string, siteId: string) =>
    [...siteKeys.detail(orgId, siteId), 'share-links'] as const,
};

export const sitePath = (orgId: string, siteId?: string) =>
  `/v1/orgs/${encodeURIComponent(orgId)}/sites${siteId ? `/${encodeURIComponent(siteId)}` : ''}`;
