import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SiteAdaptiveSchema } from '../types';
import { siteKeys, sitePath } from './keys';

/** PUT /v1/orgs/{id}/sites/{siteId}/adaptive-schema {jsonSchema} → creates or replaces it. */
export function updateAdaptiveSchema(orgId: string, siteId: string, jsonSchema: unknown) {
  return api<SiteAdaptiveSchema>(`${sitePath(orgId, siteId)}/adaptive-schema`, {
    method: 'PUT',
    body: { jsonSchema },
  });
}

export function useUpdateAdaptiveSchema(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jsonSchema: unknown) => updateAdaptiveSchema(orgId, siteId, jsonSchema),
    onSuccess: (schema) => queryClient.setQueryData(siteKeys.adaptiveSchema(orgId, siteId), schema),
  });
}
