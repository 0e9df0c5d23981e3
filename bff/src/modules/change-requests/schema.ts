import { z } from 'zod';
import { PaginationQuery } from '../../lib/pagination.js';
import { SpaceParamsSchema } from '../spaces/schema.js';
import { UserSchema } from '../users/schema.js';

const Id = z.string().min(1).max(64);

export const ChangeRequestStatusSchema = z.enum(['draft', 'open', 'archived', 'merged']);

export const ChangeRequestSchema = z
  .object({
    object: z.literal('change-request'),
    id: z.string(),
    number: z.number(),
    status: ChangeRequestStatusSchema,
    subject: z.string(),
    createdBy: UserSchema,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    mergedAt: z.iso.datetime().optional(),
    space: z.string(),
    revision: z.string(),
    revisionInitial: z.string(),
    revisionMergedAncestor: z.string().optional(),
    revisionMerged: z.string().optional(),
    comments: z.number(),
    outdated: z.boolean(),
    urls: z.object({ app: z.string(), location: z.string() }),
  })
  .meta({ id: 'ChangeRequest' });

export const ChangeRequestParamsSchema = SpaceParamsSchema.extend({
  changeRequestId: Id.describe('The change request ID or its number in the space'),
});
export const ChangeRequestPageParamsSchema = ChangeRequestParamsSchema.extend({ pageId: Id });
export const ChangeRequestFileParamsSchema = ChangeRequestParamsSchema.extend({ fileId: Id });

export const ChangeRequestListQuerySchema = PaginationQuery.extend({
  status: ChangeRequestStatusSchema.default('open'),
  contributor: Id.optional().describe('User ID: only change requests this user contributed to'),
});

const SubjectSchema = z.string().trim().max(100);

export const ChangeRequestCreateSchema = z.object({ subject: SubjectSchema.optional() });

export const ChangeRequestUpdateSchema = z.object({
  subject: SubjectSchema.optional(),
  status: ChangeRequestStatusSchema.optional().describe(
    'draft, open or archived; merged only through POST merge',
  ),
});

export const ChangeRequestMergeResultSchema = z
  .object({
    revision: z.string(),
    result: z.enum(['merge', 'conflicts']),
    conflicts: z
      .array(z.string())
      .optional()
      .describe('Page IDs changed on both sides in overlapping ways'),
  })
  .meta({ id: 'ChangeRequestMergeResult' });
export const ChangeRequestUpdateResultSchema = z
  .object({
    revision: z.string(),
    result: z.enum(['update', 'conflicts']),
    conflicts: z
      .array(z.string())
      .optional()
      .describe('Page IDs changed on both sides in overlapping ways'),
  })
  .meta({ id: 'ChangeRequestUpdateResult' });

// ---- Page writes (not in the contract: the change request's content must be writable to review it) ----

const TitleSchema = z.string().trim().min(1).max(100);
const MarkdownSchema = z.string().max(1_000_000);

export const ChangeRequestPageCreateSchema = z.object({
  title: TitleSchema,
  markdown: MarkdownSchema.default(''),
  parent: Id.optional().describe('Page ID of the parent; absent puts the page at the top level'),
});
export const ChangeRequestPageUpdateSchema = z.object({
  title: TitleSchema.optional(),
  markdown: MarkdownSchema.optional(),
});

// ---- PDF ---------------------------------------------------------------------------------

const BooleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export const ChangeRequestPdfQuerySchema = z.object({
  page: Id.optional().describe(
    'Page ID: the PDF of that page (with its descendants unless `only`)',
  ),
  only: BooleanQuery.default(false).describe('With `page`: that page alone'),
});
export const ChangeRequestPdfDownloadQuerySchema = ChangeRequestPdfQuerySchema.extend({
  revision: Id,
});
export const ChangeRequestPdfSchema = z
  .object({ url: z.string() })
  .meta({ id: 'ChangeRequestPDF' });
