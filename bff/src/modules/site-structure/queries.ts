// Reads and invariants shared by every structure write: effective defaults, the published
// flag, unique paths, and the keyset order of sections and site spaces across the site.
import type { Db, DbTx } from '../../db.js';
import { badRequest } from '../../errors.js';
import { decodeCursor, encodeCursor } from '../../lib/pagination.js';
import { Prisma } from '../../generated/prisma/client.js';
import { createSpace } from '../spaces/service.js';

export const SECTION_INCLUDE = {
  siteSpaces: { include: { space: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.SiteSectionInclude;

export const SITE_SPACE_INCLUDE = {
  space: true,
  section: { select: { id: true, path: true } },
} satisfies Prisma.SiteSpaceInclude;

/**
 * The default section: the one flagged, else the first in structure order (groups expanded
 * in place). Reading it this way keeps it true even after rows vanish through cascades.
 */
export async function effectiveDefaultSectionId(db: DbTx, siteId: string): Promise<string | null> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT s.id FROM "SiteSection" s LEFT JOIN "SiteSectionGroup" g ON g.id = s."groupId"
    WHERE s."siteId" = ${siteId}
    ORDER BY s."isDefault" DESC, COALESCE(g.position, s.position), COALESCE(g.id, s.id),
             CASE WHEN s."groupId" IS NULL THEN -1 ELSE s.position END, s.id
    LIMIT 1`;
  return rows[0]?.id ?? null;
}

/** The default site space of each parent (section or root): the flagged one, else the first. */
export async function effectiveDefaultSiteSpaceIds(db: DbTx, siteId: string): Promise<Set<string>> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT DISTINCT ON ("sectionId") id FROM "SiteSpace"
    WHERE "siteId" = ${siteId}
    ORDER BY "sectionId", "isDefault" DESC, position, id`;
  return new Set(rows.map((r) => r.id));
}

/**
 * Makes the stored flags and the published column agree with the rows, at the end of every
 * structure write: one default section when there are sections, one default site space per
 * parent that has any, and `published` true exactly when the site has a site space.
 */
export async function settleSite(tx: DbTx, siteId: string) {
  const sectionId = await effectiveDefaultSectionId(tx, siteId);
  await tx.siteSection.updateMany({
    where: { siteId, isDefault: true, ...(sectionId ? { NOT: { id: sectionId } } : {}) },
    data: { isDefault: false },
  });
  if (sectionId)
    await tx.siteSection.updateMany({
      where: { id: sectionId, isDefault: false },
      data: { isDefault: true },
    });

  const defaults = [...(await effectiveDefaultSiteSpaceIds(tx, siteId))];
  await tx.siteSpace.updateMany({
    where: { siteId, isDefault: true, id: { notIn: defaults } },
    data: { isDefault: false },
  });
  if (defaults.length)
    await tx.siteSpace.updateMany({
      where: { id: { in: defaults }, isDefault: false },
      data: { isDefault: true },
    });

  await tx.$executeRaw`UPDATE "Site" SET published = EXISTS (SELECT 1 FROM "SiteSpace" WHERE "siteId" = ${siteId}) WHERE id = ${siteId}`;
}

export async function countSiteSpaces(db: DbTx, siteId: string) {
  return db.siteSpace.count({ where: { siteId } });
}

/** URL-safe slug of a title; `fallback` when nothing usable is left. */
export function slugify(text: string, fallback: string) {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** `base`, else `base-2`, `base-3`, … : the first not in `taken`. */
export function uniquePath(taken: Set<string>, base: string) {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The space a section or site space points at: an existing, not deleted space of the
 * organization, or (spaceId null) a new space created in the same transaction.
 */
export async function resolveSpace(
  tx: DbTx,
  organizationId: string,
  spaceId: string | null,
  newTitle: string,
  createdById: string,
) {
  if (spaceId === null) return createSpace(tx, organizationId, { title: newTitle, createdById });
  const space = await tx.space.findFirst({
    where: { id: spaceId, organizationId, deletedAt: null },
  });
  if (!space) throw badRequest('body.spaceId', 'must be the ID of a space of this organization');
  return space;
}

// ---- Keyset order across the whole site --------------------------------------------
// Sections list in structure order: top-level position, then (inside a group) their own
// position. Site spaces: the root's first, then by their section's order, then their own.

type Keys = (string | number)[];

function decodeKeys(page: string | undefined, types: ('string' | 'number')[]) {
  const cursor = decodeCursor(page);
  if (!cursor) return null;
  try {
    const keys = JSON.parse(String(cursor.v)) as Keys;
    if (
      !Array.isArray(keys) ||
      keys.length !== types.length ||
      keys.some((k, i) => typeof k !== types[i])
    )
      throw new Error('bad');
    return { keys, id: cursor.id };
  } catch {
    throw badRequest('query.page', 'is not a page cursor returned by this endpoint');
  }
}

async function keysetPage(
  db: DbTx,
  ordered: Prisma.Sql,
  keyNames: string[],
  types: ('string' | 'number')[],
  limit: number,
  page: string | undefined,
) {
  const cursor = decodeKeys(page, types);
  const cols = Prisma.raw([...keyNames, 'id'].join(', '));
  const after = cursor
    ? Prisma.sql`WHERE (${cols}) > (${Prisma.join([...cursor.keys, cursor.id])})`
    : Prisma.empty;
  const rows = await db.$queryRaw<Record<string, string | number>[]>`
    WITH ordered AS (${ordered}) SELECT ${cols} FROM ordered ${after} ORDER BY ${cols} LIMIT ${limit + 1}`;
  const count = await db.$queryRaw<
    { n: number }[]
  >`WITH ordered AS (${ordered}) SELECT count(*)::int AS n FROM ordered`;
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  const last = pageRows.at(-1);
  return {
    ids: pageRows.map((r) => String(r.id)),
    count: count[0]?.n ?? 0,
    next:
      hasMore && last
        ? { page: encodeCursor(JSON.stringify(keyNames.map((k) => last[k])), String(last.id)) }
        : undefined,
  };
}

export async function sectionIdsPage(db: Db, siteId: string, limit: number, page?: string) {
  const ordered = Prisma.sql`
    SELECT s.id, COALESCE(g.position, s.position) AS k1, COALESCE(g.id, s.id) AS k2,
           CASE WHEN s."groupId" IS NULL THEN -1 ELSE s.position END AS k3
    FROM "SiteSection" s LEFT JOIN "SiteSectionGroup" g ON g.id = s."groupId"
    WHERE s."siteId" = ${siteId}`;
  return keysetPage(db, ordered, ['k1', 'k2', 'k3'], ['number', 'string', 'number'], limit, page);
}

export async function siteSpaceIdsPage(
  db: Db,
  siteId: string,
  opts: { limit: number; page?: string; onlyDefault?: boolean },
) {
  const defaults =
    opts.onlyDefault === undefined ? null : [...(await effectiveDefaultSiteSpaceIds(db, siteId))];
  const filter =
    defaults === null
      ? Prisma.empty
      : opts.onlyDefault
        ? Prisma.sql`AND ss.id = ANY(${defaults})`
        : Prisma.sql`AND NOT (ss.id = ANY(${defaults}))`;
  const ordered = Prisma.sql`
    SELECT ss.id, CASE WHEN ss."sectionId" IS NULL THEN 0 ELSE 1 END AS k1,
           COALESCE(g.position, s.position, -1) AS k2, COALESCE(g.id, s.id, '') AS k3,
           CASE WHEN s."groupId" IS NULL THEN -1 ELSE s.position END AS k4, ss.position AS k5
    FROM "SiteSpace" ss
    LEFT JOIN "SiteSection" s ON s.id = ss."sectionId"
    LEFT JOIN "SiteSectionGroup" g ON g.id = s."groupId"
    WHERE ss."siteId" = ${siteId} ${filter}`;
  return keysetPage(
    db,
    ordered,
    ['k1', 'k2', 'k3', 'k4', 'k5'],
    ['number', 'number', 'string', 'number', 'number'],
    opts.limit,
    opts.page,
  );
}

/** Rows fetched by ID, returned in the order of `ids`. */
export function inOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}
