// The published view of a site (PublishedContentSite): the site, its structure and its
// customizations in one read. The structure is the site's top level in order (sections,
// and section groups holding their sections) or, for a site without sections, its site
// spaces. Items are presented exactly as the section and site space endpoints present them.
import type { Db } from '../../db.js';
import type { Urls } from '../../lib/urls.js';
import {
  presentSection,
  presentSectionGroup,
  presentSiteSpace,
} from '../site-structure/present.js';
import { loadStructure } from '../site-structure/service.js';
import { structureView } from '../site-structure/view.js';
import type { SiteAccess } from './access.js';
import { presentCustomizations, presentSite } from './present.js';
import { getSiteRow } from './service.js';

export async function publishedContentSite(db: Db, urls: Urls, access: SiteAccess) {
  const [site, { sections, groups, rootSiteSpaces }] = await Promise.all([
    getSiteRow(db, access.site.id),
    loadStructure(db, access.site.id),
  ]);
  const spaceIds = [
    ...sections.flatMap((s) => s.siteSpaces.map((ss) => ss.spaceId)),
    ...rootSiteSpaces.map((ss) => ss.spaceId),
  ];
  const view = await structureView(db, urls, { ...access, site }, spaceIds);

  let structure;
  if (sections.length) {
    const top = [
      ...sections
        .filter((s) => !s.groupId)
        .map((s) => ({ position: s.position, id: s.id, item: () => presentSection(view, s) })),
      ...groups.map((g) => ({
        position: g.position,
        id: g.id,
        item: () =>
          presentSectionGroup(view, { ...g, sections: sections.filter((s) => s.groupId === g.id) }),
      })),
    ].sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    structure = { type: 'sections' as const, structure: top.map((t) => t.item()) };
  } else {
    structure = {
      type: 'siteSpaces' as const,
      structure: rootSiteSpaces.map((ss) => presentSiteSpace(view, ss)),
    };
  }

  return {
    object: 'published-content-site' as const,
    site: presentSite(urls, site, access.role, access.shareKey),
    structure,
    customizations: { site: presentCustomizations(site) },
  };
}
