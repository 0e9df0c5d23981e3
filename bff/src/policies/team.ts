// What a caller may do with teams: the one place these rules live.
//
// - Any non-guest member ('read' and up) may list and read teams and their members.
// - Organization admins manage every team: create, rename, delete, change members.
// - A team `owner` manages that team: rename it and change its members (including making
//   others owners or leaving). Creating and deleting teams stays with admins.
// - Guests (null) get 403 on everything, even where they own a team: ownership grants
//   nothing once the organization role no longer lets them see teams.
//
// A team need not keep an owner: admins can always manage it, so removing or demoting the
// last owner is allowed, and a new team starts without one.
import type { Role, TeamRole } from '../generated/prisma/enums.js';
import { atLeast } from './organization.js';

export const TeamPolicy = {
  view: (orgRole: Role | null) => atLeast(orgRole, 'read'),
  create: (orgRole: Role | null) => atLeast(orgRole, 'admin'),
  delete: (orgRole: Role | null) => atLeast(orgRole, 'admin'),
  /** Rename the team and change its members. `teamRole` is the caller's role in that team. */
  manage: (orgRole: Role | null, teamRole: TeamRole | null | undefined) =>
    atLeast(orgRole, 'admin') || (atLeast(orgRole, 'read') && teamRole === 'owner'),
  /** Manages every team without being their owner. */
  manageAll: (orgRole: Role | null) => atLeast(orgRole, 'admin'),
};

/** The `permissions` object of a Team, from the caller's organization and team roles. */
export function teamPermissions(orgRole: Role | null, teamRole: TeamRole | null | undefined) {
  return { admin: TeamPolicy.manage(orgRole, teamRole), view: TeamPolicy.view(orgRole) };
}
