import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Organization } from '../types';
import { orgKeys } from './keys';

/** GET /v1/orgs/{id}. */
export function getOrg(orgId: string, signal?: AbortSignal) {
  return api<Organization>(`/v1/orgs/${encodeURIComponent(orgId)}`, { signal });
}

export const orgQueryOptions = (orgId: string) =>
  queryOptions({ queryKey: orgKeys.detail(orgId), queryFn: ({ signal }) => getOrg(orgId, signal) });

export function useOrg(orgId: string) {
  return useQuery(orgQueryOptions(orgId));
}
