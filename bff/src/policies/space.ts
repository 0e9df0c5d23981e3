// What a caller may do with a space: the one place these rules live.
//
// The caller's role on a space (effectiveSpaceRole) is the best of their organization role
// and the grants they hold on that space, directly or through a team. The space's
// `defaultLevel` is stored and returned but grants nothing by itself: organization members
// already reach every space through their organization role, so `private` spaces are
// visible to every member with a role, and guests (null) reach only the spaces granted to
// them.
//
// - view: any role. A guest without a grant gets 403; a non-member 404.
// - edit (title, emoji, editMode): 'edit', the role that "edits live content".
// - admin (defaultLevel, who gets in by default): 'admin'.
// - manage (delete, restore, duplicate, move, transfer): 'create'. The contract gives
//   'admin' "create and delete spaces"; 'create' creates content, and a space it may create
//   it may also copy, arrange, remove and bring back. Review/edit/comment/read work inside
//   a space, not on the organization's set of spaces.
// - A deleted space is seen (GET, the trash list) only by those who may restore it.
// - Organization level: creating a space needs the organization role 'create', and a
//   transfer needs 'create' in the target organization too.
import type { Role } from '../generated/prisma/enums.js';
import { atLeast } from './organization.js';

/** The effective role on a space: the highest of the org role and any direct/team grant. */
export function effectiveSpaceRole(orgRole: Role | null, grants: Role[]): Role | null {
  const all = [orgRole, ...grants].filter((r): r is Role => r !== null);
  return all.reduce<Role | null>((best, r) => (best === null || atLeast(r, best) ? r : best), null);
}

/** Roles that may manage a space (delete, restore, duplicate, move, transfer). */
export const MANAGE_ROLES: Role[] = ['admin', 'create'];

export const SpacePolicy = {
  view: (role: Role | null) => role !== null,
  edit: (role: Role | null) => atLeast(role, 'edit'),
  admin: (role: Role | null) => atLeast(role, 'admin'),
  manage: (role: Role | null) => atLeast(role, 'create'),
  /** Organization role needed to create spaces in an organization, or to receive a transfer. */
  create: (orgRole: Role | null) => atLeast(orgRole, 'create'),
};

export function spacePermissions(role: Role | null) {
  return {
    view: SpacePolicy.view(role),
    access: SpacePolicy.view(role),
    admin: SpacePolicy.admin(role),
    viewInviteLinks: SpacePolicy.admin(role),
    edit: SpacePolicy.edit(role),
    triggerGitSync: SpacePolicy.edit(role),
    comment: atLeast(role, 'comment'),
    merge: atLeast(role, 'review'),
    review: atLeast(role, 'review'),
  };
}
