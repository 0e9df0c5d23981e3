import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type List } from '@/lib/api-client';
import type { Organization, OrganizationUpdate } from '../types';
import { orgKeys } from './keys';

/** PATCH /v1/orgs/{id} → the updated organization. */
export function updateOrg(orgId: string, body: OrganizationUpdate) {
  return api<Organization>(`/v1/orgs/${encodeURIComponent(orgId)}`, { method: 'PATCH', body });
}

export function useUpdateOrg(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizationUpdate) => updateOrg(orgId, body),
    onSuccess: (org) => {
      queryClient.setQueryData(orgKeys.detail(orgId), org);
      queryClient.setQueryData<List<Organization>>(orgKeys.list(), (list) =>
        list
          ? { ...list, items: list.items.map((item) => (item.id === org.id ? org : item)) }
          : list,
      );
    },
  });
}
