// Comments and their replies on a space's live content (SPACE/comments) and in a change request
// (CR/comments, the request by ID or number): the same handlers registered for both families.
// Handlers check access and shape responses; service.ts does the work for either scope.
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
import { ChangeRequestParamsSchema } from '../change-requests/schema.js';
import { getChangeRequest } from '../change-requests/service.js';
import * as comments from './service.js';

const tags = ['comments'];

type Caller = { scope: comments.CommentScope; userId: string; role: Role | null };

function requireParticipation(caller: Caller) {
  if (!CommentPolicy.participate(caller.role))
    throw forbidden(
      'Your role on this space does not allow you to take part in discussions: it needs comment',
    );
}

export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The caller on the space's live content, or in one of its change requests (ID or number) when
   * the path names one: 404 outside its organization, 403 without a role on the space.
   */
  async function caller(
    params: { spaceId: string; changeRequestId?: string },
    userId: string,
  ): Promise<Caller> {
    const a = await requireSpace(app.db, { spaceId: params.spaceId, userId, need: 'view' });
    // A deleted space keeps its comments for a restore, but they are not reachable meanwhile.
    if (a.space.deletedAt) throw notFound('Space');
    const changeRequestId = params.changeRequestId
      ? (await getChangeRequest(app.db, a.space.id, params.changeRequestId)).id
      : null;
    return { scope: { spaceId: a.space.id, changeRequestId }, userId, role: a.role };
  }

  async function render(c: Caller, rows: comments.CommentRow[]) {
    const revisionId = await comments.scopeRevision(app.db, c.scope);
    const pages = await comments.targetPages(
      app.db,
      c.scope,
      revisionId,
      rows.map((r) => r.pageId),
    );
    return rows.map((row) => presentComment(app.urls, { ...c, revisionId, pages }, row));
  }
  const renderOne = async (c: Caller, row: comments.CommentRow) =>
    (await render(c, [row]))[0] as ReturnType<typeof presentComment>;

  const CR_COMMENT_PARAMS = ChangeRequestParamsSchema.extend({
    commentId: CommentParamsSchema.shape.commentId,
  });
  const families = [
    {
      comments: '/v1/spaces/:spaceId/comments',
      params: {
        list: SpaceParamsSchema,
        comment: CommentParamsSchema,
        reply: CommentReplyParamsSchema,
      },
      summary: (s: string) => s,
    },
    {
      comments: '/v1/spaces/:spaceId/change-requests/:changeRequestId/comments',
      params: {
        list: ChangeRequestParamsSchema,
        comment: CR_COMMENT_PARAMS,
        reply: CR_COMMENT_PARAMS.extend({
          commentReplyId: CommentReplyParamsSchema.shape.commentReplyId,
        }),
      },
      summary: (s: string) =>
        `Change request: ${s.replace('the live content of a space', 'a change request').replace('in the live content', "in the change request's content")}`,
    },
  ] as const;

  for (const family of families) {
    const comment = `${family.comments}/:commentId`;
    const f = {
      ...family,
      comment,
      replies: `${comment}/replies`,
      reply: `${comment}/replies/:commentReplyId`,
    };
    app.get(
      f.comments,
      {
        schema: {
          tags,
          summary: f.summary('List comments on the live content of a space'),
          params: f.params.list,
          querystring: CommentListQuerySchema,
          response: { 200: listSchema(CommentSchema) },
        },
      },
      async (request) => {
        const c = await caller(request.params, callerOf(request).userId);
        const result = await comments.listComments(app.db, c.scope, request.query);
        return { ...result, items: await render(c, result.items) };
      },
    );

    app.post(
      f.comments,
      {
        schema: {
          tags,
          summary: f.summary(
            'Post a comment on a space (comment role); `page` must be in the live content',
          ),
          params: f.params.list,
          body: CommentCreateSchema,
          response: { 200: CommentSchema },
        },
      },
      async (request) => {
        const c = await caller(request.params, callerOf(request).userId);
        requireParticipation(c);
        return renderOne(c, await comments.createComment(app.db, c.scope, c.userId, request.body));
      },
    );

    app.get(
      f.comment,
      {
        schema: {
          tags,
          summary: f.summary('Get a comment'),
          params: f.params.comment,
          querystring: CommentFormatQuerySchema,
          response: { 200: CommentSchema },
        },
      },
      async (request) => {
        const c = await caller(request.params, callerOf(request).userId);
        return renderOne(c, await comments.getComment(app.db, c.scope, request.params.commentId));
      },
    );

    app.put(
      f.comment,
      {
        schema: {
          tags,
          summary: f.summary(
            'Resolve or reopen a comment, react to it (comment role), or edit its body (its author)',
          ),
          params: f.params.comment,
          body: CommentUpdateSchema,
          response: { 200: CommentSchema },
        },
      },
      async (request) => {
        const c = await caller(request.params, callerOf(request).userId);
        requireParticipation(c);
        const existing = await comments.getComment(app.db, c.scope, request.params.commentId);
        if (request.body.body && !CommentPolicy.edit(c.role, existing.postedById === c.userId))
          throw forbidden('Only the author of a comment can edit its body');
        return renderOne(
          c,
          await comments.updateComment(app.db, c.scope, existing.id, c.userId, request.body),
        );
      },
    );

    app.delete(
      f.comment,
      {
        schema: {
          tags,
          summary: f.summary('Delete a comment with its replies (its author or a space admin)'),
          params: f.params.comment,
        },
      },
      async (request, reply) => {
        const c = await caller(request.params, callerOf(request).userId);
        const existing = await comments.getComment(app.db, c.scope, request.params.commentId);
        if (!CommentPolicy.delete(c.role, existing.postedById === c.userId))
          throw forbidden('Only the author of a comment or a space admin can delete it');
        await comments.deleteComment(app.db, c.scope, existing.id);
        return reply.code(205).send();
      },
    );

    app.get(
      f.replies,
      {
        schema: {
          tags,
          summary: f.summary('List the replies to a comment, oldest first'),
          params: f.params.comment,
          querystring: CommentReplyListQuerySchema,
          response: { 200: listSchema(CommentReplySchema) },
        },
      },
      async (request) => {
        const c = await caller(request.params, callerOf(request).userId);
        const comment = await comments.getComment(app.db, c.scope, request.params.commentId);
        const result = await comments.listReplies(app.db, c.scope, comment.id, request.query);
        return { ...result, items: result.items.map((r) => presentReply(app.urls, c, r)) };
      },
    );

    app.post(
      f.replies,
      {
        schema: {
          tags,
          summary: f.summary('Reply to a comment (comment role)'),
          params: f.params.comment,
          querystring: CommentFormatQuerySchema,
          body: CommentReplyCreateSchema,
          response: { 200: CommentReplySchema },
        },
      },
      async (request) => {
        const c = await caller(request.params, callerOf(request).userId);
        requireParticipation(c);
        return presentReply(
          app.urls,
          c,
          await comments.createReply(
            app.db,
            c.scope,
            request.params.commentId,
            c.userId,
            request.body.body,
          ),
        );
      },
    );

    app.get(
      f.reply,
      {
        schema: {
          tags,
          summary: f.summary('Get a reply to a comment'),
          params: f.params.reply,
          querystring: CommentFormatQuerySchema,
          response: { 200: CommentReplySchema },
        },
      },
      async (request) => {
        const c = await caller(request.params, callerOf(request).userId);
        return presentReply(
          app.urls,
          c,
          await comments.getReply(
            app.db,
            c.scope,
            request.params.commentId,
            request.params.commentReplyId,
          ),
        );
      },
    );

    app.put(
      f.reply,
      {
        schema: {
          tags,
          summary: f.summary('React to a reply (comment role) or edit its body (its author)'),
          params: f.params.reply,
          body: CommentReplyUpdateSchema,
          response: { 200: CommentReplySchema },
        },
      },
      async (request) => {
        const c = await caller(request.params, callerOf(request).userId);
        requireParticipation(c);
        const { commentId, commentReplyId } = request.params;
        const existing = await comments.getReply(app.db, c.scope, commentId, commentReplyId);
        if (request.body.body && !CommentPolicy.edit(c.role, existing.postedById === c.userId))
          throw forbidden('Only the author of a reply can edit its body');
        return presentReply(
          app.urls,
          c,
          await comments.updateReply(
            app.db,
            c.scope,
            commentId,
            existing.id,
            c.userId,
            request.body,
          ),
        );
      },
    );

    // Not in the contract ("delete of space comment replies: not shown"); the public client has it.
    app.delete(
      f.reply,
      {
        schema: {
          tags,
          summary: f.summary('Delete a reply (its author or a space admin)'),
          params: f.params.reply,
        },
      },
      async (request, reply) => {
        const c = await caller(request.params, callerOf(request).userId);
        const { commentId, commentReplyId } = request.params;
        const existing = await comments.getReply(app.db, c.scope, commentId, commentReplyId);
        if (!CommentPolicy.delete(c.role, existing.postedById === c.userId))
          throw forbidden('Only the author of a reply or a space admin can delete it');
        await comments.deleteReply(app.db, c.scope, commentId, existing.id);
        return reply.code(205).send();
      },
    );
  }
};
