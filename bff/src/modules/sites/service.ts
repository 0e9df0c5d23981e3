// Sites: listing with filters, creation with their first site spaces, settings, deletion,
// the adaptive schema, and the data of the published view.
import type { z } from 'zod';
import type { Db, DbTx } from '../../db.js';
import { badRequest, conflict } from '../../errors.js';
import { likeLiteral } from '../../lib/like.js';
import { afterCursor, decodeCursor, orderByKeyset, paginate } from '../../lib/pagination.js';
import type { Prisma, Space } from '../../generated/prisma/client.js';
import { inSiteTransaction } from '../site-structure/ordering.js';
import { settleSite, slugify, uniquePath } from '../site-structure/queries.js';
import { setSiteDefaults } from '../site-structure/service.js';
import { createSpace } from '../spaces/service.js';
import type { SiteAccess } from './access.js';
import { validateAdaptiveJsonSchema } from './adaptive-schema.js';
import { siteVisibilityIn, type SiteRow } from './present.js';
import {
  SITE_NEW_SPACE,
  type SiteCreateSchema,
  type SiteListQuerySchema,
  type SiteUpdateSchema,
} from './schema.js';

const WITH_COUNT = { _count: { select: { siteSpaces: true } } } satisfies Prisma.SiteInclude;

export async function getSiteRow(db: DbTx, siteId: string): Promise<SiteRow> {
  return db.site.findUniqueOrThrow({ where: { id: siteId }, include: WITH_COUNT });
}

export async function listSites(
  db: Db,
  organizationId: string,
  query: z.infer<typeof SiteListQuerySchema>,
) {
  const filters: Prisma.SiteWhereInput[] = [{ organizationId }];
  if (query.space) filters.push({ siteSpaces: { some: { spaceId: query.space } } });
  if (query.title)
    filters.push({ title: { contains: likeLiteral(query.title), mode: 'insensitive' } });
  // Published means "has a site space" (see present.ts): filter on the rows themselves.
  if (query.published !== undefined)
    filters.push({ siteSpaces: query.published ? { some: {} } : { none: {} } });
  const where: Prisma.SiteWhereInput = { AND: filters };
  const cursor = decodeCursor(query.page);
  return paginate({
    limit: query.limit,
    fetch: (take) =>
      db.site.findMany({
        where: { AND: [...filters, afterCursor('createdAt', 'asc', cursor, true)] },
        orderBy: orderByKeyset('createdAt', 'asc'),
        include: WITH_COUNT,
        take,
      }),
    count: () => db.site.count({ where }),
    sortValue: (s) => s.createdAt,
    map: (s) => s,
  });
}

/** Spaces of the organization by ID, in the order given; an unknown ID is a 400 naming it. */
async function spacesByIds(tx: DbTx, organizationId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const found = await tx.space.findMany({
    where: { organizationId, deletedAt: null, id: { in: unique } },
  });
  return unique.map((id) => {
    const space = found.find((s) => s.id === id);
    if (!space)
      throw badRequest(
        `body.spaces.${ids.indexOf(id)}`,
        'must be the ID of a space of this organization',
      );
    return space;
  });
}

export async function createSite(
  db: Db,
  organizationId: string,
  userId: string,
  body: z.infer<typeof SiteCreateSchema>,
) {
  return db.$transaction(async (tx) => {
    const title = body.title ?? 'Untitled site';
    const site = await tx.site.create({
      data: {
        organizationId,
        type: body.type,
        title,
        visibility: siteVisibilityIn(body.visibility),
      },
    });
    let spaces: Space[] = [];
    if (body.spaces === SITE_NEW_SPACE)
      spaces = [await createSpace(tx, organizationId, { title, createdById: userId })];
    else if (body.spaces) spaces = await spacesByIds(tx, organizationId, body.spaces);
    // A new site has no sections: its spaces sit at the root, the first one the default.
    const taken = new Set<string>();
    for (const [position, space] of spaces.entries()) {
      const path = uniquePath(taken, slugify(space.title, 'space'));
      taken.add(path);
      await tx.siteSpace.create({
        data: {
          siteId: site.id,
          sectionId: null,
          spaceId: space.id,
          path,
          position,
          isDefault: position === 0,
        },
      });
    }
    await settleSite(tx, site.id);
    return getSiteRow(tx, site.id);
  });
}

export async function updateSite(
  db: Db,
  access: SiteAccess,
  patch: z.infer<typeof SiteUpdateSchema>,
) {
  const { site } = access;
  return inSiteTransaction(db, site.id, async (tx) => {
    if (patch.hostname && patch.hostname !== site.hostname) {
      const taken = await tx.site.findFirst({
        where: { hostname: patch.hostname, NOT: { id: site.id } },
        select: { id: true },
      });
      if (taken) throw conflict(`hostname "${patch.hostname}" is already used by another site`);
    }
    if (patch.basename !== undefined && patch.basename !== site.basename) {
      // Basenames are unique within an organization; the advisory lock serializes the check.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`site-basename:${site.organizationId}`}))`;
      const taken = await tx.site.findFirst({
        where: {
          organizationId: site.organizationId,
          basename: patch.basename,
          NOT: { id: site.id },
        },
        select: { id: true },
      });
      if (taken)
        throw conflict(
          `basename "${patch.basename}" is already used by another site of this organization`,
        );
    }
    await tx.site.update({
      where: { id: site.id },
      data: {
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.visibility !== undefined
          ? { visibility: siteVisibilityIn(patch.visibility) }
          : {}),
        ...(patch.basename !== undefined ? { basename: patch.basename } : {}),
        ...(patch.hostname !== undefined ? { hostname: patch.hostname } : {}),
        ...(patch.adaptiveContent !== undefined
          ? { adaptiveContentEnabled: patch.adaptiveContent.enabled }
          : {}),
        ...(patch.proxy !== undefined ? { proxyOrigin: patch.proxy } : {}),
      },
    });
    if (patch.defaultSiteSection !== undefined || patch.defaultSiteSpace !== undefined) {
      await setSiteDefaults(tx, site.id, {
        defaultSiteSection: patch.defaultSiteSection,
        defaultSiteSpace: patch.defaultSiteSpace,
      });
    }
    return getSiteRow(tx, site.id);
  });
}

/** Deletes the site and (by cascade) its structure and share links; an organization whose default content it was loses that default. */
export async function deleteSite(db: Db, access: SiteAccess) {
  const { site } = access;
  await db.$transaction(async (tx) => {
    await tx.site.delete({ where: { id: site.id } });
    await tx.organization.updateMany({
      where: { id: site.organizationId, defaultSiteId: site.id },
      data: { defaultSiteId: null },
    });
  });
}

export async function getAdaptiveSchema(db: Db, siteId: string) {
  return db.siteAdaptiveSchema.findUnique({ where: { siteId } });
}

export async function putAdaptiveSchema(
  db: Db,
  siteId: string,
  jsonSchema: Record<string, unknown>,
) {
  const valid = validateAdaptiveJsonSchema(jsonSchema) as Prisma.InputJsonObject;
  return db.siteAdaptiveSchema.upsert({
    where: { siteId },
    create: { siteId, jsonSchema: valid },
    update: { jsonSchema: valid },
  });
}
