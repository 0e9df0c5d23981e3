import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiTokensQueryKey } from './get-api-tokens';

/** DELETE /v1/user/api-tokens/{tokenId} → 204. */
export function deleteApiToken(tokenId: string) {
  return api<void>(`/v1/user/api-tokens/${encodeURIComponent(tokenId)}`, { method: 'DELETE' });
}

export function useDeleteApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}
