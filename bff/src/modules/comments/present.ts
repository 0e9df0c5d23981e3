// Comment and reply rows → contract objects. Everything that needs the database (reactions'
// users, target pages) is loaded beforehand for a whole page of results.
import type { Urls } from '../../lib/urls.js';
import type { Reaction, Role, User } from '../../generated/prisma/client.js';
import { commentPermissions } from '../../policies/comment.js';
import { presentUser } from '../users/present.js';
import type { CommentRow, CommentScope, ReplyRow, TargetPage } from './service.js';

/** One entry per emoji, in the order the emoji was first used; users in the order they reacted. */
export function groupReactions(urls: Urls, reactions: (Reaction & { user: User })[]) {
  const groups = new Map<
    string,
    {
      emoji: string;
      count: number;
      users: { user: ReturnType<typeof presentUser>; reactedAt: string }[];
    }
  >();
  for (const r of reactions) {
    let group = groups.get(r.emoji);
    if (!group) groups.set(r.emoji, (group = { emoji: r.emoji, count: 0, users: [] }));
    group.count += 1;
    group.users.push({ user: presentUser(urls, r.user), reactedAt: r.reactedAt.toISOString() });
  }
  return [...groups.values()];
}

export type CommentContext = {
  scope: CommentScope;
  userId: string;
  role: Role | null;
  revisionId: string | null;
  pages: Map<string, TargetPage>;
};

function presentPage(pageId: string, page: TargetPage | undefined) {
  // A page found in no revision of the space at all is only an ID, and outdated.
  if (!page) return { id: pageId, outdated: true };
  return {
    id: pageId,
    title: page.title,
    ...(page.emoji ? { emoji: page.emoji } : {}),
    ...(page.icon ? { icon: page.icon } : {}),
    createdAt: page.createdAt.toISOString(),
    updatedAt: page.updatedAt.toISOString(),
    path: page.path,
    outdated: page.outdated,
  };
}

export function presentComment(urls: Urls, ctx: CommentContext, c: CommentRow) {
  const resolved = c.status === 'resolved';
  return {
    object: 'comment' as const,
    id: c.id,
    postedBy: presentUser(urls, c.postedBy),
    postedAt: c.postedAt.toISOString(),
    ...(c.editedAt ? { editedAt: c.editedAt.toISOString() } : {}),
    reactions: groupReactions(urls, c.reactions),
    replies: c.replies,
    body: { markdown: c.markdown },
    target: {
      ...(c.nodeId ? { node: { id: c.nodeId } } : {}),
      ...(c.changeRequestId ? { changeRequest: c.changeRequestId } : {}),
      ...(c.pageId ? { page: presentPage(c.pageId, ctx.pages.get(c.pageId)) } : {}),
      space: c.spaceId,
      ...(ctx.revisionId ? { revision: ctx.revisionId } : {}),
    },
    urls: urls.comment(ctx.scope, c.id),
    permissions: commentPermissions(ctx.role, c.postedById === ctx.userId),
    status: c.status,
    ...(resolved && c.resolvedAt ? { resolvedAt: c.resolvedAt.toISOString() } : {}),
    ...(resolved && c.resolvedBy ? { resolvedBy: presentUser(urls, c.resolvedBy) } : {}),
  };
}

export function presentReply(
  urls: Urls,
  ctx: { scope: CommentScope; userId: string; role: Role | null },
  r: ReplyRow,
) {
  return {
    object: 'comment-reply' as const,
    id: r.id,
    postedBy: presentUser(urls, r.postedBy),
    postedAt: r.postedAt.toISOString(),
    ...(r.editedAt ? { editedAt: r.editedAt.toISOString() } : {}),
    reactions: groupReactions(urls, r.reactions),
    body: { markdown: r.markdown },
    urls: urls.commentReply(ctx.scope, r.commentId, r.id),
    permissions: commentPermissions(ctx.role, r.postedById === ctx.userId),
  };
}
