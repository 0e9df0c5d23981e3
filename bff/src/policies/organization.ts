// Organization roles and what each may do: the one place these rules live.
// Roles rank admin > create > review > edit > comment > read; null is a guest.
import type { Role } from '../generated/prisma/enums.js';

export const ROLES = ['admin', 'create', 'review', 'edit', 'comment', 'read'] as const;
const RANK: Record<Role, number> = { admin: 6, create: 5, review: 4, edit: 3, comment: 2, read: 1 };

/** True when `role` is at least `required`. Guests (null) hold no role. */
export function atLeast(role: Role | null, required: Role): boolean {
  return role !== null && RANK[role] >= RANK[required];
}

export function organizationPermissions(role: Role | null) {
  return {
    view: true,
    admin: atLeast(role, 'admin'),
    ownTeam: atLeast(role, 'admin'),
    createContent: atLeast(role, 'create'),
    createOpenAPISpec: atLeast(role, 'create'),
    viewBilling: atLeast(role, 'admin'),
    listMembers: atLeast(role, 'read'),
    listTeams: atLeast(role, 'read'),
    listIntegrations: atLeast(role, 'create'),
  };
}

export const OrganizationPolicy = {
  update: (role: Role | null) => atLeast(role, 'admin'),
  manageMembers: (role: Role | null) => atLeast(role, 'admin'),
  manageInvites: (role: Role | null) => atLeast(role, 'admin'),
  listMembers: (role: Role | null) => atLeast(role, 'read'),
};
