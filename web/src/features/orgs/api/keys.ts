/** Query keys of everything under an organization, so one invalidation can cover them. */
export const orgKeys = {
  all: ['orgs'] as const,
  list: () => [...orgKeys.all, 'list'] as const,
  detail: (orgId: string) => [...orgKeys.all, 'detail', orgId] as const,
  invites: (orgId: string) => [...orgKeys.detail(orgId), 'invites'] as const,
  members: (orgId: string) => [...orgKeys.detail(orgId), 'members'] as const,
};
