// Change requests: rows, counters, revisions of their content, update from live content and
// merge into it. Every Prisma call of the family; every multi-row change in one transaction.
import type { Db, DbTx } from '../../db.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { ChangeRequestStatus, Prisma } from '../../generated/prisma/client.js';
import { afterCursor, decodeCursor, orderByKeyset, paginate } from '../../lib/pagination.js';
import { ChangeRequestPolicy } from '../../policies/change-request.js';
import { indexPageSections } from '../content/service.js';
import { copyRevision, recomputePaths, threeWayMerge } from './revisions.js';

const include = { createdBy: true } as const;

/**
 * Moves the space's change request counters: `all` for `changeRequests`, and the status buckets
 * (open, draft) from `from` to `to`. Raw SQL so the space's updatedAt stays put, as for comments.
 * The UPDATE also locks the space row until the transaction ends.
 */
async function adjustCounters(
  tx: DbTx,
  spaceId: string,
  change: { all?: number; from: ChangeRequestStatus | null; to: ChangeRequestStatus },
) {
  const delta = (s: ChangeRequestStatus) => (change.to === s ? 1 : 0) - (change.from === s ? 1 : 0);
  const rows = await tx.$queryRaw<{ revisionId: string | null }[]>`
    UPDATE "Space" SET
      "changeRequests" = "changeRequests" + ${change.all ?? 0},
      "changeRequestsOpen" = "changeRequestsOpen" + ${delta('open')},
      "changeRequestsDraft" = "changeRequestsDraft" + ${delta('draft')}
    WHERE id = ${spaceId}
    RETURNING "revisionId"`;
  if (!rows[0]) throw notFound('Space');
  return rows[0];
}

/** `changeRequestId` is the ID or the number in the space (contract convention 9). */
function whereIdOrNumber(spaceId: string, changeRequestId: string) {
  return /^\d{1,9}$/.test(changeRequestId)
    ? { spaceId, number: Number(changeRequestId) }
    : { spaceId, id: changeRequestId };
}

export async function getChangeRequest(db: DbTx, spaceId: string, changeRequestId: string) {
  const cr = await db.changeRequest.findFirst({
    where: whereIdOrNumber(spaceId, changeRequestId),
    include,
  });
  if (!cr) throw notFound('Change request');
  return cr;
}

export async function listChangeRequests(
  db: Db,
  spaceId: string,
  query: { status: ChangeRequestStatus; contributor?: string; limit: number; page?: string },
) {
  const cursor = decodeCursor(query.page);
  const where: Prisma.ChangeRequestWhereInput = {
    spaceId,
    status: query.status,
    ...(query.contributor ? { contributors: { some: { userId: query.contributor } } } : {}),
  };
  return paginate({
    limit: query.limit,
    // Newest first, on the (spaceId, status, createdAt, id) index.
    fetch: (take) =>
      db.changeRequest.findMany({
        where: { ...where, ...afterCursor('createdAt', 'desc', cursor, true) },
        orderBy: orderByKeyset('createdAt', 'desc'),
        take,
        include,
      }),
    count: () => db.changeRequest.count({ where }),
    sortValue: (row) => row.createdAt,
    map: (row) => row,
  });
}

async function addContributor(tx: DbTx, changeRequestId: string, userId: string) {
  await tx.changeRequestContributor.upsert({
    where: { changeRequestId_userId: { changeRequestId, userId } },
    create: { changeRequestId, userId },
    update: {},
  });
}

/**
 * A new draft change request. Its number is the next in the space: the space row is locked by
 * the counter update first, so two concurrent creates cannot take the same number. Its content
 * starts as a copy of the live revision.
 */
export async function createChangeRequest(
  db: Db,
  spaceId: string,
  userId: string,
  body: { subject?: string },
) {
  return db.$transaction(async (tx) => {
    // Counting first locks the space row: concurrent creates take numbers one after another.
    const space = await adjustCounters(tx, spaceId, { all: 1, from: null, to: 'draft' });
    if (!space.revisionId) throw notFound('Revision');
    const last = await tx.changeRequest.aggregate({ where: { spaceId }, _max: { number: true } });
    const revisionId = await copyRevision(tx, space.revisionId, {
      spaceId,
      parents: [space.revisionId],
      createdById: userId,
    });
    const cr = await tx.changeRequest.create({
      data: {
        spaceId,
        number: (last._max.number ?? 0) + 1,
        status: 'draft',
        subject: body.subject ?? '',
        createdById: userId,
        revisionId,
        revisionInitialId: space.revisionId,
      },
      include,
    });
    await addContributor(tx, cr.id, userId);
    return cr;
  });
}

/** Locks the change request row for a write and re-reads it inside the transaction. */
async function lockChangeRequest(tx: DbTx, id: string) {
  await tx.$executeRaw`SELECT 1 FROM "ChangeRequest" WHERE id = ${id} FOR UPDATE`;
  return tx.changeRequest.findUniqueOrThrow({ where: { id }, include });
}

export async function updateChangeRequest(
  db: Db,
  id: string,
  userId: string,
  body: { subject?: string; status?: ChangeRequestStatus },
) {
  if (body.status === 'merged') throw badRequest('body.status', 'merged is set by POST merge only');
  return db.$transaction(async (tx) => {
    const cr = await lockChangeRequest(tx, id);
    if (cr.status === 'merged' && body.status && body.status !== 'merged')
      throw conflict('A merged change request cannot change status');
    if (body.status && body.status !== cr.status) {
      await adjustCounters(tx, cr.spaceId, { from: cr.status, to: body.status });
    }
    await addContributor(tx, id, userId);
    return tx.changeRequest.update({
      where: { id },
      data: {
        ...(body.subject !== undefined ? { subject: body.subject } : {}),
        ...(body.status ? { status: body.status } : {}),
      },
      include,
    });
  });
}

/**
 * Where a website import into a change request lands: a new revision whose parent is the
 * request's current one, made the request's revision only if that is still current and
 * the request accepts content writes (for `importWebsite`, modules/import).
 */
export function changeRequestImportTarget(
  cr: { id: string; spaceId: string; revisionId: string },
  userId: string,
) {
  return {
    spaceId: cr.spaceId,
    parents: [cr.revisionId],
    advance: async (tx: DbTx, revisionId: string) => {
      const locked = await lockChangeRequest(tx, cr.id);
      if (!ChangeRequestPolicy.contentWritable(locked.status))
        throw conflict(`A ${locked.status} change request is read-only`);
      if (locked.revisionId !== cr.revisionId)
        throw conflict('The change request changed during the import; import again');
      await tx.changeRequest.update({ where: { id: cr.id }, data: { revisionId } });
      await addContributor(tx, cr.id, userId);
    },
  };
}

// ---- Page writes: each makes a new revision of the change request ----------------------

/** Runs `change` on a fresh copy of the change request's revision, then makes it the request's revision. */
async function writeRevision<T>(
  db: Db,
  id: string,
  userId: string,
  change: (tx: DbTx, revisionId: string) => Promise<T>,
) {
  return db.$transaction(
    async (tx) => {
      const cr = await lockChangeRequest(tx, id);
      if (!ChangeRequestPolicy.contentWritable(cr.status))
        throw conflict(`A ${cr.status} change request is read-only`);
      const revisionId = await copyRevision(tx, cr.revisionId, {
        spaceId: cr.spaceId,
        parents: [cr.revisionId],
        createdById: userId,
      });
      const result = await change(tx, revisionId);
      await tx.changeRequest.update({ where: { id }, data: { revisionId } });
      await addContributor(tx, id, userId);
      return result;
    },
    { timeout: 60_000 },
  );
}

const slugify = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'page';

export async function createPage(
  db: Db,
  id: string,
  userId: string,
  body: { title: string; markdown: string; parent?: string },
) {
  return writeRevision(db, id, userId, async (tx, revisionId) => {
    const parentPageId = body.parent ?? null;
    const parent = parentPageId
      ? await tx.revisionPage.findUnique({
          where: { revisionId_pageId: { revisionId, pageId: parentPageId } },
        })
      : null;
    if (parentPageId && !parent)
      throw badRequest('body.parent', 'is not a page of this change request');
    // A slug unique among its siblings, so paths stay unique.
    const base = slugify(body.title);
    const taken = new Set(
      (
        await tx.revisionPage.findMany({
          where: { revisionId, parentPageId, slug: { startsWith: base } },
          select: { slug: true },
        })
      ).map((p) => p.slug),
    );
    let slug = base;
    for (let i = 2; taken.has(slug); i++) slug = `${base}-${i}`;
    const last = await tx.revisionPage.aggregate({
      where: { revisionId, parentPageId },
      _max: { position: true },
    });
    const page = await tx.revisionPage.create({
      data: {
        revisionId,
        pageId: `page-${crypto.randomUUID()}`,
        parentPageId,
        position: (last._max.position ?? -1) + 1,
        title: body.title,
        slug,
        path: parent ? `${parent.path}/${slug}` : slug,
        markdown: body.markdown,
      },
    });
    await indexPageSections(tx, page.id, page.markdown, page.title);
    return page;
  });
}

export async function updatePage(
  db: Db,
  id: string,
  userId: string,
  pageId: string,
  body: { title?: string; markdown?: string },
) {
  return writeRevision(db, id, userId, async (tx, revisionId) => {
    const existing = await tx.revisionPage.findUnique({
      where: { revisionId_pageId: { revisionId, pageId } },
    });
    if (!existing) throw notFound('Page');
    // The slug (and so the URL) stays as it is when the title changes.
    const page = await tx.revisionPage.update({
      where: { id: existing.id },
      data: {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.markdown !== undefined ? { markdown: body.markdown } : {}),
        updatedAt: new Date(),
      },
    });
    await indexPageSections(tx, page.id, page.markdown, page.title);
    return page;
  });
}

/** Deletes a page with its descendants. */
export async function deletePage(db: Db, id: string, userId: string, pageId: string) {
  await writeRevision(db, id, userId, async (tx, revisionId) => {
    const existing = await tx.revisionPage.findUnique({
      where: { revisionId_pageId: { revisionId, pageId } },
      select: { id: true },
    });
    if (!existing) throw notFound('Page');
    await tx.$executeRaw`
      WITH RECURSIVE d AS (
        SELECT "pageId" FROM "RevisionPage" WHERE "revisionId" = ${revisionId} AND "pageId" = ${pageId}
        UNION ALL
        SELECT p."pageId" FROM "RevisionPage" p JOIN d ON p."parentPageId" = d."pageId" WHERE p."revisionId" = ${revisionId}
      )
      DELETE FROM "RevisionPage" WHERE "revisionId" = ${revisionId} AND "pageId" IN (SELECT "pageId" FROM d)`;
    await recomputePaths(tx, revisionId);
  });
}

// ---- Update from live content, merge into it ---------------------------------------------

export type MergeResult<R extends 'merge' | 'update'> = {
  revision: string;
  result: R | 'conflicts';
  conflicts?: string[];
};

/** Locks the space row (its live revision pointer) for a merge or an update. */
async function lockLive(tx: DbTx, spaceId: string) {
  const rows = await tx.$queryRaw<
    { revisionId: string | null }[]
  >`SELECT "revisionId" FROM "Space" WHERE id = ${spaceId} FOR UPDATE`;
  const live = rows[0]?.revisionId;
  if (!live) throw notFound('Revision');
  return live;
}

/** Pulls live content into the change request (three-way per page); conflicts change nothing. */
export async function updateFromLive(
  db: Db,
  id: string,
  userId: string,
): Promise<MergeResult<'update'>> {
  return db.$transaction(
    async (tx): Promise<MergeResult<'update'>> => {
      const cr = await lockChangeRequest(tx, id);
      if (!ChangeRequestPolicy.contentWritable(cr.status))
        throw conflict(`A ${cr.status} change request is read-only`);
      const live = await lockLive(tx, cr.spaceId);
      const base = cr.revisionMergedAncestorId ?? cr.revisionInitialId;
      if (live === base) return { revision: cr.revisionId, result: 'update' };
      const outcome = await threeWayMerge(
        tx,
        { base, ours: cr.revisionId, theirs: live },
        {
          spaceId: cr.spaceId,
          parents: [cr.revisionId, live],
          createdById: userId,
          type: 'update',
        },
      );
      if (!outcome.ok)
        return { revision: cr.revisionId, result: 'conflicts', conflicts: outcome.conflicts };
      await tx.changeRequest.update({
        where: { id },
        data: { revisionId: outcome.revisionId, revisionMergedAncestorId: live },
      });
      await addContributor(tx, id, userId);
      return { revision: outcome.revisionId, result: 'update' };
    },
    { timeout: 60_000 },
  );
}

/**
 * Merges the change request into live content: a new live revision (three-way per page
 * between the request's last sync point, its content and live content), the space points at
 * it, the request becomes merged and leaves its counter bucket. Conflicts change nothing.
 */
export async function mergeIntoLive(
  db: Db,
  id: string,
  userId: string,
): Promise<MergeResult<'merge'>> {
  return db.$transaction(
    async (tx): Promise<MergeResult<'merge'>> => {
      const cr = await lockChangeRequest(tx, id);
      if (!ChangeRequestPolicy.contentWritable(cr.status))
        throw conflict(`A ${cr.status} change request cannot be merged`);
      const live = await lockLive(tx, cr.spaceId);
      const base = cr.revisionMergedAncestorId ?? cr.revisionInitialId;
      const outcome = await threeWayMerge(
        tx,
        { base, ours: cr.revisionId, theirs: live },
        { spaceId: cr.spaceId, parents: [live, cr.revisionId], createdById: userId, type: 'merge' },
      );
      if (!outcome.ok) return { revision: live, result: 'conflicts', conflicts: outcome.conflicts };
      await adjustCounters(tx, cr.spaceId, { from: cr.status, to: 'merged' });
      await tx.space.update({
        where: { id: cr.spaceId },
        data: { revisionId: outcome.revisionId },
      });
      await tx.changeRequest.update({
        where: { id },
        data: { status: 'merged', revisionMergedId: outcome.revisionId, mergedAt: new Date() },
      });
      return { revision: outcome.revisionId, result: 'merge' };
    },
    { timeout: 60_000 },
  );
}

export async function liveRevisionId(db: DbTx, spaceId: string) {
  return (
    (await db.space.findUnique({ where: { id: spaceId }, select: { revisionId: true } }))
      ?.revisionId ?? null
  );
}
