// Who may reach a site, checked once per request before anything else is read.
// Not a member of the organization, or a site of another organization: 404, never 403.
import type { Db } from '../../db.js';
import { forbidden, notFound } from '../../errors.js';
import type { Role, Site } from '../../generated/prisma/client.js';
import { SitePolicy } from '../../policies/site.js';
import { requireMembership } from '../organizations/service.js';

export type SiteAccess = {
  organizationId: string;
  userId: string;
  role: Role | null;
  site: Site;
  /** The share key to put in published URLs: set only when it is valid, active and the site is share-link. */
  shareKey?: string;
};

type Need = 'view' | 'edit' | 'manageShareLinks';

const ACTIONS: Record<Need, string> = {
  view: 'read this site',
  edit: 'change sites',
  manageShareLinks: 'manage share links',
};

/**
 * Loads the site for a caller who needs `need` on it. A `shareKey` that is not an active
 * share link of this site is a 404 (no access at all). A valid key opens the published
 * reads of a share-link site even to a guest: that is what share links are for.
 */
export async function requireSite(
  db: Db,
  params: { organizationId: string; siteId: string; userId: string; need: Need; shareKey?: string },
): Promise<SiteAccess> {
  const { organizationId, siteId, userId, need, shareKey } = params;
  const member = await requireMembership(db, organizationId, userId);
  const site = await db.site.findFirst({ where: { id: siteId, organizationId } });
  if (!site) throw notFound('Site');
  let keyOpensSite = false;
  if (shareKey !== undefined) {
    const link = await db.shareLink.findFirst({
      where: { siteId, token: shareKey, active: true },
      select: { id: true },
    });
    if (!link) throw notFound('Site');
    keyOpensSite = site.visibility === 'share_link';
  }
  const allowed = SitePolicy[need](member.role) || (need === 'view' && keyOpensSite);
  if (!allowed)
    throw forbidden(`Your role in this organization does not allow you to ${ACTIONS[need]}`);
  return { organizationId, userId, role: member.role, site, ...(keyOpensSite ? { shareKey } : {}) };
}
