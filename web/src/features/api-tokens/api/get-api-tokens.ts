import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/lib/api-client';
import type { ApiToken } from '../types';

export const apiTokensQueryKey = ['user', 'api-tokens'] as const;

/** GET /v1/user/api-tokens → the caller's active tokens. */
export function getApiTokens(signal?: AbortSignal) {
  return api<List<ApiToken>>('/v1/user/api-tokens', { signal });
}

export const apiTokensQueryOptions = () =>
  queryOptions({ queryKey: apiTokensQueryKey, queryFn: ({ signal }) => getApiTokens(signal) });

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}
