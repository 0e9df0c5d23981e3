import { z } from 'zod';
import { PaginationQuery } from '../../lib/pagination.js';
import { NullableRoleSchema } from '../organizations/schema.js';

export const SpaceVisibilitySchema = z.enum([
  'public',
  'unlisted',
  'share-link',
  'visitor-auth',
  'in-collection',
  'private',
]);

export const SpaceSchema = z
  .object({
    object: z.literal('space'),
    id: z.string(),
    title: z.string(),
    emoji: z.string(),
    visibility: SpaceVisibilitySchema,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    deletedAt: z.iso.datetime().optional(),
    editMode: z.enum(['live', 'locked']).optional(),
    urls: z.object({
      location: z.string(),
      app: z.string(),
      published: z.string().optional(),
      public: z.string().optional(),
      icon: z.string().optional(),
    }),
    organization: z.string(),
    parent: z.string().optional(),
    revision: z.string(),
    defaultLevel: NullableRoleSchema,
    comments: z.number(),
    changeRequests: z.number(),
    changeRequestsOpen: z.number(),
    changeRequestsDraft: z.number(),
    permissions: z.object({
      view: z.boolean(),
      access: z.boolean(),
      admin: z.boolean(),
      viewInviteLinks: z.boolean(),
      edit: z.boolean(),
      triggerGitSync: z.boolean(),
      comment: z.boolean(),
      merge: z.boolean(),
      review: z.boolean(),
    }),
  })
  .meta({ id: 'Space' });

// ---- Params, queries and bodies ----------------------------------------------

const Id = z.string().min(1).max(64);
const BooleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export const SpaceParamsSchema = z.object({ spaceId: Id });

/** `shareKey` opens a space shown by a share-link site (a wrong or inactive key is a 404). */
export const SpaceGetQuerySchema = z.object({ shareKey: z.string().min(1).max(256).optional() });

export const SpaceTitleSchema = z.string().trim().max(50);
export const SpaceEmojiSchema = z.string().trim().max(50);
export const SpaceEditModeSchema = z.enum(['live', 'locked']);

export const SpaceUpdateSchema = z.object({
  title: SpaceTitleSchema.optional(),
  emoji: SpaceEmojiSchema.nullable().optional().describe('null removes it'),
  editMode: SpaceEditModeSchema.optional(),
  defaultLevel: NullableRoleSchema.optional().describe(
    'Needs the admin role on the space; null = guest',
  ),
});

/** Our addition (the contract has no create): what the dashboard's "New space" sends. */
export const SpaceCreateSchema = z.object({
  title: SpaceTitleSchema.optional().describe('Defaults to "Untitled"'),
  emoji: SpaceEmojiSchema.optional(),
  visibility: SpaceVisibilitySchema.optional().describe(
    'Defaults to private; in-collection needs a parent',
  ),
  parent: Id.optional().describe('ID of a collection of the organization'),
});

/** `parent` in a list query: a collection ID, or `null` for spaces outside any collection. */
export const SpaceListQuerySchema = PaginationQuery.extend({
  title: z
    .string()
    .trim()
    .min(1)
    .max(256)
    .optional()
    .describe('Case-insensitive contains, matched literally'),
  parent: Id.optional().describe('A collection ID, or "null" for spaces outside any collection'),
  deleted: BooleanQuery.default(false).describe(
    'true lists the trash: spaces deleted within the last 7 days',
  ),
});

/** A move target: `{type: 'space', space: id}` as the contract shows, or `{type, id}`. */
const SpacePointer = z
  .object({ type: z.literal('space'), space: Id.optional(), id: Id.optional() })
  .refine((p) => (p.space ?? p.id) !== undefined, {
    message: 'needs space: the ID of the target space',
    path: ['space'],
  })
  .transform((p) => ({ type: p.type, id: (p.space ?? p.id) as string }));

export const SpaceMoveSchema = z
  .object({
    parent: Id.nullable()
      .optional()
      .describe('Collection to move into; null moves out of any collection; absent keeps it'),
    position: z
      .object({ before: SpacePointer.optional(), after: SpacePointer.optional() })
      .refine((p) => !(p.before && p.after), { message: 'give either before or after, not both' })
      .optional()
      .describe('Where among the spaces of the (new) parent; absent moves it to the end'),
  })
  .refine((b) => b.parent !== undefined || b.position !== undefined, {
    message: 'give parent, position or both',
  });

export const SpaceTransferSchema = z.object({
  organization: Id.describe('ID of the target organization'),
});
