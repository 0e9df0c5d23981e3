import { z } from 'zod';
import { NullableRoleSchema } from '../organizations/schema.js';

export const SpaceVisibilitySchema = z.enum(['public', 'unlisted', 'share-link', 'visitor-auth', 'in-collection', 'private']);

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
