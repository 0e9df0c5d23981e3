import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Role } from '@/lib/roles';
import { orgKeys } from '@/features/orgs/api/keys';
import type { Member } from '../types';

/** PATCH /v1/orgs/{id}/members/{userId} {role} (null makes the member a guest). */
export function updateMemberRole(orgId: string, userId: string, role: Role | null) {
  return api<Member>(
    `/v1/orgs/${encodeURIComponent(orgId)}/members/${encodeURIComponent(userId)}`,
    { method: 'PATCH', body: { role } },
  );
}

export function useUpdateMemberRole(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role | null }) =>
      updateMemberRole(orgId, userId, role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orgKeys.members(orgId) }),
  });
}
