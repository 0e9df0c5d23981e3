import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CreatedApiToken } from '../types';
import { apiTokensQueryKey } from './get-api-tokens';

export type ApiTokenCreate = { name: string; expiresInDays?: number };

/** POST /v1/user/api-tokens → 201 with the secret `token` (shown once). */
export function createApiToken(body: ApiTokenCreate) {
  return api<CreatedApiToken>('/v1/user/api-tokens', { method: 'POST', body });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}
