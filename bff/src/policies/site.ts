// What a caller may do with a site, its structure (sections, groups, site spaces) and its
// share links: the one place these rules live.
//
// Reading needs any non-guest role ('read' and up). Changing needs 'create': the role the
// contract describes as "create content", and a site is content that is published. 'admin'
// alone would lock content creators out of their own sites; review/edit/comment/read work
// inside content, not on what is published. Guests (null) get 403 on everything, except the
// published reads a valid share key opens (see modules/sites/access.ts).
// Share links are secrets that open a share-link site to anyone: listing them needs 'create' too.
import type { Role } from '../generated/prisma/enums.js';
import { atLeast } from './organization.js';

export const SitePolicy = {
  view: (role: Role | null) => atLeast(role, 'read'),
  edit: (role: Role | null) => atLeast(role, 'create'),
  manageShareLinks: (role: Role | null) => atLeast(role, 'create'),
};

/** The `permissions` object of a Site, from the caller's organization role. */
export function sitePermissions(role: Role | null) {
  return {
    view: SitePolicy.view(role),
    access: SitePolicy.view(role),
    edit: SitePolicy.edit(role),
    create: SitePolicy.edit(role),
    admin: atLeast(role, 'admin'),
    installIntegration: atLeast(role, 'admin'),
    viewAdaptiveSchema: SitePolicy.view(role),
    editAdaptiveSchema: SitePolicy.edit(role),
  };
}
