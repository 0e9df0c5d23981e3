import { z } from 'zod';
import { OrgParamsSchema } from '../organizations/schema.js';

export const PROCESSING_STATES = ['pending', 'progress', 'complete'] as const;
/** The values @gitbook/api's OpenAPISpecProcessingErrorCode allows. */
export const PROCESS_ERROR_CODES = ['FETCH_TIMEOUT', 'FETCH_ERROR', 'PARSE_ERROR'] as const;
export type ProcessErrorCode = (typeof PROCESS_ERROR_CODES)[number];

export const MAX_SOURCE_URL_LENGTH = 2048;
/** Largest specification accepted, fetched or sent as text (the fetch stops reading past it). */
export const MAX_SPEC_BYTES = 10 * 1024 * 1024;

export const OpenAPISpecSlugSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'must be lowercase letters and digits separated by single hyphens',
  );

export const OpenAPISpecSourceSchema = z
  .object({
    url: z
      .url({ protocol: /^https?$/, error: 'must be an http or https URL' })
      .max(MAX_SOURCE_URL_LENGTH)
      .optional()
      .describe('Where to fetch the specification (JSON or YAML)'),
    text: z
      .string()
      .min(1)
      .max(MAX_SPEC_BYTES)
      .optional()
      .describe('The specification itself, as JSON or YAML text'),
  })
  .refine(
    (s) => (s.url === undefined) !== (s.text === undefined),
    'must have exactly one of `url` or `text`',
  )
  .describe('Either {url} or {text}');

export const OpenAPISpecParamsSchema = OrgParamsSchema.extend({ specSlug: OpenAPISpecSlugSchema });
export const OpenAPISpecVersionParamsSchema = OpenAPISpecParamsSchema.extend({
  versionId: z.string().min(1).max(64),
});

export const OpenAPISpecCreateSchema = z.object({
  slug: OpenAPISpecSlugSchema,
  source: OpenAPISpecSourceSchema,
});
export const OpenAPISpecPutSchema = z.object({ source: OpenAPISpecSourceSchema });

export const OpenAPISpecSchema = z
  .object({
    object: z.literal('openapi-spec'),
    id: z.string(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    slug: z.string(),
    sourceURL: z.string().optional().describe('Absent when the specification was sent as text'),
    processingState: z
      .enum(PROCESSING_STATES)
      .describe(
        'pending: waiting to be fetched; progress: being fetched and parsed; complete: done, see lastProcessErrorCode',
      ),
    lastVersion: z.string().optional().describe('ID of the latest OpenAPISpecVersion'),
    lastProcessedAt: z.iso.datetime().optional(),
    lastProcessErrorCode: z
      .enum(PROCESS_ERROR_CODES)
      .optional()
      .describe('Why the last processing failed; the previous version stays the latest'),
    permissions: z.object({ view: z.boolean(), edit: z.boolean() }),
    urls: z.object({ location: z.string(), app: z.string() }),
  })
  .meta({ id: 'OpenAPISpec' });

export const OpenAPISpecVersionSchema = z
  .object({
    object: z.literal('openapi-spec-version'),
    id: z.string(),
    createdAt: z.iso.datetime().optional(),
    url: z
      .string()
      .describe(
        'Where the specification of this version was fetched from (its content endpoint for text sources)',
      ),
    urls: z.object({ location: z.string() }),
  })
  .meta({ id: 'OpenAPISpecVersion' });

export const OpenAPISpecContentSchema = z
  .object({
    filesystem: z
      .record(z.string(), z.unknown())
      .describe('File name → the parsed document (JSON value) of that file'),
    url: z.string(),
  })
  .meta({ id: 'OpenAPISpecContent' });
