// Every database read and write of OpenAPI specifications and their versions.
import type { z } from 'zod';
import type { Db } from '../../db.js';
import { conflict, notFound } from '../../errors.js';
import {
  afterCursor,
  decodeCursor,
  orderByKeyset,
  paginate,
  type PaginationQuery,
} from '../../lib/pagination.js';
import type { OpenAPISpec } from '../../generated/prisma/client.js';
import type { OpenAPISpecSourceSchema } from './schema.js';

export type SpecSource = z.infer<typeof OpenAPISpecSourceSchema>;

export async function listSpecs(
  db: Db,
  organizationId: string,
  query: z.infer<typeof PaginationQuery>,
) {
  const cursor = decodeCursor(query.page);
  const where = { organizationId };
  return paginate({
    limit: query.limit,
    fetch: (take) =>
      db.openAPISpec.findMany({
        where: { ...where, ...afterCursor('createdAt', 'asc', cursor, true) },
        orderBy: orderByKeyset('createdAt', 'asc'),
        take,
      }),
    count: () => db.openAPISpec.count({ where }),
    sortValue: (s) => s.createdAt,
    map: (s) => s,
  });
}

/** The spec of this organization with this slug; another organization's spec is a 404. */
export async function getSpec(db: Db, organizationId: string, slug: string) {
  const spec = await db.openAPISpec.findUnique({
    where: { organizationId_slug: { organizationId, slug } },
  });
  if (!spec) throw notFound('OpenAPI specification');
  return spec;
}

/** The fields a new fetch request sets: back to pending, with the new source. */
function requested(source: SpecSource) {
  // A text source has no URL; the previous URL no longer describes where the spec comes from.
  return { sourceURL: source.url ?? null, processingState: 'pending', lastProcessErrorCode: null };
}

export async function createSpec(
  db: Db,
  organizationId: string,
  slug: string,
  source: SpecSource,
): Promise<OpenAPISpec> {
  try {
    return await db.openAPISpec.create({ data: { organizationId, slug, ...requested(source) } });
  } catch (err) {
    if ((err as { code?: string }).code === 'P2002')
      throw conflict(`An OpenAPI specification with the slug "${slug}" already exists`);
    throw err;
  }
}

/** Creates the spec or asks for a new version of it; either way it is pending again. */
export async function putSpec(
  db: Db,
  organizationId: string,
  slug: string,
  source: SpecSource,
): Promise<OpenAPISpec> {
  return db.openAPISpec.upsert({
    where: { organizationId_slug: { organizationId, slug } },
    create: { organizationId, slug, ...requested(source) },
    update: requested(source),
  });
}

/** Deletes the spec; its versions go with it (ON DELETE CASCADE, in the same statement). */
export async function deleteSpec(db: Db, specId: string) {
  await db.openAPISpec.delete({ where: { id: specId } });
}

// Versions are listed and shown without their filesystem, which may be megabytes.
const versionFields = { id: true, url: true, createdAt: true } as const;

/** Newest first: the version a reader most likely wants is the first. */
export async function listVersions(db: Db, specId: string, query: z.infer<typeof PaginationQuery>) {
  const cursor = decodeCursor(query.page);
  const where = { specId };
  return paginate({
    limit: query.limit,
    fetch: (take) =>
      db.openAPISpecVersion.findMany({
        where: { ...where, ...afterCursor('createdAt', 'desc', cursor, true) },
        orderBy: orderByKeyset('createdAt', 'desc'),
        select: versionFields,
        take,
      }),
    count: () => db.openAPISpecVersion.count({ where }),
    sortValue: (v) => v.createdAt,
    map: (v) => v,
  });
}

/** `versionId` 'latest' is the spec's last version; a spec without one has no latest (404). */
export async function getVersion(db: Db, spec: OpenAPISpec, versionId: string | 'latest') {
  const id = versionId === 'latest' ? spec.lastVersionId : versionId;
  const version = id
    ? await db.openAPISpecVersion.findFirst({
        where: { id, specId: spec.id },
        select: versionFields,
      })
    : null;
  if (!version) throw notFound('OpenAPI specification version');
  return version;
}

export async function getVersionContent(db: Db, spec: OpenAPISpec, versionId: string | 'latest') {
  const id = versionId === 'latest' ? spec.lastVersionId : versionId;
  const version = id
    ? await db.openAPISpecVersion.findFirst({
        where: { id, specId: spec.id },
        select: { ...versionFields, filesystem: true },
      })
    : null;
  if (!version) throw notFound('OpenAPI specification version');
  return version;
}
