// Builds the StructureView the presenters need (defaults, published state, share key, the
// caller's role on each embedded space) and presents rows with it.
import type { Db } from '../../db.js';
import type { Urls } from '../../lib/urls.js';
import { effectiveSpaceRole } from '../../policies/space.js';
import { grantsOf } from '../members/service.js';
import type { SiteAccess } from '../sites/access.js';
import {
  presentSection,
  presentSectionGroup,
  presentSiteSpace,
  type GroupRow,
  type SectionRow,
  type SiteSpaceRow,
  type StructureView,
} from './present.js';
import {
  countSiteSpaces,
  effectiveDefaultSectionId,
  effectiveDefaultSiteSpaceIds,
} from './queries.js';

export async function structureView(
  db: Db,
  urls: Urls,
  access: SiteAccess,
  spaceIds: string[],
): Promise<StructureView> {
  const siteId = access.site.id;
  const [count, defaultSectionId, defaultSiteSpaceIds, grants] = await Promise.all([
    countSiteSpaces(db, siteId),
    effectiveDefaultSectionId(db, siteId),
    effectiveDefaultSiteSpaceIds(db, siteId),
    spaceIds.length
      ? grantsOf(db, access.userId, [...new Set(spaceIds)])
      : Promise.resolve(new Map()),
  ]);
  return {
    urls,
    site: access.site,
    published: count > 0,
    ...(access.shareKey ? { shareKey: access.shareKey } : {}),
    defaultSectionId,
    defaultSiteSpaceIds,
    spaceRole: (spaceId) => effectiveSpaceRole(access.role, grants.get(spaceId) ?? []),
  };
}

const spacesOfSections = (sections: SectionRow[]) =>
  sections.flatMap((s) => s.siteSpaces.map((ss) => ss.spaceId));

export async function renderSections(db: Db, urls: Urls, access: SiteAccess, rows: SectionRow[]) {
  const view = await structureView(db, urls, access, spacesOfSections(rows));
  return rows.map((row) => presentSection(view, row));
}

export async function renderGroups(db: Db, urls: Urls, access: SiteAccess, rows: GroupRow[]) {
  const view = await structureView(
    db,
    urls,
    access,
    rows.flatMap((g) => spacesOfSections(g.sections)),
  );
  return rows.map((row) => presentSectionGroup(view, row));
}

export async function renderSiteSpaces(
  db: Db,
  urls: Urls,
  access: SiteAccess,
  rows: SiteSpaceRow[],
) {
  const view = await structureView(
    db,
    urls,
    access,
    rows.map((r) => r.spaceId),
  );
  return rows.map((row) => presentSiteSpace(view, row));
}

/** One object rendered through its list renderer. */
export const one = async <T>(items: Promise<T[]>) => (await items)[0] as T;
