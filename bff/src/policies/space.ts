// What a caller may do with a space, from their organization role and the space's grants.
import type { Role } from '../generated/prisma/enums.js';
import { atLeast } from './organization.js';

/** The effective role on a space: the highest of the org role and any direct/team grant. */
export function effectiveSpaceRole(orgRole: Role | null, grants: Role[]): Role | null {
  const all = [orgRole, ...grants].filter((r): r is Role => r !== null);
  return all.reduce<Role | null>((best, r) => (best === null || atLeast(r, best) ? r : best), null);
}

export function spacePermissions(role: Role | null) {
  return {
    view: role !== null,
    access: role !== null,
    admin: atLeast(role, 'admin'),
    viewInviteLinks: atLeast(role, 'admin'),
    edit: atLeast(role, 'edit'),
    triggerGitSync: atLeast(role, 'edit'),
    comment: atLeast(role, 'comment'),
    merge: atLeast(role, 'review'),
    review: atLeast(role, 'review'),
  };
}
