import { z } from 'zod';
import { PaginationQuery } from '../../lib/pagination.js';
import { SpaceParamsSchema } from '../spaces/schema.js';
import { UserSchema } from '../users/schema.js';

const Id = z.string().min(1).max(64);

/** Longest comment or reply body, in characters of markdown. */
export const BODY_MAX = 100_000;
/** Most emojis one request may add or remove. */
export const MAX_REACTIONS_PER_REQUEST = 50;

// Only the markdown form of a body is produced and accepted; `document` (and anything else) is a 400.
export const CommentFormatSchema = z
  .enum(['markdown'])
  .describe('Output format of bodies: only markdown');
export const CommentFormatQuerySchema = z.object({ format: CommentFormatSchema.optional() });

export const CommentBodySchema = z
  .object({
    markdown: z
      .string()
      .min(1)
      .max(BODY_MAX)
      .refine((s) => s.trim().length > 0, 'must not be blank'),
  })
  .meta({
    id: 'CommentBody',
    description: 'The markdown form of a comment or reply body (1-100000 characters)',
  });

const Emoji = z.string().trim().min(1).max(50);
const Reactions = z.array(Emoji).max(MAX_REACTIONS_PER_REQUEST);

export const CommentParamsSchema = SpaceParamsSchema.extend({ commentId: Id });
export const CommentReplyParamsSchema = CommentParamsSchema.extend({ commentReplyId: Id });

export const CommentListQuerySchema = PaginationQuery.extend({
  order: z.enum(['asc', 'desc']).default('desc').describe('By posting time (default desc)'),
  status: z.enum(['open', 'resolved', 'all']).default('all').describe('Default all'),
  format: CommentFormatSchema.optional(),
  targetPage: Id.optional().describe('Only comments on this page ID'),
  authors: z
    .union([Id, z.array(Id).max(100)])
    .optional()
    .describe('User IDs (repeat the parameter): only comments posted by them'),
});

export const CommentReplyListQuerySchema = PaginationQuery.extend({
  format: CommentFormatSchema.optional(),
});

export const CommentCreateSchema = z.object({
  node: z
    .string()
    .min(1)
    .max(128)
    .optional()
    .describe('ID of the node of the page the comment is attached to'),
  page: Id.optional().describe('ID of a page of the live content'),
  body: CommentBodySchema,
});

export const CommentUpdateSchema = z.object({
  resolved: z.boolean().optional().describe('true resolves, false reopens (comment role)'),
  body: CommentBodySchema.optional().describe('Only the author may edit; sets editedAt'),
  addedReactions: Reactions.optional().describe("Emojis to add as the caller's reactions"),
  removedReactions: Reactions.optional().describe("Emojis to remove from the caller's reactions"),
});

export const CommentReplyCreateSchema = z.object({ body: CommentBodySchema });

export const CommentReplyUpdateSchema = CommentUpdateSchema.omit({ resolved: true });

export const EmojiReactionSchema = z
  .object({
    emoji: z.string(),
    count: z.number(),
    users: z.array(z.object({ user: UserSchema, reactedAt: z.iso.datetime() })),
  })
  .meta({ id: 'EmojiReaction' });

const BodyOutSchema = z.object({ markdown: z.string() });

const PermissionsSchema = z.object({
  view: z.boolean(),
  edit: z.boolean(),
  reply: z.boolean(),
  delete: z.boolean(),
});

export const CommentSchema = z
  .object({
    object: z.literal('comment'),
    id: z.string(),
    postedBy: UserSchema,
    postedAt: z.iso.datetime(),
    editedAt: z.iso.datetime().optional(),
    reactions: z.array(EmojiReactionSchema),
    replies: z.number(),
    body: BodyOutSchema,
    target: z.object({
      node: z.object({ id: z.string(), preview: z.string().optional() }).optional(),
      changeRequest: z.string().optional(),
      review: z.string().optional(),
      page: z
        .object({
          id: z.string(),
          title: z.string().optional(),
          emoji: z.string().optional(),
          icon: z.string().optional(),
          createdAt: z.iso.datetime().optional(),
          updatedAt: z.iso.datetime().optional(),
          path: z.string().optional(),
          outdated: z
            .boolean()
            .describe(
              'The page is no longer in the live revision (of the change request, for its comments)',
            ),
        })
        .optional(),
      space: z.string(),
      revision: z
        .string()
        .optional()
        .describe(
          'The revision comments of this scope are read against; absent while the space has no content',
        ),
    }),
    urls: z.object({ location: z.string() }),
    permissions: PermissionsSchema,
    status: z.enum(['open', 'resolved']),
    resolvedAt: z.iso.datetime().optional(),
    resolvedBy: UserSchema.optional(),
  })
  .meta({ id: 'Comment' });

export const CommentReplySchema = z
  .object({
    object: z.literal('comment-reply'),
    id: z.string(),
    postedBy: UserSchema,
    postedAt: z.iso.datetime(),
    editedAt: z.iso.datetime().optional(),
    reactions: z.array(EmojiReactionSchema),
    body: BodyOutSchema,
    urls: z.object({ location: z.string() }),
    permissions: PermissionsSchema,
  })
  .meta({ id: 'CommentReply' });
