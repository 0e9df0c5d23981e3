// What a caller may do with OpenAPI specifications: the one place these rules live.
//
// - Any member of the organization, guests included, may list and read specs, their versions
//   and contents: specs are referenced from the organization's content, and a guest reading a
//   space that embeds an API reference needs the spec behind it.
// - Creating, updating (re-fetching) and deleting need the organization role `create` or
//   higher: the same rule as the Organization's `permissions.createOpenAPISpec` (a test checks
//   the two agree for every role).
import type { Role } from '../generated/prisma/enums.js';
import { atLeast } from './organization.js';

export const OpenAPISpecPolicy = {
  view: (_role: Role | null) => true,
  edit: (role: Role | null) => atLeast(role, 'create'),
};

/** The `permissions` object of an OpenAPISpec, from the caller's organization role. */
export function openAPISpecPermissions(role: Role | null) {
  return { view: OpenAPISpecPolicy.view(role), edit: OpenAPISpecPolicy.edit(role) };
}
