// Space comments: SPACE/comments and their replies. Handlers check access and shape responses;
// service.ts does the work for any scope (live content here, change requests later).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../errors.js';
import { listSchema } from '../../lib/pagination.js';
import { callerOf } from '../../plugins/auth.js';
import { CommentPolicy } from '../../policies/comment.js';
import type { Role } from '../../generated/prisma/client.js';
import { requireSpace } from '../spaces/access.js';
import { presentComment, presentReply } from './present.js';
import {
  CommentCreateSchema,
  CommentFormatQuerySchema,
  CommentListQuerySchema,
  CommentParamsSchema,
  CommentReplyCreateSchema,
  CommentReplyListQuerySchema,
  CommentReplyParamsSchema,
  CommentReplySchema,
  CommentReplyUpdateSchema,
  CommentSchema,
  CommentUpdateSchema,
} from './schema.js';
import { SpaceParamsSchema } from '../spaces/schema.js';
import * as comments from './service.js';

const tags = ['comments'];
const COMMENTS = '/v1/spaces/:spaceId/comments';
const COMMENT = `${COMMENTS}/:commentId`;
const REPLIES = `${COMMENT}/replies`;
const REPLY = `${REPLIES}/:commentReplyId`;

type Caller = { scope: comments.CommentScope; userId: string; role: Role | null };

function requireParticipation(caller: Caller) {
  if (!CommentPolicy.participate(caller.role)) throw forbidden('Your role on this space does not allow you to take part in discussions: it needs comment');
}

export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller on the space's live content: 404 outside its organization, 403 without a role on it. */
  async function caller(spaceId: string, userId: string): Promise<Caller> {
    const a = await requireSpace(app.db, { spaceId, userId, need: 'view' });
    // A deleted space keeps its comments for a restore, but they are not reachable meanwhile.
    if (a.space.deletedAt) throw notFound('Space');
    return { scope: { spaceId: a.space.id, changeRequestId: null }, userId, role: a.role };
  }

  async function render(c: Caller, rows: comments.CommentRow[]) {
    const revisionId = await comments.scopeRevision(app.db, c.scope);
    const pages = await comments.targetPages(app.db, c.scope, revisionId, rows.map((r) => r.pageId));
    return rows.map((row) => presentComment(app.urls, { ...c, revisionId, pages }, row));
  }
  const renderOne = async (c: Caller, row: comments.CommentRow) => (await render(c, [row]))[0] as ReturnType<typeof presentComment>;

  app.get(
    COMMENTS,
    { schema: { tags, summary: 'List comments on the live content of a space', params: SpaceParamsSchema, querystring: CommentListQuerySchema, response: { 200: listSchema(CommentSchema) } } },
    async (request) => {
      const c = await caller(request.params.spaceId, callerOf(request).userId);
      const result = await comments.listComments(app.db, c.scope, request.query);
      return { ...result, items: await render(c, result.items) };
    },
  );

  app.post(
    COMMENTS,
    { schema: { tags, summary: 'Post a comment on a space (comment role); `page` must be in the live content', params: SpaceParamsSchema, body: CommentCreateSchema, response: { 200: CommentSchema } } },
    async (request) => {
      const c = await caller(request.params.spaceId, callerOf(request).userId);
      requireParticipation(c);
      return renderOne(c, await comments.createComment(app.db, c.scope, c.userId, request.body));
    },
  );

  app.get(
    COMMENT,
    { schema: { tags, summary: 'Get a comment', params: CommentParamsSchema, querystring: CommentFormatQuerySchema, response: { 200: CommentSchema } } },
    async (request) => {
      const c = await caller(request.params.spaceId, callerOf(request).userId);
      return renderOne(c, await comments.getComment(app.db, c.scope, request.params.commentId));
    },
  );

  app.put(
    COMMENT,
    {
      schema: {
        tags,
        summary: 'Resolve or reopen a comment, react to it (comment role), or edit its body (its author)',
        params: CommentParamsSchema,
        body: CommentUpdateSchema,
        response: { 200: CommentSchema },
      },
    },
    async (request) => {
      const c = await caller(request.params.spaceId, callerOf(request).userId);
      requireParticipation(c);
      const existing = await comments.getComment(app.db, c.scope, request.params.commentId);
      if (request.body.body && !CommentPolicy.edit(c.role, existing.postedById === c.userId)) throw forbidden('Only the author of a comment can edit its body');
      return renderOne(c, await comments.updateComment(app.db, c.scope, existing.id, c.userId, request.body));
    },
  );

  app.delete(
    COMMENT,
    { schema: { tags, summary: 'Delete a comment with its replies (its author or a space admin)', params: CommentParamsSchema } },
    async (request, reply) => {
      const c = await caller(request.params.spaceId, callerOf(request).userId);
      const existing = await comments.getComment(app.db, c.scope, request.params.commentId);
      if (!CommentPolicy.delete(c.role, existing.postedById === c.userId)) throw forbidden('Only the author of a comment or a space admin can delete it');
      await comments.deleteComment(app.db, c.scope, existing.id);
      return reply.code(205).send();
    },
  );

  app.get(
    REPLIES,
    { schema: { tags, summary: 'List the replies to a comment, oldest first', params: CommentParamsSchema, querystring: CommentReplyListQuerySchema, response: { 200: listSchema(CommentReplySchema) } } },
    async (request) => {
      const c = await caller(request.params.spaceId, callerOf(request).userId);
      const comment = await comments.getComment(app.db, c.scope, request.params.commentId);
      const result = await comments.listReplies(app.db, c.scope, comment.id, request.query);
      return { ...result, items: result.items.map((r) => presentReply(app.urls, c, r)) };
    },
  );

  app.post(
    REPLIES,
    { schema: { tags, summary: 'Reply to a comment (comment role)', params: CommentParamsSchema, querystring: CommentFormatQuerySchema, body: CommentReplyCreateSchema, response: { 200: CommentReplySchema } } },
    async (request) => {
      const c = await caller(request.params.spaceId, callerOf(request).userId);
      requireParticipation(c);
      return presentReply(app.urls, c, await comments.createReply(app.db, c.scope, request.params.commentId, c.userId, request.body.body));
    },
  );

  app.get(
    REPLY,
    { schema: { tags, summary: 'Get a reply to a comment', params: CommentReplyParamsSchema, querystring: CommentFormatQuerySchema, response: { 200: CommentReplySchema } } },
    async (request) => {
      const c = await caller(request.params.spaceId, callerOf(request).userId);
      return presentReply(app.urls, c, await comments.getReply(app.db, c.scope, request.params.commentId, request.params.commentReplyId));
    },
  );

  app.put(
    REPLY,
    {
      schema: {
        tags,
        summary: 'React to a reply (comment role) or edit its body (its author)',
        params: CommentReplyParamsSchema,
        body: CommentReplyUpdateSchema,
        response: { 200: CommentReplySchema },
      },
    },
    async (request) => {
      const c = await caller(request.params.spaceId, callerOf(request).userId);
      requireParticipation(c);
      const { commentId, commentReplyId } = request.params;
      const existing = await comments.getReply(app.db, c.scope, commentId, commentReplyId);
      if (request.body.body && !CommentPolicy.edit(c.role, existing.postedById === c.userId)) throw forbidden('Only the author of a reply can edit its body');
      return presentReply(app.urls, c, await comments.updateReply(app.db, c.scope, commentId, existing.id, c.userId, request.body));
    },
  );

  // Not in the contract ("delete of space comment replies: not shown"); the public client has it.
  app.delete(
    REPLY,
    { schema: { tags, summary: 'Delete a reply (its author or a space admin)', params: CommentReplyParamsSchema } },
    async (request, reply) => {
      const c = await caller(request.params.spaceId, callerOf(request).userId);
      const { commentId, commentReplyId } = request.params;
      const existing = await comments.getReply(app.db, c.scope, commentId, commentReplyId);
      if (!CommentPolicy.delete(c.role, existing.postedById === c.userId)) throw forbidden('Only the author of a reply or a space admin can delete it');
      await comments.deleteReply(app.db, c.scope, commentId, existing.id);
      return reply.code(205).send();
    },
  );
};
