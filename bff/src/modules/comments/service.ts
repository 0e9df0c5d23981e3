// Comments, replies and reactions. Every function takes a `scope`: the space's live content
// (changeRequestId null) or one change request of it, so change request comments reuse all of it.
// Counters (open comments of the scope, replies of a comment) move in the same transaction as
// the rows they count, through conditional writes so concurrent requests cannot count twice.
import { Prisma } from '../../generated/prisma/client.js';
import type { Db, DbTx } from '../../db.js';
import { badRequest, notFound } from '../../errors.js';
import {
  afterCursor,
  decodeCursor,
  orderByKeyset,
  paginate,
  type SortOrder,
} from '../../lib/pagination.js';

export type CommentScope = { spaceId: string; changeRequestId: string | null };

const inScope = (scope: CommentScope) => ({
  spaceId: scope.spaceId,
  changeRequestId: scope.changeRequestId,
});

// Reactions come with the comments (or replies) of one page of results: Prisma loads them for
// the whole page in one `IN (...)` query, not one per comment.
const reactionsInclude = {
  include: { user: true },
  orderBy: [{ reactedAt: 'asc' }, { id: 'asc' }],
} satisfies Prisma.Comment$reactionsArgs;
export const commentInclude = {
  postedBy: true,
  resolvedBy: true,
  reactions: reactionsInclude,
} satisfies Prisma.CommentInclude;
export const replyInclude = {
  postedBy: true,
  reactions: reactionsInclude,
} satisfies Prisma.CommentReplyInclude;
export type CommentRow = Prisma.CommentGetPayload<{ include: typeof commentInclude }>;
export type ReplyRow = Prisma.CommentReplyGetPayload<{ include: typeof replyInclude }>;

/** Where a comment's page is now: in the scope's revision, or (outdated) as last seen in the space. */
export type TargetPage = {
  pageId: string;
  title: string;
  emoji: string | null;
  icon: string | null;
  path: string;
  createdAt: Date;
  updatedAt: Date;
  outdated: boolean;
};

/** The revision comments of the scope are read against: the live one, or the change request's. */
export async function scopeRevision(db: DbTx, scope: CommentScope): Promise<string | null> {
  if (scope.changeRequestId) {
    const cr = await db.changeRequest.findFirst({
      where: { id: scope.changeRequestId, spaceId: scope.spaceId },
      select: { revisionId: true },
    });
    return cr?.revisionId ?? null;
  }
  const space = await db.space.findUnique({
    where: { id: scope.spaceId },
    select: { revisionId: true },
  });
  return space?.revisionId ?? null;
}

const pageSelect = {
  pageId: true,
  title: true,
  emoji: true,
  icon: true,
  path: true,
  createdAt: true,
  updatedAt: true,
} as const;

/** The target pages of a page of comments: two queries at most, whatever the number of comments. */
export async function targetPages(
  db: DbTx,
  scope: CommentScope,
  revisionId: string | null,
  pageIds: (string | null)[],
) {
  const ids = [...new Set(pageIds.filter((id): id is string => id !== null))];
  const found = new Map<string, TargetPage>();
  if (!ids.length) return found;
  if (revisionId) {
    const live = await db.revisionPage.findMany({
      where: { revisionId, pageId: { in: ids } },
      select: pageSelect,
    });
    for (const p of live) found.set(p.pageId, { ...p, outdated: false });
  }
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) {
    // Pages gone from the scope's revision: shown as they were in the newest revision of the space that has them.
    const old = await db.$queryRaw<Omit<TargetPage, 'outdated'>[]>`
      SELECT DISTINCT ON (rp."pageId") rp."pageId", rp.title, rp.emoji, rp.icon, rp.path, rp."createdAt", rp."updatedAt"
      FROM "Revision" r JOIN "RevisionPage" rp ON rp."revisionId" = r.id
      WHERE r."spaceId" = ${scope.spaceId} AND rp."pageId" IN (${Prisma.join(missing)})
      ORDER BY rp."pageId", r."createdAt" DESC`;
    for (const p of old) found.set(p.pageId, { ...p, outdated: true });
  }
  return found;
}

/** Moves the open-comment counter of the scope. Raw SQL so the space's / change request's updatedAt stays put. */
async function adjustOpen(tx: DbTx, scope: CommentScope, by: number) {
  if (scope.changeRequestId) {
    await tx.$executeRaw`UPDATE "ChangeRequest" SET "commentsOpen" = "commentsOpen" + ${by} WHERE id = ${scope.changeRequestId}`;
  } else {
    await tx.$executeRaw`UPDATE "Space" SET "commentsOpen" = "commentsOpen" + ${by} WHERE id = ${scope.spaceId}`;
  }
}

type ReactionTarget = { commentId: string } | { replyId: string };

/** Adds then removes the caller's reactions; both are idempotent (an emoji in both lists ends up removed). */
async function applyReactions(
  tx: DbTx,
  target: ReactionTarget,
  userId: string,
  added: string[] = [],
  removed: string[] = [],
) {
  const add = [...new Set(added)];
  if (add.length)
    await tx.reaction.createMany({
      data: add.map((emoji) => ({ ...target, userId, emoji })),
      skipDuplicates: true,
    });
  if (removed.length)
    await tx.reaction.deleteMany({
      where: { ...target, userId, emoji: { in: [...new Set(removed)] } },
    });
}

export type CommentListQuery = {
  page?: string;
  limit: number;
  order: SortOrder;
  status: 'open' | 'resolved' | 'all';
  targetPage?: string;
  authors?: string | string[];
};

export async function listComments(db: Db, scope: CommentScope, query: CommentListQuery) {
  const authors = query.authors === undefined ? [] : [query.authors].flat();
  const where: Prisma.CommentWhereInput = {
    ...inScope(scope),
    ...(query.status !== 'all' ? { status: query.status } : {}),
    ...(query.targetPage ? { pageId: query.targetPage } : {}),
    ...(authors.length ? { postedById: { in: authors } } : {}),
  };
  const cursor = decodeCursor(query.page);
  return paginate({
    limit: query.limit,
    fetch: (take) =>
      db.comment.findMany({
        where: { AND: [where, afterCursor('postedAt', query.order, cursor, true)] },
        orderBy: orderByKeyset('postedAt', query.order),
        take,
        include: commentInclude,
      }),
    count: () => db.comment.count({ where }),
    sortValue: (row) => row.postedAt,
    map: (row) => row,
  });
}

export async function getComment(
  db: DbTx,
  scope: CommentScope,
  commentId: string,
): Promise<CommentRow> {
  const comment = await db.comment.findFirst({
    where: { id: commentId, ...inScope(scope) },
    include: commentInclude,
  });
  if (!comment) throw notFound('Comment');
  return comment;
}

export async function createComment(
  db: Db,
  scope: CommentScope,
  userId: string,
  body: { node?: string; page?: string; body: { markdown: string } },
) {
  return db.$transaction(async (tx) => {
    if (body.page !== undefined) {
      const revisionId = await scopeRevision(tx, scope);
      const page = revisionId
        ? await tx.revisionPage.findUnique({
            where: { revisionId_pageId: { revisionId, pageId: body.page } },
            select: { id: true },
          })
        : null;
      if (!page)
        throw badRequest(
          'body.page',
          `is not a page of the ${scope.changeRequestId ? "change request's" : 'live'} content`,
        );
    }
    const comment = await tx.comment.create({
      data: {
        ...inScope(scope),
        postedById: userId,
        markdown: body.body.markdown,
        nodeId: body.node ?? null,
        pageId: body.page ?? null,
      },
      include: commentInclude,
    });
    await adjustOpen(tx, scope, 1);
    return comment;
  });
}

export type CommentPatch = {
  resolved?: boolean;
  body?: { markdown: string };
  addedReactions?: string[];
  removedReactions?: string[];
};

/** Applies a PUT; the caller has been checked for each part of it already. */
export async function updateComment(
  db: Db,
  scope: CommentScope,
  commentId: string,
  userId: string,
  patch: CommentPatch,
) {
  return db.$transaction(async (tx) => {
    if (patch.resolved !== undefined) {
      // Only a real transition moves the counter: resolving a resolved comment changes nothing.
      const now = new Date();
      const changed = await tx.comment.updateMany({
        where: { id: commentId, ...inScope(scope), status: patch.resolved ? 'open' : 'resolved' },
        data: patch.resolved
          ? { status: 'resolved', resolvedAt: now, resolvedById: userId }
          : { status: 'open', resolvedAt: null, resolvedById: null },
      });
      if (changed.count) await adjustOpen(tx, scope, patch.resolved ? -1 : 1);
    }
    if (patch.body)
      await tx.comment.updateMany({
        where: { id: commentId, ...inScope(scope) },
        data: { markdown: patch.body.markdown, editedAt: new Date() },
      });
    await applyReactions(tx, { commentId }, userId, patch.addedReactions, patch.removedReactions);
    return getComment(tx, scope, commentId);
  });
}

/** Deletes a comment with its replies and reactions (cascade); an open one leaves the open count. */
export async function deleteComment(db: Db, scope: CommentScope, commentId: string) {
  await db.$transaction(async (tx) => {
    const open = await tx.comment.deleteMany({
      where: { id: commentId, ...inScope(scope), status: 'open' },
    });
    if (open.count) return adjustOpen(tx, scope, -1);
    const other = await tx.comment.deleteMany({ where: { id: commentId, ...inScope(scope) } });
    if (!other.count) throw notFound('Comment');
  });
}

export async function listReplies(
  db: Db,
  scope: CommentScope,
  commentId: string,
  query: { page?: string; limit: number },
) {
  // Threads read oldest first.
  const cursor = decodeCursor(query.page);
  return paginate({
    limit: query.limit,
    fetch: (take) =>
      db.commentReply.findMany({
        where: {
          AND: [
            { commentId, comment: inScope(scope) },
            afterCursor('postedAt', 'asc', cursor, true),
          ],
        },
        orderBy: orderByKeyset('postedAt', 'asc'),
        take,
        include: replyInclude,
      }),
    count: () => db.commentReply.count({ where: { commentId, comment: inScope(scope) } }),
    sortValue: (row) => row.postedAt,
    map: (row) => row,
  });
}

export async function getReply(
  db: DbTx,
  scope: CommentScope,
  commentId: string,
  replyId: string,
): Promise<ReplyRow> {
  const reply = await db.commentReply.findFirst({
    where: { id: replyId, commentId, comment: inScope(scope) },
    include: replyInclude,
  });
  if (!reply) throw notFound('Comment reply');
  return reply;
}

export async function createReply(
  db: Db,
  scope: CommentScope,
  commentId: string,
  userId: string,
  body: { markdown: string },
) {
  return db.$transaction(async (tx) => {
    // Increment first: it locks the comment row, so a concurrent delete cannot slip in between.
    const counted = await tx.comment.updateMany({
      where: { id: commentId, ...inScope(scope) },
      data: { replies: { increment: 1 } },
    });
    if (!counted.count) throw notFound('Comment');
    return tx.commentReply.create({
      data: { commentId, postedById: userId, markdown: body.markdown },
      include: replyInclude,
    });
  });
}

export async function updateReply(
  db: Db,
  scope: CommentScope,
  commentId: string,
  replyId: string,
  userId: string,
  patch: Omit<CommentPatch, 'resolved'>,
) {
  return db.$transaction(async (tx) => {
    if (patch.body)
      await tx.commentReply.updateMany({
        where: { id: replyId, commentId, comment: inScope(scope) },
        data: { markdown: patch.body.markdown, editedAt: new Date() },
      });
    await applyReactions(tx, { replyId }, userId, patch.addedReactions, patch.removedReactions);
    return getReply(tx, scope, commentId, replyId);
  });
}

export async function deleteReply(db: Db, scope: CommentScope, commentId: string, replyId: string) {
  await db.$transaction(async (tx) => {
    const deleted = await tx.commentReply.deleteMany({
      where: { id: replyId, commentId, comment: inScope(scope) },
    });
    if (!deleted.count) throw notFound('Comment reply');
    await tx.comment.update({ where: { id: commentId }, data: { replies: { decrement: 1 } } });
  });
}
