import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { samlKeys, samlPath, ssoLoginsKey } from './keys';

/** DELETE /v1/orgs/{id}/saml/{providerId} → 204. */
export function deleteSamlProvider(orgId: string, providerId: string) {
  return api<void>(samlPath(orgId, providerId), { method: 'DELETE' });
}

export function useDeleteSamlProvider(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (providerId: string) => deleteSamlProvider(orgId, providerId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: samlKeys.all(orgId) }),
        queryClient.invalidateQueries({ queryKey: ssoLoginsKey(orgId) }),
      ]),
  });
}
