// Rows → contract objects for SiteSpace, SiteSection and SiteSectionGroup. Everything that
// depends on the rest of the site (defaults, whether it is published, the share key, the
// caller's role on each space) comes in a StructureView built by view.ts, so a section
// presented alone and the same section inside the published view are identical.
import type { Urls } from '../../lib/urls.js';
import type {
  Role,
  Site,
  SiteSection,
  SiteSectionGroup,
  SiteSpace,
  Space,
} from '../../generated/prisma/client.js';
import { presentSpace } from '../spaces/present.js';

export type StructureView = {
  urls: Urls;
  site: Pick<Site, 'id' | 'hostname' | 'basename' | 'proxyOrigin'>;
  /** A site with at least one site space is published (see modules/sites/present.ts). */
  published: boolean;
  shareKey?: string;
  defaultSectionId: string | null;
  /** The default site space of each parent (a section, or the site root), by ID. */
  defaultSiteSpaceIds: Set<string>;
  spaceRole: (spaceId: string) => Role | null;
};

export type SiteSpaceRow = SiteSpace & {
  space: Space;
  section: Pick<SiteSection, 'id' | 'path'> | null;
};
export type SectionRow = SiteSection & { siteSpaces: (SiteSpace & { space: Space })[] };
export type GroupRow = SiteSectionGroup & { sections: SectionRow[] };

/** Published URL of a place in the site: the default section / site space sits at its parent's root. */
function publishedURL(view: StructureView, segments: string[]) {
  if (!view.published) return undefined;
  return view.urls.sitePublishedVia(
    view.site,
    segments.map(encodeURIComponent).join('/'),
    view.shareKey,
  );
}

function sectionSegments(view: StructureView, section: Pick<SiteSection, 'id' | 'path'> | null) {
  return !section || section.id === view.defaultSectionId ? [] : [section.path];
}

export function presentSiteSpace(view: StructureView, row: SiteSpaceRow) {
  const isDefault = view.defaultSiteSpaceIds.has(row.id);
  const published = publishedURL(view, [
    ...sectionSegments(view, row.section),
    ...(isDefault ? [] : [row.path]),
  ]);
  return {
    object: 'site-space' as const,
    id: row.id,
    path: row.path,
    ...(row.sectionId ? { section: row.sectionId } : {}),
    space: presentSpace(view.urls, row.space, view.spaceRole(row.spaceId), published),
    title: row.space.title,
    default: isDefault,
    ...(row.condition !== null ? { condition: row.condition } : {}),
    hasAdvancedCustomizationFeature: false,
    urls: published ? { published } : {},
  };
}

export function presentSection(view: StructureView, row: SectionRow) {
  const published = publishedURL(view, sectionSegments(view, row));
  return {
    object: 'site-section' as const,
    id: row.id,
    title: row.title,
    ...(row.description !== null ? { description: row.description } : {}),
    default: row.id === view.defaultSectionId,
    path: row.path,
    ...(row.condition !== null ? { condition: row.condition } : {}),
    ...(row.groupId ? { sectionGroup: row.groupId } : {}),
    ...(row.icon !== null ? { icon: row.icon } : {}),
    siteSpaces: row.siteSpaces.map((ss) => presentSiteSpace(view, { ...ss, section: row })),
    urls: published ? { published } : {},
  };
}

export function presentSectionGroup(view: StructureView, row: GroupRow) {
  return {
    object: 'site-section-group' as const,
    id: row.id,
    title: row.title,
    ...(row.icon !== null ? { icon: row.icon } : {}),
    sections: row.sections.map((s) => presentSection(view, s)),
  };
}
