import { z } from 'zod';
import { MAX_PAGE_SIZE, PaginationQuery } from '../../lib/pagination.js';
import { SpaceSchema } from '../spaces/schema.js';
import { SiteParamsSchema } from '../sites/params.js';

const Id = z.string().min(1).max(64);

// Paths end up in published URLs, one segment each: no whitespace or URL delimiters.
export const PathSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[^\s/?#%\\]+$/, 'must be one URL segment: no spaces, slashes, ?, #, % or backslashes');
export const ConditionSchema = z.string().min(1).max(1024);
export const IconSchema = z.string().min(1).max(50);
export const SectionTitleSchema = z.string().trim().min(2).max(128);
export const SectionDescriptionSchema = z.string().max(256);
export const GroupTitleSchema = z.string().trim().min(1).max(100);

/** `shareKey` resolves published URLs of share-link sites (a wrong or inactive key is a 404). */
export const ShareKeyQuery = z.object({ shareKey: z.string().min(1).max(256).optional() });
const BooleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

// ---- Response objects ------------------------------------------------------

export const SiteSpaceSchema = z
  .object({
    object: z.literal('site-space'),
    id: z.string(),
    path: z.string(),
    section: z.string().optional().describe('ID of the section the site space belongs to'),
    space: SpaceSchema,
    title: z.string(),
    default: z
      .boolean()
      .optional()
      .describe('The default site space of its section (or of the site root)'),
    condition: z.string().optional(),
    hasAdvancedCustomizationFeature: z.boolean().optional(),
    urls: z.object({ published: z.string().optional() }),
  })
  .meta({ id: 'SiteSpace' });

export const SiteSectionSchema = z
  .object({
    object: z.literal('site-section'),
    id: z.string(),
    title: z.string(),
    description: z.string().optional(),
    default: z.boolean().optional().describe('The default section of the site'),
    path: z.string(),
    condition: z.string().optional(),
    sectionGroup: z.string().optional(),
    icon: z.string().optional(),
    siteSpaces: z.array(SiteSpaceSchema),
    urls: z.object({ published: z.string().optional() }),
  })
  .meta({ id: 'SiteSection' });

export const SiteSectionGroupSchema = z
  .object({
    object: z.literal('site-section-group'),
    id: z.string(),
    title: z.string(),
    icon: z.string().optional(),
    sections: z.array(SiteSectionSchema),
  })
  .meta({ id: 'SiteSectionGroup' });

// ---- Params and queries ----------------------------------------------------

export const SectionParamsSchema = SiteParamsSchema.extend({ siteSectionId: Id });
export const GroupParamsSchema = SiteParamsSchema.extend({ siteSectionGroupId: Id });
export const GroupSectionParamsSchema = GroupParamsSchema.extend({ siteSectionId: Id });
export const SiteSpaceParamsSchema = SiteParamsSchema.extend({ siteSpaceId: Id });

/**
 * Lists the contract does not mark as paginated (sections, site spaces, share links) still
 * take page/limit, but default to the largest page so one call returns a whole site.
 */
export const WholeListQuery = PaginationQuery.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(MAX_PAGE_SIZE)
    .describe(`Items per page (default and max ${MAX_PAGE_SIZE})`),
});

export const SectionListQuerySchema = WholeListQuery.extend(ShareKeyQuery.shape);
export const GroupListQuerySchema = PaginationQuery;
export const SiteSpaceListQuerySchema = WholeListQuery.extend(ShareKeyQuery.shape).extend({
  default: BooleanQuery.optional().describe(
    'true: only default site spaces; false: only the others; absent: all',
  ),
});

// ---- Bodies ----------------------------------------------------------------

/** `spaceId`: an existing space of the organization, or null to create a new space. */
const SpaceRef = Id.nullable();

export const SectionCreateSchema = z.object({
  spaceId: SpaceRef.describe(
    'Space added to the section as its first site space; null creates a new space',
  ),
  title: z
    .string()
    .trim()
    .min(2)
    .max(64)
    .nullable()
    .optional()
    .describe('Defaults to the title of the space'),
});

export const SectionUpdateSchema = z.object({
  title: SectionTitleSchema.optional(),
  path: PathSchema.optional(),
  defaultSiteSpace: Id.optional().describe('ID of a site space of this section'),
  condition: ConditionSchema.nullable().optional().describe('Omitted keeps it; null removes it'),
  icon: IconSchema.nullable().optional(),
  description: SectionDescriptionSchema.nullable().optional(),
});

/** A move target: `{type, siteSection|siteSpace: id}` as the contract shows, or `{type, id}` as newer clients send. */
const SectionPointer = z
  .object({ type: z.literal('site-section'), siteSection: Id.optional(), id: Id.optional() })
  .refine((p) => (p.siteSection ?? p.id) !== undefined, {
    message: 'needs siteSection: the ID of the target section',
    path: ['siteSection'],
  })
  .transform((p) => ({ type: p.type, id: (p.siteSection ?? p.id) as string }));
const SiteSpacePointer = z
  .object({ type: z.literal('site-space'), siteSpace: Id.optional(), id: Id.optional() })
  .refine((p) => (p.siteSpace ?? p.id) !== undefined, {
    message: 'needs siteSpace: the ID of the target site space',
    path: ['siteSpace'],
  })
  .transform((p) => ({ type: p.type, id: (p.siteSpace ?? p.id) as string }));

function movePosition<P extends z.ZodType>(target: P) {
  return z
    .object({ before: target.optional(), after: target.optional() })
    .refine((p) => !(p.before && p.after), { message: 'give either before or after, not both' })
    .optional()
    .describe('Where to move the item among its siblings; absent moves it to the end');
}

export const SectionMoveSchema = z.object({ position: movePosition(SectionPointer) });
export const SiteSpaceMoveSchema = z.object({ position: movePosition(SiteSpacePointer) });
export const GroupMoveSchema = z.object({
  position: movePosition(
    z
      .object({ type: z.enum(['site-section', 'site-section-group']), id: Id })
      .describe('A top-level item of the site: an ungrouped section or a section group'),
  ),
});

export const GroupCreateSchema = z.object({
  title: GroupTitleSchema,
  icon: IconSchema.nullable().optional(),
  sections: z
    .array(Id)
    .max(1000)
    .optional()
    .describe('IDs of sections of the site to put in the group, in order'),
});
export const GroupUpdateSchema = z.object({
  title: GroupTitleSchema.optional(),
  icon: IconSchema.nullable().optional(),
});
export const GroupAddSectionSchema = z.object({ sectionId: Id });

export const SiteSpaceCreateSchema = z.object({
  spaceId: SpaceRef.describe('An existing space of the organization; null creates a new space'),
  sectionId: Id.optional().describe(
    'Section to add to; absent: the default section, or the site root when there are no sections',
  ),
});
export const SiteSpaceUpdateSchema = z.object({
  path: PathSchema.optional(),
  condition: ConditionSchema.nullable().optional().describe('Omitted keeps it; null removes it'),
});

export type MoveTarget = { type: string; id: string };
export type MovePosition = { before?: MoveTarget; after?: MoveTarget } | undefined;
