// Sections, section groups and site spaces of a site: every Prisma call and transaction.
// Writes run in inSiteTransaction (site row locked), keep positions dense (ordering.ts) and
// end with settleSite (defaults and the published flag), so counters, defaults and published
// URLs are true after each operation, deletions included.
import type { z } from 'zod';
import type { Db, DbTx } from '../../db.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { afterCursor, decodeCursor, orderByKeyset, paginate } from '../../lib/pagination.js';
import type { SiteAccess } from '../sites/access.js';
import {
  groupOrder,
  inSiteTransaction,
  placeRelative,
  siteSpaceOrder,
  topLevelOrder,
  writeGroupOrder,
  writeSiteSpaceOrder,
  writeTopLevel,
  type TopLevelItem,
} from './ordering.js';
import {
  effectiveDefaultSectionId,
  inOrder,
  resolveSpace,
  SECTION_INCLUDE,
  sectionIdsPage,
  settleSite,
  SITE_SPACE_INCLUDE,
  siteSpaceIdsPage,
  slugify,
  uniquePath,
} from './queries.js';
import type {
  GroupCreateSchema,
  GroupUpdateSchema,
  MovePosition,
  SectionCreateSchema,
  SectionUpdateSchema,
  SiteSpaceCreateSchema,
  SiteSpaceUpdateSchema,
} from './schema.js';

// ---- Reads ---------------------------------------------------------------------------

export async function getSection(db: DbTx, siteId: string, sectionId: string) {
  const row = await db.siteSection.findFirst({
    where: { id: sectionId, siteId },
    include: SECTION_INCLUDE,
  });
  if (!row) throw notFound('Site section');
  return row;
}

export async function getGroup(db: DbTx, siteId: string, groupId: string) {
  const row = await db.siteSectionGroup.findFirst({
    where: { id: groupId, siteId },
    include: {
      sections: { include: SECTION_INCLUDE, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
    },
  });
  if (!row) throw notFound('Site section group');
  return row;
}

export async function getSiteSpace(db: DbTx, siteId: string, siteSpaceId: string) {
  const row = await db.siteSpace.findFirst({
    where: { id: siteSpaceId, siteId },
    include: SITE_SPACE_INCLUDE,
  });
  if (!row) throw notFound('Site space');
  return row;
}

export async function listSections(db: Db, siteId: string, opts: { limit: number; page?: string }) {
  const { ids, count, next } = await sectionIdsPage(db, siteId, opts.limit, opts.page);
  const rows = await db.siteSection.findMany({
    where: { id: { in: ids } },
    include: SECTION_INCLUDE,
  });
  return { items: inOrder(ids, rows), count, ...(next ? { next } : {}) };
}

export async function listSiteSpaces(
  db: Db,
  siteId: string,
  opts: { limit: number; page?: string; default?: boolean },
) {
  const { ids, count, next } = await siteSpaceIdsPage(db, siteId, {
    limit: opts.limit,
    page: opts.page,
    onlyDefault: opts.default,
  });
  const rows = await db.siteSpace.findMany({
    where: { id: { in: ids } },
    include: SITE_SPACE_INCLUDE,
  });
  return { items: inOrder(ids, rows), count, ...(next ? { next } : {}) };
}

/** Groups in top-level order; positions are unique per site, the ID breaks any tie. */
export async function listGroups(db: Db, siteId: string, opts: { limit: number; page?: string }) {
  const cursor = decodeCursor(opts.page);
  return paginate({
    limit: opts.limit,
    fetch: (take) =>
      db.siteSectionGroup.findMany({
        where: { siteId, ...afterCursor('position', 'asc', cursor) },
        orderBy: orderByKeyset('position', 'asc'),
        include: {
          sections: { include: SECTION_INCLUDE, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
        },
        take,
      }),
    count: () => db.siteSectionGroup.count({ where: { siteId } }),
    sortValue: (g) => g.position,
    map: (g) => g,
  });
}

/** The whole structure of a site, for the published view (bounded by the size of one site). */
export async function loadStructure(db: Db, siteId: string) {
  const [sections, groups, rootSiteSpaces] = await Promise.all([
    db.siteSection.findMany({
      where: { siteId },
      include: SECTION_INCLUDE,
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
    }),
    db.siteSectionGroup.findMany({
      where: { siteId },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
    }),
    db.siteSpace.findMany({
      where: { siteId, sectionId: null },
      include: SITE_SPACE_INCLUDE,
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
    }),
  ]);
  return { sections, groups, rootSiteSpaces };
}

// ---- Helpers inside a site transaction -------------------------------------------------

async function sectionInSite(tx: DbTx, siteId: string, sectionId: string, field?: string) {
  const section = await tx.siteSection.findFirst({ where: { id: sectionId, siteId } });
  if (!section)
    throw field
      ? badRequest(field, 'must be the ID of a section of this site')
      : notFound('Site section');
  return section;
}

async function takenSectionPaths(tx: DbTx, siteId: string) {
  const rows = await tx.siteSection.findMany({ where: { siteId }, select: { path: true } });
  return new Set(rows.map((r) => r.path));
}

async function takenSiteSpacePaths(tx: DbTx, siteId: string, sectionId: string | null) {
  const rows = await tx.siteSpace.findMany({
    where: { siteId, sectionId },
    select: { path: true },
  });
  return new Set(rows.map((r) => r.path));
}

/** Takes a section out of its parent's order (top level or group) and closes the gap. */
async function detachSection(
  tx: DbTx,
  siteId: string,
  section: { id: string; groupId: string | null },
) {
  if (section.groupId)
    await writeGroupOrder(
      tx,
      (await groupOrder(tx, section.groupId)).filter((id) => id !== section.id),
    );
  else
    await writeTopLevel(
      tx,
      (await topLevelOrder(tx, siteId)).filter((i) => i.id !== section.id),
    );
}

/** Appends a site space for `space` to a parent, with a path unique among its siblings. */
async function appendSiteSpace(
  tx: DbTx,
  siteId: string,
  sectionId: string | null,
  space: { id: string; title: string },
) {
  const siblings = await tx.siteSpace.findMany({
    where: { siteId, sectionId },
    select: { path: true, spaceId: true },
  });
  if (siblings.some((s) => s.spaceId === space.id)) {
    throw conflict(
      sectionId
        ? 'This space is already in that section of the site'
        : 'This space is already at the root of the site',
    );
  }
  const path = uniquePath(new Set(siblings.map((s) => s.path)), slugify(space.title, 'space'));
  return tx.siteSpace.create({
    data: {
      siteId,
      sectionId,
      spaceId: space.id,
      path,
      position: siblings.length,
      isDefault: siblings.length === 0,
    },
  });
}

/**
 * A site that gets its first section while its site spaces sit at the root: those site
 * spaces move into a section of their own (titled after the site) so no content is left
 * outside the sections, which is all a sectioned site shows.
 */
async function adoptRootSiteSpaces(tx: DbTx, site: { id: string; title: string }) {
  const root = await siteSpaceOrder(tx, site.id, null);
  if (!root.length) return;
  const top = await topLevelOrder(tx, site.id);
  const path = uniquePath(await takenSectionPaths(tx, site.id), slugify(site.title, 'section'));
  const section = await tx.siteSection.create({
    data: {
      siteId: site.id,
      title: site.title.slice(0, 128),
      path,
      position: top.length,
      isDefault: true,
    },
  });
  await tx.siteSpace.updateMany({
    where: { siteId: site.id, sectionId: null },
    data: { sectionId: section.id },
  });
}

function setDefaultSiteSpace(
  tx: DbTx,
  siteId: string,
  sectionId: string | null,
  siteSpaceId: string,
) {
  return tx.$executeRaw`
    UPDATE "SiteSpace" SET "isDefault" = (id = ${siteSpaceId})
    WHERE "siteId" = ${siteId} AND "sectionId" IS NOT DISTINCT FROM ${sectionId} AND "isDefault" <> (id = ${siteSpaceId})`;
}

// ---- Sections ----------------------------------------------------------------------

export async function createSection(
  db: Db,
  access: SiteAccess,
  body: z.infer<typeof SectionCreateSchema>,
) {
  const { site } = access;
  return inSiteTransaction(db, site.id, async (tx) => {
    const hadSections = (await tx.siteSection.count({ where: { siteId: site.id } })) > 0;
    if (!hadSections) await adoptRootSiteSpaces(tx, site);
    const space = await resolveSpace(
      tx,
      site.organizationId,
      body.spaceId,
      body.title ?? 'Untitled',
      access.userId,
    );
    const title =
      body.title ?? (space.title.trim().length >= 2 ? space.title.trim() : 'Untitled section');
    const path = uniquePath(await takenSectionPaths(tx, site.id), slugify(title, 'section'));
    const top = await topLevelOrder(tx, site.id);
    const section = await tx.siteSection.create({
      data: { siteId: site.id, title, path, position: top.length },
    });
    await appendSiteSpace(tx, site.id, section.id, space);
    await settleSite(tx, site.id);
    return getSection(tx, site.id, section.id);
  });
}

export async function updateSection(
  db: Db,
  access: SiteAccess,
  sectionId: string,
  patch: z.infer<typeof SectionUpdateSchema>,
) {
  const siteId = access.site.id;
  return inSiteTransaction(db, siteId, async (tx) => {
    const section = await sectionInSite(tx, siteId, sectionId);
    if (patch.path !== undefined && patch.path !== section.path) {
      const taken = await tx.siteSection.findFirst({
        where: { siteId, path: patch.path },
        select: { id: true },
      });
      if (taken)
        throw conflict(`path "${patch.path}" is already used by another section of this site`);
    }
    if (patch.defaultSiteSpace !== undefined) {
      const target = await tx.siteSpace.findFirst({
        where: { id: patch.defaultSiteSpace, siteId, sectionId },
      });
      if (!target)
        throw badRequest('body.defaultSiteSpace', 'must be the ID of a site space of this section');
      await setDefaultSiteSpace(tx, siteId, sectionId, target.id);
    }
    await tx.siteSection.update({
      where: { id: sectionId },
      data: {
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.path !== undefined ? { path: patch.path } : {}),
        ...(patch.condition !== undefined ? { condition: patch.condition } : {}),
        ...(patch.icon !== undefined ? { icon: patch.icon } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
      },
    });
    await settleSite(tx, siteId);
    return getSection(tx, siteId, sectionId);
  });
}

/** Deletes a section and (by cascade) its site spaces; another section becomes default if needed. */
export async function deleteSection(db: Db, access: SiteAccess, sectionId: string) {
  const siteId = access.site.id;
  await inSiteTransaction(db, siteId, async (tx) => {
    const section = await sectionInSite(tx, siteId, sectionId);
    await tx.siteSection.delete({ where: { id: sectionId } });
    await detachSection(tx, siteId, section);
    await settleSite(tx, siteId);
  });
}

/** Moves a section among its siblings: the top level, or the sections of its group. */
export async function moveSection(
  db: Db,
  access: SiteAccess,
  sectionId: string,
  position: MovePosition,
) {
  const siteId = access.site.id;
  return inSiteTransaction(db, siteId, async (tx) => {
    const section = await sectionInSite(tx, siteId, sectionId);
    if (section.groupId) {
      const order = (await groupOrder(tx, section.groupId)).map((id) => ({ id }));
      await writeGroupOrder(
        tx,
        placeRelative(order, sectionId, position, 'body.position').map((o) => o.id),
      );
    } else {
      const order = await topLevelOrder(tx, siteId);
      const target = position?.before ?? position?.after;
      // The top level also holds groups; a section move names sections only.
      if (target && order.find((o) => o.id === target.id)?.kind === 'group') {
        throw badRequest(
          `body.position.${position?.before ? 'before' : 'after'}`,
          'must name a site section',
        );
      }
      await writeTopLevel(tx, placeRelative(order, sectionId, position, 'body.position'));
    }
    return getSection(tx, siteId, sectionId);
  });
}

// ---- Section groups ----------------------------------------------------------------

export async function createGroup(
  db: Db,
  access: SiteAccess,
  body: z.infer<typeof GroupCreateSchema>,
) {
  const siteId = access.site.id;
  return inSiteTransaction(db, siteId, async (tx) => {
    const sectionIds = [...new Set(body.sections ?? [])];
    const sections = await tx.siteSection.findMany({ where: { siteId, id: { in: sectionIds } } });
    const missing = sectionIds.findIndex((id) => !sections.some((s) => s.id === id));
    if (missing >= 0)
      throw badRequest(`body.sections.${missing}`, 'must be the ID of a section of this site');

    // The group takes the place of its first section when that one was at the top level.
    const top = await topLevelOrder(tx, siteId);
    const first = sections.find((s) => s.id === sectionIds[0]);
    const at = first && !first.groupId ? top.findIndex((i) => i.id === first.id) : top.length;
    const group = await tx.siteSectionGroup.create({
      data: { siteId, title: body.title, icon: body.icon ?? null, position: at },
    });

    const moving = new Set(sectionIds);
    const newTop: TopLevelItem[] = top.filter((i) => !moving.has(i.id));
    newTop.splice(top.slice(0, at).filter((i) => !moving.has(i.id)).length, 0, {
      id: group.id,
      kind: 'group',
    });
    const oldGroups = new Set(
      sections.map((s) => s.groupId).filter((g): g is string => g !== null),
    );
    for (const [i, id] of sectionIds.entries())
      await tx.siteSection.update({ where: { id }, data: { groupId: group.id, position: i } });
    await writeTopLevel(tx, newTop);
    for (const g of oldGroups) await writeGroupOrder(tx, await groupOrder(tx, g));
    await settleSite(tx, siteId);
    return getGroup(tx, siteId, group.id);
  });
}

export async function updateGroup(
  db: Db,
  access: SiteAccess,
  groupId: string,
  patch: z.infer<typeof GroupUpdateSchema>,
) {
  const siteId = access.site.id;
  await getGroup(db, siteId, groupId);
  await db.siteSectionGroup.update({
    where: { id: groupId },
    data: {
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.icon !== undefined ? { icon: patch.icon } : {}),
    },
  });
  return getGroup(db, siteId, groupId);
}

/** Deletes a group; its sections stay, at the top level where the group was, in their order. */
export async function deleteGroup(db: Db, access: SiteAccess, groupId: string) {
  const siteId = access.site.id;
  await inSiteTransaction(db, siteId, async (tx) => {
    await getGroup(tx, siteId, groupId);
    const members = await groupOrder(tx, groupId);
    const top = await topLevelOrder(tx, siteId);
    const at = top.findIndex((i) => i.id === groupId);
    const newTop = [
      ...top.slice(0, at),
      ...members.map((id) => ({ id, kind: 'section' as const })),
      ...top.slice(at + 1),
    ];
    await tx.siteSection.updateMany({ where: { groupId }, data: { groupId: null } });
    await tx.siteSectionGroup.delete({ where: { id: groupId } });
    await writeTopLevel(tx, newTop);
    await settleSite(tx, siteId);
  });
}

/** Puts a section (from the top level or another group) at the end of the group. */
export async function addSectionToGroup(
  db: Db,
  access: SiteAccess,
  groupId: string,
  sectionId: string,
) {
  const siteId = access.site.id;
  return inSiteTransaction(db, siteId, async (tx) => {
    await getGroup(tx, siteId, groupId);
    const section = await sectionInSite(tx, siteId, sectionId, 'body.sectionId');
    if (section.groupId !== groupId) {
      await detachSection(tx, siteId, section);
      const members = await groupOrder(tx, groupId);
      await tx.siteSection.update({
        where: { id: sectionId },
        data: { groupId, position: members.length },
      });
      await settleSite(tx, siteId);
    }
    return getGroup(tx, siteId, groupId);
  });
}

/** Takes a section out of a group; it lands at the top level right after the group. */
export async function removeSectionFromGroup(
  db: Db,
  access: SiteAccess,
  groupId: string,
  sectionId: string,
) {
  const siteId = access.site.id;
  await inSiteTransaction(db, siteId, async (tx) => {
    await getGroup(tx, siteId, groupId);
    const section = await tx.siteSection.findFirst({ where: { id: sectionId, siteId, groupId } });
    if (!section) throw notFound('Site section in this group');
    await tx.siteSection.update({ where: { id: sectionId }, data: { groupId: null } });
    await writeGroupOrder(
      tx,
      (await groupOrder(tx, groupId)).filter((id) => id !== sectionId),
    );
    const top = (await topLevelOrder(tx, siteId)).filter((i) => i.id !== sectionId);
    top.splice(top.findIndex((i) => i.id === groupId) + 1, 0, { id: sectionId, kind: 'section' });
    await writeTopLevel(tx, top);
    await settleSite(tx, siteId);
  });
}

/** Moves a group before/after a top-level item (an ungrouped section or another group). */
export async function moveGroup(
  db: Db,
  access: SiteAccess,
  groupId: string,
  position: MovePosition,
) {
  const siteId = access.site.id;
  return inSiteTransaction(db, siteId, async (tx) => {
    await getGroup(tx, siteId, groupId);
    const order = await topLevelOrder(tx, siteId);
    const target = position?.before ?? position?.after;
    const field = `body.position.${position?.before ? 'before' : 'after'}`;
    if (target && target.id !== groupId) {
      const found = order.find((i) => i.id === target.id);
      const expected = target.type === 'site-section-group' ? 'group' : 'section';
      if (!found || found.kind !== expected) {
        const inGroup =
          expected === 'section' &&
          (await tx.siteSection.findFirst({
            where: { id: target.id, siteId },
            select: { groupId: true },
          }));
        throw badRequest(
          field,
          inGroup
            ? 'the target section is inside a section group; a group moves only next to top-level items'
            : `must be a top-level ${target.type} of this site`,
        );
      }
    }
    await writeTopLevel(tx, placeRelative(order, groupId, position, 'body.position'));
    return getGroup(tx, siteId, groupId);
  });
}

// ---- Site spaces -------------------------------------------------------------------

export async function addSiteSpace(
  db: Db,
  access: SiteAccess,
  body: z.infer<typeof SiteSpaceCreateSchema>,
) {
  const { site } = access;
  return inSiteTransaction(db, site.id, async (tx) => {
    let sectionId: string | null;
    if (body.sectionId !== undefined)
      sectionId = (await sectionInSite(tx, site.id, body.sectionId, 'body.sectionId')).id;
    else sectionId = await effectiveDefaultSectionId(tx, site.id);
    const space = await resolveSpace(
      tx,
      site.organizationId,
      body.spaceId,
      'Untitled',
      access.userId,
    );
    const row = await appendSiteSpace(tx, site.id, sectionId, space);
    await settleSite(tx, site.id);
    return getSiteSpace(tx, site.id, row.id);
  });
}

export async function updateSiteSpace(
  db: Db,
  access: SiteAccess,
  siteSpaceId: string,
  patch: z.infer<typeof SiteSpaceUpdateSchema>,
) {
  const siteId = access.site.id;
  return inSiteTransaction(db, siteId, async (tx) => {
    const row = await getSiteSpace(tx, siteId, siteSpaceId);
    if (
      patch.path !== undefined &&
      patch.path !== row.path &&
      (await takenSiteSpacePaths(tx, siteId, row.sectionId)).has(patch.path)
    ) {
      throw conflict(
        `path "${patch.path}" is already used by another site space of this ${row.sectionId ? 'section' : 'site'}`,
      );
    }
    await tx.siteSpace.update({
      where: { id: siteSpaceId },
      data: {
        ...(patch.path !== undefined ? { path: patch.path } : {}),
        ...(patch.condition !== undefined ? { condition: patch.condition } : {}),
      },
    });
    return getSiteSpace(tx, siteId, siteSpaceId);
  });
}

/** Deletes a site space; when it was its parent's default, the next one becomes default. */
export async function deleteSiteSpace(db: Db, access: SiteAccess, siteSpaceId: string) {
  const siteId = access.site.id;
  await inSiteTransaction(db, siteId, async (tx) => {
    const row = await getSiteSpace(tx, siteId, siteSpaceId);
    await tx.siteSpace.delete({ where: { id: siteSpaceId } });
    await writeSiteSpaceOrder(tx, await siteSpaceOrder(tx, siteId, row.sectionId));
    await settleSite(tx, siteId);
  });
}

export async function moveSiteSpace(
  db: Db,
  access: SiteAccess,
  siteSpaceId: string,
  position: MovePosition,
) {
  const siteId = access.site.id;
  return inSiteTransaction(db, siteId, async (tx) => {
    const row = await getSiteSpace(tx, siteId, siteSpaceId);
    const order = (await siteSpaceOrder(tx, siteId, row.sectionId)).map((id) => ({ id }));
    await writeSiteSpaceOrder(
      tx,
      placeRelative(order, siteSpaceId, position, 'body.position').map((o) => o.id),
    );
    return getSiteSpace(tx, siteId, siteSpaceId);
  });
}

/** Site-level defaults (PATCH on the site): the default section, and the default site space. */
export async function setSiteDefaults(
  tx: DbTx,
  siteId: string,
  opts: { defaultSiteSection?: string; defaultSiteSpace?: string },
) {
  if (opts.defaultSiteSection !== undefined) {
    const section = await sectionInSite(
      tx,
      siteId,
      opts.defaultSiteSection,
      'body.defaultSiteSection',
    );
    await tx.$executeRaw`
      UPDATE "SiteSection" SET "isDefault" = (id = ${section.id})
      WHERE "siteId" = ${siteId} AND "isDefault" <> (id = ${section.id})`;
  }
  if (opts.defaultSiteSpace !== undefined) {
    // With sections, the default site space of the site is the one of its default section.
    const sectionId = await effectiveDefaultSectionId(tx, siteId);
    const target = await tx.siteSpace.findFirst({
      where: { id: opts.defaultSiteSpace, siteId, sectionId },
    });
    if (!target) {
      throw badRequest(
        'body.defaultSiteSpace',
        sectionId
          ? "must be the ID of a site space of the site's default section"
          : 'must be the ID of a site space at the root of this site',
      );
    }
    await setDefaultSiteSpace(tx, siteId, sectionId, target.id);
  }
  await settleSite(tx, siteId);
}
