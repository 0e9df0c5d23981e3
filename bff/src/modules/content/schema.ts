import { z } from 'zod';
import { PaginationQuery } from '../../lib/pagination.js';
import { OrganizationSchema } from '../organizations/schema.js';
import { SpaceGetQuerySchema, SpaceParamsSchema, SpaceSchema } from '../spaces/schema.js';

const Id = z.string().min(1).max(64);
const BooleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

const GitBlobSchema = z.object({ oid: z.string(), path: z.string() });

export const FileSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    contentType: z.string(),
    downloadURL: z.string(),
    size: z.number(),
    dimensions: z.object({ width: z.number(), height: z.number() }).optional(),
    git: GitBlobSchema.optional(),
  })
  .meta({ id: 'RevisionFile' });

export const PageLayoutSchema = z.object({
  cover: z.boolean(),
  title: z.boolean(),
  description: z.boolean(),
  tableOfContents: z.boolean(),
  outline: z.boolean(),
  pagination: z.boolean(),
  coverSize: z.string(),
});

export const PageSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    emoji: z.string().optional(),
    icon: z.string().optional(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    type: z.string(),
    markdown: z
      .string()
      .optional()
      .describe('With format=markdown (the default), on a single page'),
    document: z
      .unknown()
      .optional()
      .describe('With format=document: the markdown syntax tree (mdast) without positions'),
    urls: z.object({ app: z.string() }),
    slug: z.string(),
    path: z.string(),
    description: z.string().optional(),
    documentId: z.string().optional(),
    get pages() {
      return z
        .array(PageSchema)
        .optional()
        .describe('Child pages in order; absent on a page inside a content reference');
    },
    git: GitBlobSchema.optional(),
    layout: PageLayoutSchema,
    cover: z
      .object({
        ref: z.object({ kind: z.string(), file: z.string() }).optional(),
        yPos: z.number().optional(),
      })
      .optional(),
    hidden: z.boolean(),
    noIndex: z.boolean(),
    noRobotsIndex: z.boolean(),
  })
  .meta({ id: 'RevisionPage' });

export const RevisionSchema = z
  .object({
    object: z.literal('revision'),
    id: z.string(),
    parents: z.array(z.string()),
    pages: z.array(PageSchema),
    files: z.array(FileSchema),
    reusableContents: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        document: z.unknown(),
        git: GitBlobSchema.optional(),
      }),
    ),
    createdAt: z.iso.datetime(),
    git: z
      .object({
        oid: z.string(),
        message: z.string().optional(),
        createdByService: z.boolean(),
        url: z.string().optional(),
        ref: z.string().optional(),
      })
      .optional(),
    urls: z.object({
      app: z.string(),
      published: z.string().optional(),
      public: z.string().optional(),
    }),
    type: z.string(),
  })
  .meta({ id: 'Revision' });

export const PagesSchema = z.object({ pages: z.array(PageSchema) });

const VersionContextSchema = z.object({ type: z.literal('revision'), revision: z.string() });

/** An absolute reference to content: a URL, or a page or file of a space's revision. */
export const ContentReferenceSchema = z
  .union([
    z.object({ kind: z.literal('url'), url: z.string() }),
    z.object({
      kind: z.literal('page'),
      organization: OrganizationSchema,
      space: SpaceSchema,
      versionContext: VersionContextSchema,
      page: PageSchema,
      internalLocation: z.object({ type: z.literal('anchor'), anchor: z.string() }).optional(),
    }),
    z.object({
      kind: z.literal('file'),
      organization: OrganizationSchema,
      space: SpaceSchema,
      versionContext: VersionContextSchema,
      file: FileSchema,
    }),
  ])
  .meta({ id: 'ContentLocation' });

export const LinkStatusSchema = z.enum(['ok', 'broken', 'in-app']);

export const LinkListSchema = z
  .object({
    items: z.array(
      z.object({
        status: LinkStatusSchema,
        relation: z.string().optional(),
        targetReference: ContentReferenceSchema,
        locationReferences: z.array(ContentReferenceSchema),
      }),
    ),
    count: z.number(),
    stats: z.object({
      total: z.number(),
      broken: z.object({ total: z.number(), changeRequest: z.number() }),
    }),
  })
  .meta({ id: 'ContentLinkList' });

export const BacklinkListSchema = z
  .object({ items: z.array(ContentReferenceSchema), count: z.number() })
  .meta({ id: 'ContentBacklinkList' });

// ---- Params and queries --------------------------------------------------------------

export const ContentParamsSchema = SpaceParamsSchema;
export const PageParamsSchema = SpaceParamsSchema.extend({ pageId: Id });
export const FileParamsSchema = SpaceParamsSchema.extend({ fileId: Id });

export const ContentQuerySchema = SpaceGetQuerySchema.extend({
  metadata: BooleanQuery.default(true).describe('false omits mutable Git metadata (`git`)'),
  computed: BooleanQuery.default(true).describe(
    'Accepted; spaces have no computed pages, so it changes nothing',
  ),
});

export const PageGetQuerySchema = ContentQuerySchema.extend({
  format: z
    .enum(['markdown', 'document'])
    .default('markdown')
    .describe('markdown: the page markdown; document: its syntax tree (mdast)'),
});

export const FileListQuerySchema = PaginationQuery.extend(ContentQuerySchema.shape);

export const LinksQuerySchema = SpaceGetQuerySchema.extend({ status: LinkStatusSchema.optional() });
