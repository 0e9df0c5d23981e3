import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SamlProvider, SamlProviderUpdate } from '../types';
import { samlKeys, samlPath, ssoLoginsKey } from './keys';

/** PATCH /v1/orgs/{id}/saml/{providerId} → the updated SamlProvider (null removes a field). */
export function updateSamlProvider(orgId: string, providerId: string, body: SamlProviderUpdate) {
  return api<SamlProvider>(samlPath(orgId, providerId), { method: 'PATCH', body });
}

export function useUpdateSamlProvider(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ providerId, body }: { providerId: string; body: SamlProviderUpdate }) =>
      updateSamlProvider(orgId, providerId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: samlKeys.all(orgId) }),
        queryClient.invalidateQueries({ queryKey: ssoLoginsKey(orgId) }),
      ]),
  });
}
