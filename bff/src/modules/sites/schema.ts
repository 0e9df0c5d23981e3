import { z } from 'zod';
import { PaginationQuery } from '../../lib/pagination.js';
import {
  ShareKeyQuery,
  SiteSectionGroupSchema,
  SiteSectionSchema,
  SiteSpaceSchema,
} from '../site-structure/schema.js';

export { SiteParamsSchema } from './params.js';

// Site types and ads statuses as the platform's public client lists them.
export const SITE_TYPES = [
  'basic',
  'premium',
  'ultimate',
  'sponsored',
  'legacy-basic',
  'legacy-premium',
] as const;
export const SiteTypeSchema = z.enum(SITE_TYPES).meta({ id: 'SiteType' });
export const SiteVisibilitySchema = z
  .enum(['public', 'unlisted', 'share-link', 'visitor-auth'])
  .meta({ id: 'SiteVisibility' });
export const SiteAdsStatusSchema = z.enum(['pending', 'in-review', 'live', 'rejected', 'disabled']);

export const SiteTitleSchema = z.string().trim().min(2).max(128);
export const SiteHostnameSchema = z
  .string()
  .max(512)
  .regex(
    /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?[.]){2,}[a-z0-9][a-z0-9-]{0,61}[a-z0-9]$/,
    'must be a lowercase hostname with at least three labels, e.g. docs.example.com',
  );
// The basename is a segment of the site's published URL: URL-safe characters only.
export const SiteBasenameSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9._~-]+$/, 'must be letters, digits, ".", "_", "~" or "-"');
export const SiteProxySchema = z
  .string()
  .max(512)
  .regex(
    /^([\w-]+\.)*[\w-]+\.[a-zA-Z]{2,}(\/[\w-]+)+$/,
    'must be a host and path without scheme, e.g. example.com/docs',
  );

const Themed = z.object({ light: z.string(), dark: z.string() });

export const SiteSchema = z
  .object({
    object: z.literal('site'),
    id: z.string(),
    type: SiteTypeSchema,
    title: z.string(),
    icon: z
      .union([z.object({ icon: Themed }), z.object({ emoji: z.string() })])
      .nullable()
      .optional(),
    hostname: z.string().optional(),
    basename: z.string().optional(),
    proxy: z.object({ origin: z.string(), target: z.string() }).optional(),
    visibility: SiteVisibilitySchema,
    published: z.boolean().describe('Read-only: true once the site has at least one site space'),
    siteSpaces: z.number().describe('Number of site spaces of the site'),
    createdAt: z.iso.datetime(),
    adaptiveContent: z.object({ enabled: z.boolean() }).optional(),
    ads: z.object({ status: SiteAdsStatusSchema, submittable: z.boolean() }).optional(),
    features: z
      .array(z.object({ id: z.string(), plan: SiteTypeSchema, frozen: z.boolean() }))
      .optional(),
    urls: z.object({ location: z.string(), app: z.string(), published: z.string().optional() }),
    permissions: z.object({
      view: z.boolean(),
      access: z.boolean(),
      edit: z.boolean(),
      create: z.boolean(),
      admin: z.boolean(),
      installIntegration: z.boolean(),
      viewAdaptiveSchema: z.boolean(),
      editAdaptiveSchema: z.boolean(),
    }),
  })
  .meta({ id: 'Site' });

const BooleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export const SiteListQuerySchema = PaginationQuery.extend({
  space: z.string().min(1).max(64).optional().describe('Only sites that include this space'),
  title: z.string().trim().min(1).max(128).optional().describe('Case-insensitive contains'),
  published: BooleanQuery.optional(),
});

/** `spaces: "new"` creates one new space (titled after the site) as the site's content. */
export const SITE_NEW_SPACE = 'new';

export const SiteCreateSchema = z.object({
  type: SiteTypeSchema.default('basic'),
  title: SiteTitleSchema.optional().describe('Defaults to "Untitled site"'),
  visibility: SiteVisibilitySchema.default('public'),
  spaces: z
    .union([z.array(z.string().min(1).max(64)).max(100), z.literal(SITE_NEW_SPACE)])
    .optional()
    .describe(
      `IDs of spaces of the organization to add at the site root, or "${SITE_NEW_SPACE}" to create a new space`,
    ),
});

export const SiteUpdateSchema = z.object({
  title: SiteTitleSchema.optional(),
  visibility: SiteVisibilitySchema.optional(),
  basename: SiteBasenameSchema.optional(),
  hostname: SiteHostnameSchema.nullable().optional().describe('Custom hostname; null removes it'),
  adaptiveContent: z.object({ enabled: z.boolean() }).optional(),
  defaultSiteSpace: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .describe('A site space at the root, or in the default section when there are sections'),
  defaultSiteSection: z.string().min(1).max(64).optional(),
  proxy: SiteProxySchema.nullable()
    .optional()
    .describe('Reverse-proxy origin such as example.com/docs; null removes it'),
});

// ---- Adaptive schema ----------------------------------------------------------

export const SiteAdaptiveSchemaSchema = z
  .object({
    object: z.literal('site-adaptive-schema'),
    jsonSchema: z
      .record(z.string(), z.unknown())
      .describe('JSON Schema (draft-07) of the claims of a site visitor'),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'SiteAdaptiveSchema' });

export const SiteAdaptiveSchemaUpdateSchema = z.object({
  jsonSchema: z
    .record(z.string(), z.unknown())
    .describe(
      'Draft-07 object schema: an "unsigned" object of booleans and further boolean claims, each with a description',
    ),
});

// ---- Published view -------------------------------------------------------------

const Customization = z.object({
  title: z.string(),
  styling: z.object({
    theme: z.string(),
    primaryColor: Themed,
    infoColor: Themed,
    successColor: Themed,
    warningColor: Themed,
    dangerColor: Themed,
    tint: z.object({ color: Themed }),
    corners: z.string(),
    links: z.string(),
    font: z.string(),
    icons: z.string(),
    search: z.string(),
    sidebar: z.object({ background: z.string(), list: z.string() }),
  }),
  internationalization: z.object({ locale: z.string() }),
  favicon: z.record(z.string(), z.unknown()),
});

export const PublishedContentSiteSchema = z
  .object({
    object: z.literal('published-content-site'),
    site: SiteSchema,
    structure: z.discriminatedUnion('type', [
      z.object({
        type: z.literal('sections'),
        structure: z.array(z.union([SiteSectionSchema, SiteSectionGroupSchema])),
      }),
      z.object({ type: z.literal('siteSpaces'), structure: z.array(SiteSpaceSchema) }),
    ]),
    customizations: z.object({ site: Customization }),
  })
  .meta({ id: 'PublishedContentSite' });

export const PublishedQuerySchema = ShareKeyQuery;
