// Content references (links and backlinks): absolute locations carry the organization and
// the space they are in, presented for the caller once per response.
import type { Db } from '../../db.js';
import type { Urls } from '../../lib/urls.js';
import { presentOrganization } from '../organizations/present.js';
import type { SpaceAccess } from '../spaces/access.js';
import { renderSpace } from '../spaces/view.js';
import type { LinkStatus } from './links.js';
import { presentFile, presentPage, type PageRow } from './present.js';
import { type LinkEntry, pageRowsById } from './service.js';

async function referenceContext(db: Db, urls: Urls, access: SpaceAccess, revisionId: string) {
  const organization = await db.organization.findUniqueOrThrow({
    where: { id: access.space.organizationId },
  });
  const base = {
    organization: presentOrganization(urls, organization, access.orgRole),
    space: await renderSpace(db, urls, access),
    versionContext: { type: 'revision' as const, revision: revisionId },
  };
  const spaceId = access.space.id;
  return {
    base,
    page: (page: PageRow, anchor?: string) => ({
      kind: 'page' as const,
      ...base,
      page: presentPage(urls, spaceId, page, { metadata: true }),
      ...(anchor ? { internalLocation: { type: 'anchor' as const, anchor } } : {}),
    }),
  };
}

/** Backlinks: one page reference per linking page. */
export async function renderBacklinks(
  db: Db,
  urls: Urls,
  access: SpaceAccess,
  revisionId: string,
  pages: PageRow[],
) {
  const refs = await referenceContext(db, urls, access, revisionId);
  return { items: pages.map((p) => refs.page(p)), count: pages.length };
}

/**
 * A link list: one item per distinct target, `stats` over every target (before the
 * `status` filter), `count` the items returned.
 */
export async function renderLinks(
  db: Db,
  urls: Urls,
  access: SpaceAccess,
  revisionId: string,
  entries: LinkEntry[],
  status?: LinkStatus,
) {
  const refs = await referenceContext(db, urls, access, revisionId);
  const shown = status ? entries.filter((e) => e.target.status === status) : entries;
  const pageIds = shown.flatMap((e) => (e.target.kind === 'page' ? [e.target.page.pageId] : []));
  const fileIds = shown.flatMap((e) => (e.target.kind === 'file' ? [e.target.file.fileId] : []));
  const [pages, files] = await Promise.all([
    pageRowsById(db, revisionId, pageIds),
    fileIds.length
      ? db.revisionFile.findMany({ where: { revisionId, fileId: { in: [...new Set(fileIds)] } } })
      : Promise.resolve([]),
  ]);
  const fileById = new Map(files.map((f) => [f.fileId, f]));
  const items = shown.flatMap((entry) => {
    const t = entry.target;
    let targetReference;
    if (t.kind === 'url') targetReference = { kind: 'url' as const, url: t.url };
    else if (t.kind === 'page') {
      const page = pages.get(t.page.pageId);
      if (!page) return []; // Removed by a concurrent write since the links were read.
      targetReference = refs.page(page, t.anchor);
    } else {
      const file = fileById.get(t.file.fileId);
      if (!file) return [];
      targetReference = {
        kind: 'file' as const,
        ...refs.base,
        file: presentFile(urls, access.space.id, file, true),
      };
    }
    return [
      {
        status: t.status,
        targetReference,
        locationReferences: entry.locations.map((p) => refs.page(p)),
      },
    ];
  });
  const broken = entries.filter((e) => e.target.status === 'broken').length;
  return {
    items,
    count: items.length,
    stats: { total: entries.length, broken: { total: broken, changeRequest: 0 } },
  };
}
