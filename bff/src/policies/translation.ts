// What a caller may do with translation settings: the one place these rules live.
//
// - Any non-guest member ('read' and up) may list and read them.
// - Creating, replacing and deleting them needs the organization role 'create' (so admins
//   too): translation settings decide which languages content is produced in, a content
//   decision like creating OpenAPI specifications (organization permission
//   `createOpenAPISpec`), not an administrative one like members or SSO.
// - Guests (null) get 403.
import type { Role } from '../generated/prisma/enums.js';
import { atLeast } from './organization.js';

export const TranslationPolicy = {
  view: (orgRole: Role | null) => atLeast(orgRole, 'read'),
  manage: (orgRole: Role | null) => atLeast(orgRole, 'create'),
};

export function translationPermissions(orgRole: Role | null) {
  return { view: TranslationPolicy.view(orgRole), edit: TranslationPolicy.manage(orgRole) };
}
