// Share links of a site. The token is the secret a visitor holds (`?share_key=`): 32 random
// bytes (256 bits), base64url. An inactive link opens nothing (see sites/access.ts).
import type { z } from 'zod';
import type { Db } from '../../db.js';
import { notFound } from '../../errors.js';
import { afterCursor, decodeCursor, orderByKeyset, paginate } from '../../lib/pagination.js';
import { randomToken } from '../../lib/secrets.js';
import type { ShareLinkUpdateSchema } from './schema.js';

export async function listShareLinks(
  db: Db,
  siteId: string,
  opts: { limit: number; page?: string },
) {
  const cursor = decodeCursor(opts.page);
  return paginate({
    limit: opts.limit,
    fetch: (take) =>
      db.shareLink.findMany({
        where: { siteId, ...afterCursor('createdAt', 'asc', cursor, true) },
        orderBy: orderByKeyset('createdAt', 'asc'),
        take,
      }),
    count: () => db.shareLink.count({ where: { siteId } }),
    sortValue: (l) => l.createdAt,
    map: (l) => l,
  });
}

export async function createShareLink(db: Db, siteId: string, name: string) {
  return db.shareLink.create({ data: { siteId, name, token: randomToken(32) } });
}

async function requireShareLink(db: Db, siteId: string, shareLinkId: string) {
  const link = await db.shareLink.findFirst({ where: { id: shareLinkId, siteId } });
  if (!link) throw notFound('Share link');
  return link;
}

export async function updateShareLink(
  db: Db,
  siteId: string,
  shareLinkId: string,
  patch: z.infer<typeof ShareLinkUpdateSchema>,
) {
  await requireShareLink(db, siteId, shareLinkId);
  return db.shareLink.update({
    where: { id: shareLinkId },
    data: {
      ...(patch.active !== undefined ? { active: patch.active } : {}),
      ...(patch.name !== undefined ? { name: patch.name } : {}),
    },
  });
}

export async function deleteShareLink(db: Db, siteId: string, shareLinkId: string) {
  const { count } = await db.shareLink.deleteMany({ where: { id: shareLinkId, siteId } });
  if (!count) throw notFound('Share link');
}
