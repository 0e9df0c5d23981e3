// Who may reach a space, checked once per request before anything else is read.
// A space of an organization the caller is not a member of is a 404, never a 403.
import type { Db } from '../../db.js';
import { forbidden, notFound } from '../../errors.js';
import type { Role, Space } from '../../generated/prisma/client.js';
import { atLeast } from '../../policies/organization.js';
import { effectiveSpaceRole, SpacePolicy } from '../../policies/space.js';
import { grantsOf } from '../members/service.js';

export type SpaceAccess = {
  space: Space;
  userId: string;
  /** The caller's organization role (null: guest or not a member). */
  orgRole: Role | null;
  /** The caller's effective role on the space: what `permissions` is computed from. */
  role: Role | null;
  /** Set when a valid share key of a share-link site opened the read: URLs go through that site. */
  shareLink?: { siteId: string; shareKey: string };
};

export type SpaceNeed = 'view' | 'edit' | 'admin' | 'manage';

const ACTIONS: Record<SpaceNeed, string> = {
  view: 'read this space',
  edit: 'edit this space',
  admin: 'administrate this space',
  manage: 'manage this space (delete, restore, duplicate, move, transfer)',
};

/**
 * Loads the space for a caller who needs `need` on it.
 * - `shareKey`: must be an active share link of a site of the space's organization that
 *   shows this space, else 404. On a share-link site it opens the read to anyone signed in.
 * - A deleted space exists only for those who may restore it (`manage`): GET shows it with
 *   `deletedAt`; `allowDeleted` lets restore through. Everything else on it is a 404.
 */
export async function requireSpace(
  db: Db,
  params: {
    spaceId: string;
    userId: string;
    need: SpaceNeed;
    shareKey?: string;
    allowDeleted?: boolean;
  },
): Promise<SpaceAccess> {
  const { spaceId, userId, need, shareKey } = params;
  const space = await db.space.findUnique({ where: { id: spaceId } });
  if (!space) throw notFound('Space');
  const member = await db.member.findUnique({
    where: { organizationId_userId: { organizationId: space.organizationId, userId } },
  });
  const isMember = member !== null && !member.disabled;

  let shareLink: SpaceAccess['shareLink'];
  if (shareKey !== undefined) {
    const link = await db.shareLink.findFirst({
      where: {
        token: shareKey,
        active: true,
        site: { organizationId: space.organizationId, siteSpaces: { some: { spaceId } } },
      },
      select: { siteId: true, site: { select: { visibility: true } } },
    });
    if (!link || space.deletedAt) throw notFound('Space');
    if (link.site.visibility === 'share_link') shareLink = { siteId: link.siteId, shareKey };
  }
  if (!isMember && !shareLink) throw notFound('Space');

  const orgRole = isMember ? member.role : null;
  const grants = isMember ? ((await grantsOf(db, userId, [spaceId])).get(spaceId) ?? []) : [];
  let role = effectiveSpaceRole(orgRole, grants);
  // A share key lets its holder read: at least 'read' for what they see of the space.
  if (shareLink && need === 'view' && !atLeast(role, 'read')) role = 'read';

  if (space.deletedAt) {
    const mayRestore = SpacePolicy.manage(role);
    if (!mayRestore || !(need === 'view' || params.allowDeleted)) throw notFound('Space');
  }
  if (!SpacePolicy[need](role))
    throw forbidden(`Your role on this space does not allow you to ${ACTIONS[need]}`);
  return { space, userId, orgRole, role, ...(shareLink ? { shareLink } : {}) };
}
