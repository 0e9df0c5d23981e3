import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/lib/api-client';
import { orgKeys } from '@/features/orgs/api/keys';
import type { Invite } from '../types';

/** GET /v1/orgs/{id}/link-invites (admins only). */
export function getInvites(orgId: string, signal?: AbortSignal) {
  return api<List<Invite>>(`/v1/orgs/${encodeURIComponent(orgId)}/link-invites`, {
    query: { limit: 1000 },
    signal,
  });
}

export const invitesQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: orgKeys.invites(orgId),
    queryFn: ({ signal }) => getInvites(orgId, signal),
  });

export function useInvites(orgId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...invitesQueryOptions(orgId), enabled: options.enabled ?? true });
}
