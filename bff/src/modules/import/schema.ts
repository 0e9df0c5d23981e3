import { z } from 'zod';
import { SpaceParamsSchema } from '../spaces/schema.js';

/**
 * Import sources. @gitbook/api's ContentImportSource names `website` and `file`; only a
 * website is imported here (files would come as uploads, which this API does not take), so
 * any other value is a 400 naming body.source.
 */
export const IMPORT_SOURCES = ['website'] as const;

export const ContentImportParamsSchema = SpaceParamsSchema;
export const ChangeRequestImportParamsSchema = SpaceParamsSchema.extend({
  changeRequestId: z
    .string()
    .min(1)
    .max(64)
    .describe('The change request ID or its number in the space'),
});

export const ContentImportSchema = z.object({
  url: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .max(2048)
    .describe('The website to import, crawled within its origin'),
  source: z.enum(IMPORT_SOURCES).describe('What the URL is: `website`'),
});

export const ContentImportResultSchema = z
  .object({
    revision: z
      .string()
      .describe('The new revision: live content of the space, or of the change request'),
    importedResources: z.number().describe('Pages and images imported'),
    totalResources: z
      .number()
      .describe('Pages and images of the origin found while crawling, imported or not'),
  })
  .meta({ id: 'ContentImportResult' });
