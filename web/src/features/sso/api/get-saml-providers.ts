import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/lib/api-client';
import type { SamlProvider } from '../types';
import { samlKeys, samlPath } from './keys';

/** An organization has a handful of identity providers: one page holds them all. */
export const SAML_PROVIDERS_LIMIT = 100;

/** GET /v1/orgs/{id}/saml?limit= (admins). */
export function getSamlProviders(orgId: string, signal?: AbortSignal) {
  return api<List<SamlProvider>>(samlPath(orgId), {
    query: { limit: SAML_PROVIDERS_LIMIT },
    signal,
  });
}

export const samlProvidersQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: samlKeys.list(orgId),
    queryFn: ({ signal }) => getSamlProviders(orgId, signal),
  });

export function useSamlProviders(orgId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...samlProvidersQueryOptions(orgId), enabled: options.enabled ?? true });
}
