// Spaces: creation (with the empty first revision every space starts from), listing,
// settings, the soft-delete lifecycle (delete, restore within 7 days, purge after),
// duplication, moves and transfers. Every Prisma call and transaction of the family.
//
// Order: `position` is a dense 0..n-1 integer among the active (not deleted) spaces of one
// parent: a collection, or the organization's top level. Every write that changes an order
// holds the organization's space-order lock (an advisory transaction lock), re-reads the
// order under it and rewrites it densely, so concurrent writers serialize and an order never
// ends with gaps or duplicates.
//
// Locks are always taken in one order: site rows (by ID), then space-order locks (by
// organization ID), then the space row. Site-structure writes take their site row and then
// (when they create a space) the space-order lock, so no two transactions wait in a cycle.
import type { z } from 'zod';
import type { Db, DbTx } from '../../db.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { likeLiteral } from '../../lib/like.js';
import { afterCursor, decodeCursor, orderByKeyset, paginate } from '../../lib/pagination.js';
import type { Prisma, Role, Space, SpaceVisibility } from '../../generated/prisma/client.js';
import { MANAGE_ROLES, SpacePolicy } from '../../policies/space.js';
import { copyRevisionContent } from '../content/service.js';
import { placeRelative, siteSpaceOrder, writeSiteSpaceOrder } from '../site-structure/ordering.js';
import { settleSite } from '../site-structure/queries.js';
import type { MovePosition } from '../site-structure/schema.js';
import type {
  SpaceCreateSchema,
  SpaceListQuerySchema,
  SpaceUpdateSchema,
  SpaceVisibilitySchema,
} from './schema.js';

/** Deleted spaces can be restored for this long, and are purged after it. */
export const RESTORE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
export const TITLE_MAX = 50;

// Moves queue behind each other on the organization's lock; copies of big spaces take time.
const TX_OPTIONS = { maxWait: 15_000, timeout: 30_000 };
const COPY_TX_OPTIONS = { maxWait: 15_000, timeout: 120_000 };

const VISIBILITY_IN = {
  'share-link': 'share_link',
  'visitor-auth': 'visitor_auth',
  'in-collection': 'in_collection',
} as const;
export function spaceVisibilityIn(v: z.infer<typeof SpaceVisibilitySchema>): SpaceVisibility {
  return ((VISIBILITY_IN as Record<string, SpaceVisibility>)[v] ?? v) as SpaceVisibility;
}

// ---- Order among siblings ------------------------------------------------------------

/** Serializes every change to the space order of these organizations (in ID order). */
async function lockSpaceOrder(tx: DbTx, organizationIds: string[]) {
  for (const id of [...new Set(organizationIds)].sort()) {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`space-order:${id}`}))`;
  }
}

/** IDs of the active spaces of one parent (null: the top level), in order. */
async function siblingOrder(
  tx: DbTx,
  organizationId: string,
  parentId: string | null,
): Promise<string[]> {
  const rows = await tx.space.findMany({
    where: { organizationId, parentId, deletedAt: null },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

/** Writes positions 0..n-1 for `ids` in one statement, touching only rows that change. */
async function writeSpaceOrder(tx: DbTx, ids: string[]) {
  if (!ids.length) return;
  await tx.$executeRaw`
    UPDATE "Space" AS t SET position = u.pos
    FROM unnest(${ids}::text[], ${ids.map((_, i) => i)}::int[]) AS u(id, pos)
    WHERE t.id = u.id AND t.position <> u.pos`;
}

// ---- Creation and reads --------------------------------------------------------------

/**
 * Creates a space at the end of its parent, with its initial (empty) revision, inside the
 * caller's transaction.
 */
export async function createSpace(
  tx: DbTx,
  organizationId: string,
  data: {
    title?: string;
    emoji?: string;
    visibility?: SpaceVisibility;
    createdById?: string;
    parentId?: string | null;
  } = {},
) {
  const parentId = data.parentId ?? null;
  await lockSpaceOrder(tx, [organizationId]);
  const position = (await siblingOrder(tx, organizationId, parentId)).length;
  const space = await tx.space.create({
    data: {
      organizationId,
      parentId,
      position,
      title: (data.title || 'Untitled').slice(0, TITLE_MAX),
      emoji: data.emoji ?? '',
      visibility: data.visibility ?? 'private',
    },
  });
  const revision = await tx.revision.create({
    data: { spaceId: space.id, parents: [], type: 'edits', createdById: data.createdById },
  });
  return tx.space.update({ where: { id: space.id }, data: { revisionId: revision.id } });
}

/** POST ORG/spaces: checks the parent collection and the in-collection rule, then creates. */
export async function createSpaceInOrganization(
  db: Db,
  organizationId: string,
  createdById: string,
  body: z.infer<typeof SpaceCreateSchema>,
) {
  const visibility = body.visibility ? spaceVisibilityIn(body.visibility) : undefined;
  if (visibility === 'in_collection' && !body.parent)
    throw badRequest(
      'body.visibility',
      'in-collection is only for spaces in a collection: give parent',
    );
  return db.$transaction(async (tx) => {
    if (body.parent) await requireCollection(tx, organizationId, body.parent, 'body.parent');
    return createSpace(tx, organizationId, {
      title: body.title,
      emoji: body.emoji,
      visibility,
      createdById,
      parentId: body.parent ?? null,
    });
  }, TX_OPTIONS);
}

async function requireCollection(
  tx: DbTx,
  organizationId: string,
  collectionId: string,
  field: string,
) {
  const collection = await tx.collection.findFirst({
    where: { id: collectionId, organizationId },
    select: { id: true },
  });
  if (!collection) throw badRequest(field, 'must be the ID of a collection of this organization');
}

/** Spaces the user holds a grant on (directly or through a team), of one of `roles` if given. */
function grantedTo(userId: string, roles?: Role[]): Prisma.SpaceWhereInput {
  const role = roles ? { role: { in: roles } } : {};
  return {
    OR: [
      { memberGrants: { some: { userId, ...role } } },
      { teamGrants: { some: { ...role, team: { members: { some: { userId } } } } } },
    ],
  };
}

/**
 * The spaces of an organization the caller can see. Active spaces list in structure order
 * (top level first, then each collection's spaces, each in its own order); the trash
 * (`deleted`) lists spaces still restorable, most recently deleted first.
 */
export async function listSpaces(
  db: Db,
  organizationId: string,
  caller: { userId: string; orgRole: Role | null },
  query: z.infer<typeof SpaceListQuerySchema>,
  now = new Date(),
) {
  const filters: Prisma.SpaceWhereInput[] = [{ organizationId }];
  if (query.deleted) {
    filters.push({ deletedAt: { gte: new Date(now.getTime() - RESTORE_WINDOW_MS) } });
    if (!SpacePolicy.manage(caller.orgRole)) filters.push(grantedTo(caller.userId, MANAGE_ROLES));
  } else {
    filters.push({ deletedAt: null });
    if (!SpacePolicy.view(caller.orgRole)) filters.push(grantedTo(caller.userId));
  }
  if (query.title)
    filters.push({ title: { contains: likeLiteral(query.title), mode: 'insensitive' } });
  if (query.parent !== undefined)
    filters.push({ parentId: query.parent === 'null' ? null : query.parent });
  const where: Prisma.SpaceWhereInput = { AND: filters };
  const count = () => db.space.count({ where });

  if (query.deleted) {
    const cursor = decodeCursor(query.page);
    if (cursor && (typeof cursor.v !== 'string' || Number.isNaN(Date.parse(cursor.v))))
      throw badRequest('query.page', 'is not a page cursor returned by this endpoint');
    return paginate({
      limit: query.limit,
      fetch: (take) =>
        db.space.findMany({
          where: { AND: [...filters, afterCursor('deletedAt', 'desc', cursor, true)] },
          orderBy: orderByKeyset('deletedAt', 'desc'),
          take,
        }),
      count,
      sortValue: (s) => s.deletedAt,
      map: (s) => s,
    });
  }
  const after = afterStructureCursor(query.page);
  return paginate({
    limit: query.limit,
    fetch: (take) =>
      db.space.findMany({
        where: { AND: [...filters, after] },
        orderBy: [
          { parentId: { sort: 'asc', nulls: 'first' } },
          { position: 'asc' },
          { id: 'asc' },
        ],
        take,
      }),
    count,
    sortValue: (s) => JSON.stringify([s.parentId, s.position]),
    map: (s) => s,
  });
}

/** Rows after a (parentId, position, id) cursor, top-level spaces (parentId null) first. */
function afterStructureCursor(page: string | undefined): Prisma.SpaceWhereInput {
  const cursor = decodeCursor(page);
  if (!cursor) return {};
  let parentId: string | null;
  let position: number;
  try {
    const keys = JSON.parse(String(cursor.v)) as unknown;
    if (
      !Array.isArray(keys) ||
      keys.length !== 2 ||
      !(keys[0] === null || typeof keys[0] === 'string') ||
      !Number.isInteger(keys[1])
    )
      throw new Error('bad');
    [parentId, position] = keys as [string | null, number];
  } catch {
    throw badRequest('query.page', 'is not a page cursor returned by this endpoint');
  }
  const laterInParent = {
    OR: [{ position: { gt: position } }, { position, id: { gt: cursor.id } }],
  };
  return parentId === null
    ? { OR: [{ parentId: null, ...laterInParent }, { parentId: { not: null } }] }
    : { OR: [{ parentId: { gt: parentId } }, { parentId, ...laterInParent }] };
}

// ---- Settings ------------------------------------------------------------------------

export async function updateSpace(
  db: Db,
  spaceId: string,
  patch: z.infer<typeof SpaceUpdateSchema>,
) {
  const { count } = await db.space.updateMany({
    where: { id: spaceId, deletedAt: null },
    data: {
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.emoji !== undefined ? { emoji: patch.emoji ?? '' } : {}),
      ...(patch.editMode !== undefined ? { editMode: patch.editMode } : {}),
      ...(patch.defaultLevel !== undefined ? { defaultLevel: patch.defaultLevel } : {}),
    },
  });
  // Deleted since the access check.
  if (!count) throw notFound('Space');
  return db.space.findUniqueOrThrow({ where: { id: spaceId } });
}

// ---- Writes that hold locks ----------------------------------------------------------

const RETRY = Symbol('retry');

async function siteIdsOf(db: DbTx, spaceId: string) {
  const rows = await db.siteSpace.findMany({
    where: { spaceId },
    select: { siteId: true },
    distinct: ['siteId'],
  });
  return rows.map((r) => r.siteId).sort();
}

/**
 * Runs `fn` on the space in one transaction holding, in the lock order above: the rows of
 * every site showing it (with `sites`), the space-order locks of its organization and of
 * `alsoOrgs`, then the space row. The space is re-read under the locks: gone, moved to
 * another organization, or deleted (unless `allowDeleted`) meanwhile is a 404. A site that
 * starts showing the space between the lookup and the locks starts the transaction again.
 */
async function inSpaceTransaction<T>(
  db: Db,
  target: { id: string; organizationId: string },
  opts: {
    sites?: boolean;
    alsoOrgs?: string[];
    allowDeleted?: boolean;
    txOptions?: typeof TX_OPTIONS;
  },
  fn: (tx: DbTx, space: Space) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const siteIds = opts.sites ? await siteIdsOf(db, target.id) : [];
    const outcome = await db.$transaction(async (tx) => {
      if (siteIds.length)
        await tx.$queryRaw`SELECT id FROM "Site" WHERE id = ANY(${siteIds}) ORDER BY id FOR UPDATE`;
      await lockSpaceOrder(tx, [target.organizationId, ...(opts.alsoOrgs ?? [])]);
      // The row lock also holds off new site spaces of this space (their foreign key check waits).
      const locked = await tx.$queryRaw<
        { id: string }[]
      >`SELECT id FROM "Space" WHERE id = ${target.id} FOR UPDATE`;
      const space = locked.length ? await tx.space.findUnique({ where: { id: target.id } }) : null;
      if (
        !space ||
        space.organizationId !== target.organizationId ||
        (space.deletedAt && !opts.allowDeleted)
      )
        throw notFound('Space');
      if (opts.sites && (await siteIdsOf(tx, space.id)).some((id) => !siteIds.includes(id)))
        return RETRY;
      return { value: await fn(tx, space) };
    }, opts.txOptions ?? TX_OPTIONS);
    if (outcome !== RETRY) return outcome.value;
  }
  throw conflict('The space was being added to sites while this ran; try again');
}

/** Takes the space out of every site (its sites' rows are locked): closes gaps, settles defaults. */
async function removeFromSites(tx: DbTx, spaceId: string) {
  const rows = await tx.siteSpace.findMany({
    where: { spaceId },
    select: { siteId: true, sectionId: true },
  });
  if (!rows.length) return;
  await tx.siteSpace.deleteMany({ where: { spaceId } });
  const parents = new Map(rows.map((r) => [`${r.siteId}/${r.sectionId ?? ''}`, r]));
  for (const { siteId, sectionId } of parents.values())
    await writeSiteSpaceOrder(tx, await siteSpaceOrder(tx, siteId, sectionId));
  for (const siteId of new Set(rows.map((r) => r.siteId))) await settleSite(tx, siteId);
}

/**
 * Soft delete: sets deletedAt and takes the space out of its parent's order and out of every
 * site (a deleted space must not stay published). Restore brings back the space, not its
 * places in sites.
 */
export async function deleteSpace(
  db: Db,
  target: { id: string; organizationId: string },
  now = new Date(),
) {
  await inSpaceTransaction(db, target, { sites: true }, async (tx, space) => {
    await removeFromSites(tx, space.id);
    await tx.space.update({ where: { id: space.id }, data: { deletedAt: now } });
    await writeSpaceOrder(tx, await siblingOrder(tx, space.organizationId, space.parentId));
  });
}

/** Brings back a space deleted within the last 7 days, at the end of its parent. */
export async function restoreSpace(
  db: Db,
  target: { id: string; organizationId: string },
  now = new Date(),
) {
  return inSpaceTransaction(db, target, { allowDeleted: true }, async (tx, space) => {
    if (!space.deletedAt) throw conflict('This space is not deleted: there is nothing to restore');
    if (now.getTime() - space.deletedAt.getTime() > RESTORE_WINDOW_MS) {
      throw conflict(
        `This space was deleted on ${space.deletedAt.toISOString()}, more than 7 days ago: it can no longer be restored`,
      );
    }
    const position = (await siblingOrder(tx, space.organizationId, space.parentId)).length;
    return tx.space.update({ where: { id: space.id }, data: { deletedAt: null, position } });
  });
}

/**
 * Permanently removes spaces deleted more than 7 days ago, with everything that cascades
 * from them (revisions and their content, change requests, comments, grants, custom field
 * values). Works in small batches so one run never holds a huge transaction. File blobs are
 * shared between a space and its duplicates (same blobKey): a blob store must only drop
 * blobs no RevisionFile references any more.
 */
export async function purgeDeletedSpaces(
  db: Db,
  now = new Date(),
  batchSize = 20,
): Promise<number> {
  const cutoff = new Date(now.getTime() - RESTORE_WINDOW_MS);
  let purged = 0;
  for (;;) {
    const batch = await db.space.findMany({
      where: { deletedAt: { lt: cutoff } },
      select: { id: true },
      orderBy: [{ deletedAt: 'asc' }, { id: 'asc' }],
      take: batchSize,
    });
    if (!batch.length) return purged;
    // deletedAt is checked again: a space restored since the read above stays.
    const { count } = await db.space.deleteMany({
      where: { id: { in: batch.map((s) => s.id) }, deletedAt: { lt: cutoff } },
    });
    purged += count;
    if (batch.length < batchSize) return purged;
  }
}

/** "<title> (copy)", shortening the title so the suffix stays within 50 characters. */
export function copyTitle(title: string) {
  const suffix = ' (copy)';
  return `${title.slice(0, TITLE_MAX - suffix.length).trimEnd()}${suffix}`;
}

/**
 * A copy of the space in the same organization and collection, at the end of it: settings,
 * the live revision's content (pages, sections, files, reusable contents), custom field
 * values, and the same grants (whoever could work on the original can work on the copy).
 * Change requests, comments and places in sites are not copied. One transaction.
 */
export async function duplicateSpace(
  db: Db,
  target: { id: string; organizationId: string },
  createdById: string,
) {
  return db.$transaction(async (tx) => {
    await lockSpaceOrder(tx, [target.organizationId]);
    const source = await tx.space.findUnique({ where: { id: target.id } });
    if (!source || source.organizationId !== target.organizationId || source.deletedAt)
      throw notFound('Space');
    const created = await createSpace(tx, source.organizationId, {
      title: copyTitle(source.title),
      emoji: source.emoji,
      visibility: source.visibility,
      createdById,
      parentId: source.parentId,
    });
    if (source.revisionId && created.revisionId)
      await copyRevisionContent(tx, source.revisionId, created.revisionId);
    await tx.$executeRaw`
      INSERT INTO "SpaceMemberPermission" ("spaceId", "userId", role)
      SELECT ${created.id}, "userId", role FROM "SpaceMemberPermission" WHERE "spaceId" = ${source.id}`;
    await tx.$executeRaw`
      INSERT INTO "SpaceTeamPermission" ("spaceId", "teamId", role)
      SELECT ${created.id}, "teamId", role FROM "SpaceTeamPermission" WHERE "spaceId" = ${source.id}`;
    await tx.$executeRaw`
      INSERT INTO "CustomFieldValue" ("spaceId", "customFieldId", value, "updatedAt")
      SELECT ${created.id}, "customFieldId", value, now() FROM "CustomFieldValue" WHERE "spaceId" = ${source.id}`;
    return tx.space.update({
      where: { id: created.id },
      data: { editMode: source.editMode, defaultLevel: source.defaultLevel },
    });
  }, COPY_TX_OPTIONS);
}

/**
 * Moves the space into another parent (`parent`: a collection of the organization, or null
 * for the top level; absent keeps it) and/or before/after a sibling; without a position it
 * goes to the end. A target that is not a sibling in the destination is a 400. Both orders
 * are rewritten densely under the organization's lock. Leaving every collection turns an
 * `in-collection` space private (that visibility needs a collection).
 */
export async function moveSpace(
  db: Db,
  target: { id: string; organizationId: string },
  body: { parent?: string | null; position?: MovePosition },
) {
  return inSpaceTransaction(db, target, {}, async (tx, space) => {
    const parentId = body.parent === undefined ? space.parentId : body.parent;
    const changesParent = parentId !== space.parentId;
    if (changesParent && parentId !== null)
      await requireCollection(tx, space.organizationId, parentId, 'body.parent');
    const current = await siblingOrder(tx, space.organizationId, parentId);
    const order = placeRelative(
      (changesParent ? [...current, space.id] : current).map((id) => ({ id })),
      space.id,
      body.position,
      'body.position',
    );
    if (changesParent)
      await writeSpaceOrder(
        tx,
        (await siblingOrder(tx, space.organizationId, space.parentId)).filter(
          (id) => id !== space.id,
        ),
      );
    await writeSpaceOrder(
      tx,
      order.map((o) => o.id),
    );
    const position = order.findIndex((o) => o.id === space.id);
    return tx.space.update({
      where: { id: space.id },
      data: {
        parentId,
        position,
        ...(parentId === null && space.visibility === 'in_collection'
          ? { visibility: 'private' }
          : {}),
      },
    });
  });
}

/**
 * Moves the space to another organization, at the end of its top level, in one transaction:
 * it leaves its collection, the old organization's sites, its teams' grants (teams belong to
 * the old organization), the grants of users who are not members of the target, and the old
 * organization's custom field values. Content, change requests and comments go with it.
 */
export async function transferSpace(
  db: Db,
  target: { id: string; organizationId: string },
  organizationId: string,
) {
  if (organizationId === target.organizationId)
    throw conflict('The space already belongs to this organization: nothing to transfer');
  return inSpaceTransaction(
    db,
    target,
    { sites: true, alsoOrgs: [organizationId] },
    async (tx, space) => {
      await removeFromSites(tx, space.id);
      await tx.spaceTeamPermission.deleteMany({ where: { spaceId: space.id } });
      await tx.spaceMemberPermission.deleteMany({
        where: { spaceId: space.id, user: { memberships: { none: { organizationId } } } },
      });
      await tx.customFieldValue.deleteMany({ where: { spaceId: space.id } });
      const position = (await siblingOrder(tx, organizationId, null)).length;
      const moved = await tx.space.update({
        where: { id: space.id },
        data: {
          organizationId,
          parentId: null,
          position,
          ...(space.visibility === 'in_collection' ? { visibility: 'private' } : {}),
        },
      });
      await writeSpaceOrder(tx, await siblingOrder(tx, space.organizationId, space.parentId));
      return moved;
    },
  );
}
