// What a caller may do with custom fields: the one place these rules live.
//
// - Field definitions belong to the organization: any non-guest member ('read' and up) may
//   list and read them; only organization admins create, change and delete them, because a
//   change (e.g. removing a select option) rewrites the values of every space.
// - A space's values are read by whoever may read the space and set by whoever may edit it
//   ('edit' on the space, the role that edits live content); that check is the spaces
//   module's requireSpace, so grants on the space count and guests with a grant get in.
// - The `permissions` of a CustomField: `view` for whoever sees the definition (members, and
//   guests reaching it through a space they may read), `edit` for organization admins.
import type { Role } from '../generated/prisma/enums.js';
import { atLeast } from './organization.js';

export const CustomFieldPolicy = {
  view: (orgRole: Role | null) => atLeast(orgRole, 'read'),
  manage: (orgRole: Role | null) => atLeast(orgRole, 'admin'),
};

export function customFieldPermissions(orgRole: Role | null) {
  return { view: true, edit: CustomFieldPolicy.manage(orgRole) };
}
