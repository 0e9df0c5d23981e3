import { z } from 'zod';
import { WholeListQuery } from '../site-structure/schema.js';
import { SiteParamsSchema } from '../sites/params.js';

export const ShareLinkNameSchema = z.string().trim().max(50);

export const ShareLinkSchema = z
  .object({
    object: z.literal('share-link'),
    id: z.string(),
    createdAt: z.iso.datetime(),
    name: z.string().optional(),
    active: z.boolean().optional(),
    urls: z.object({
      published: z.string().optional().describe('The site URL carrying the share key'),
    }),
  })
  .meta({ id: 'ShareLink' });

export const ShareLinkParamsSchema = SiteParamsSchema.extend({
  shareLinkId: z.string().min(1).max(64),
});
export const ShareLinkListQuerySchema = WholeListQuery;
export const ShareLinkCreateSchema = z.object({ name: ShareLinkNameSchema });
export const ShareLinkUpdateSchema = z.object({
  active: z.boolean().optional(),
  name: ShareLinkNameSchema.optional(),
});
