import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SamlProvider, SamlProviderCreate } from '../types';
import { samlKeys, samlPath, ssoLoginsKey } from './keys';

/** POST /v1/orgs/{id}/saml → 201 SamlProvider. */
export function createSamlProvider(orgId: string, body: SamlProviderCreate) {
  return api<SamlProvider>(samlPath(orgId), { method: 'POST', body });
}

export function useCreateSamlProvider(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SamlProviderCreate) => createSamlProvider(orgId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: samlKeys.all(orgId) }),
        queryClient.invalidateQueries({ queryKey: ssoLoginsKey(orgId) }),
      ]),
  });
}
