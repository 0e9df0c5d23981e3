// `urls.published` of spaces: where a site shows them. A space shown by sites gets the
// published URL of its oldest site space, built exactly as the site space endpoints build it
// (site-structure's StructureView and presenter), so the two never disagree.
import type { Db } from '../../db.js';
import type { Urls } from '../../lib/urls.js';
import type { Role } from '../../generated/prisma/client.js';
import { presentSiteSpace } from '../site-structure/present.js';
import { SITE_SPACE_INCLUDE } from '../site-structure/queries.js';
import { structureView } from '../site-structure/view.js';

/**
 * Published URL per space ID (spaces in no site are absent). `via`: only that site counts,
 * and its share key goes into the URLs (a read opened by a share key).
 */
export async function publishedURLs(
  db: Db,
  urls: Urls,
  caller: { userId: string; orgRole: Role | null },
  spaceIds: string[],
  via?: { siteId: string; shareKey: string },
): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  if (!spaceIds.length) return result;
  const rows = await db.siteSpace.findMany({
    where: { spaceId: { in: [...new Set(spaceIds)] }, ...(via ? { siteId: via.siteId } : {}) },
    include: { ...SITE_SPACE_INCLUDE, site: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  const first = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!first.has(row.spaceId)) first.set(row.spaceId, row);

  const bySite = new Map<string, (typeof rows)[number][]>();
  for (const row of first.values())
    bySite.set(row.siteId, [...(bySite.get(row.siteId) ?? []), row]);
  for (const siteRows of bySite.values()) {
    const site = siteRows[0]!.site;
    const view = await structureView(
      db,
      urls,
      {
        organizationId: site.organizationId,
        userId: caller.userId,
        role: caller.orgRole,
        site,
        ...(via ? { shareKey: via.shareKey } : {}),
      },
      [],
    );
    for (const row of siteRows) {
      const published = presentSiteSpace(view, row).urls.published;
      if (published) result.set(row.spaceId, published);
    }
  }
  return result;
}
