import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SsoLogin } from '../types';
import { ssoLoginsKey } from './keys';

/** GET /auth/sso/{orgId} (public): the organization's active identity providers. */
export function getSsoLogins(orgId: string, signal?: AbortSignal) {
  return api<{ items: SsoLogin[] }>(`/auth/sso/${encodeURIComponent(orgId)}`, { signal });
}

export const ssoLoginsQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: ssoLoginsKey(orgId),
    queryFn: ({ signal }) => getSsoLogins(orgId, signal),
  });

export function useSsoLogins(orgId: string | undefined) {
  return useQuery({ ...ssoLoginsQueryOptions(orgId ?? ''), enabled: !!orgId });
}
