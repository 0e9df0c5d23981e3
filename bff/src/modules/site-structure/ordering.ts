// Ordering of a site's structure. `position` is a dense 0..n-1 integer per parent:
// - the site's top level: ungrouped sections and section groups share ONE order;
// - the sections of a group;
// - the site spaces of a section, or of the site root (sectionId null).
// Every write that touches positions runs in a transaction that first locks the site row
// (lockSite), reads the parent's current order, and rewrites it densely. Concurrent writers
// therefore serialize on the site, and an order can never end with gaps or duplicates.
import type { Db, DbTx } from '../../db.js';
import { badRequest, notFound } from '../../errors.js';
import { Prisma } from '../../generated/prisma/client.js';
import type { MovePosition } from './schema.js';

// Moves of a 500-section site queue behind each other on the lock: give them room.
const TX_OPTIONS = { maxWait: 15_000, timeout: 30_000 };

/** Runs `fn` in a transaction holding the site's row lock. */
export function inSiteTransaction<T>(
  db: Db,
  siteId: string,
  fn: (tx: DbTx) => Promise<T>,
): Promise<T> {
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<
      { id: string }[]
    >`SELECT id FROM "Site" WHERE id = ${siteId} FOR UPDATE`;
    // Deleted since the request's access check: nothing left to change.
    if (!locked.length) throw notFound('Site');
    return fn(tx);
  }, TX_OPTIONS);
}

export type TopLevelItem = { id: string; kind: 'section' | 'group' };

/** The site's top level (ungrouped sections and groups), in order. */
export async function topLevelOrder(tx: DbTx, siteId: string): Promise<TopLevelItem[]> {
  return tx.$queryRaw<TopLevelItem[]>`
    SELECT id, kind FROM (
      SELECT id, 'section' AS kind, position FROM "SiteSection" WHERE "siteId" = ${siteId} AND "groupId" IS NULL
      UNION ALL
      SELECT id, 'group' AS kind, position FROM "SiteSectionGroup" WHERE "siteId" = ${siteId}
    ) t ORDER BY position, id`;
}

export async function groupOrder(tx: DbTx, groupId: string): Promise<string[]> {
  const rows = await tx.siteSection.findMany({
    where: { groupId },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

export async function siteSpaceOrder(
  tx: DbTx,
  siteId: string,
  sectionId: string | null,
): Promise<string[]> {
  const rows = await tx.siteSpace.findMany({
    where: { siteId, sectionId },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

/** Writes positions 0..n-1 for `ids` in one statement, touching only rows that change. */
async function writePositions(
  tx: DbTx,
  table: 'SiteSection' | 'SiteSectionGroup' | 'SiteSpace',
  ids: string[],
) {
  if (!ids.length) return;
  const positions = ids.map((_, i) => i);
  await tx.$executeRaw`
    UPDATE ${Prisma.raw(`"${table}"`)} AS t SET position = u.pos
    FROM unnest(${ids}::text[], ${positions}::int[]) AS u(id, pos)
    WHERE t.id = u.id AND t.position <> u.pos`;
}

export async function writeTopLevel(tx: DbTx, items: TopLevelItem[]) {
  // One order over two tables: each row gets its index in the combined list.
  const index = new Map(items.map((item, i) => [item.id, i]));
  const sections = items.filter((i) => i.kind === 'section').map((i) => i.id);
  const groups = items.filter((i) => i.kind === 'group').map((i) => i.id);
  for (const [table, ids] of [
    ['SiteSection', sections],
    ['SiteSectionGroup', groups],
  ] as const) {
    if (!ids.length) continue;
    await tx.$executeRaw`
      UPDATE ${Prisma.raw(`"${table}"`)} AS t SET position = u.pos
      FROM unnest(${ids}::text[], ${ids.map((id) => index.get(id) as number)}::int[]) AS u(id, pos)
      WHERE t.id = u.id AND t.position <> u.pos`;
  }
}

export const writeGroupOrder = (tx: DbTx, ids: string[]) => writePositions(tx, 'SiteSection', ids);
export const writeSiteSpaceOrder = (tx: DbTx, ids: string[]) =>
  writePositions(tx, 'SiteSpace', ids);

/**
 * The order after moving `id` before/after the target (or to the end without a position).
 * `field` names the target in 400s. A target that is not a sibling is a 400; moving an
 * item relative to itself leaves the order as it is.
 */
export function placeRelative<T extends { id: string }>(
  order: T[],
  id: string,
  position: MovePosition,
  field: string,
): T[] {
  const item = order.find((o) => o.id === id);
  if (!item) throw new Error(`placeRelative: ${id} is not in its own parent`);
  const target = position?.before ?? position?.after;
  const rest = order.filter((o) => o.id !== id);
  if (!target) return [...rest, item];
  const where = position?.before ? 'before' : 'after';
  if (target.id === id) return order;
  const at = rest.findIndex((o) => o.id === target.id);
  if (at < 0)
    throw badRequest(
      `${field}.${where}`,
      'the target is not a sibling of the moved item (it has another parent or does not exist)',
    );
  rest.splice(where === 'before' ? at : at + 1, 0, item);
  return rest;
}
