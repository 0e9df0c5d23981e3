// Translation settings of an organization: a titled list of target languages.
import type { z } from 'zod';
import type { Db } from '../../db.js';
import { notFound } from '../../errors.js';
import { afterCursor, decodeCursor, orderByKeyset, paginate } from '../../lib/pagination.js';
import type { TranslationSettingsCreateSchema, TranslationSettingsUpdateSchema } from './schema.js';

export async function listTranslationSettings(
  db: Db,
  organizationId: string,
  query: { limit: number; page?: string },
) {
  const where = { organizationId };
  const cursor = decodeCursor(query.page);
  return paginate({
    limit: query.limit,
    fetch: (take) =>
      db.translationSettings.findMany({
        where: { AND: [where, afterCursor('createdAt', 'asc', cursor, true)] },
        orderBy: orderByKeyset('createdAt', 'asc'),
        take,
      }),
    count: () => db.translationSettings.count({ where }),
    sortValue: (t) => t.createdAt,
    map: (t) => t,
  });
}

export async function getTranslationSettings(db: Db, organizationId: string, id: string) {
  const settings = await db.translationSettings.findFirst({ where: { id, organizationId } });
  if (!settings) throw notFound('Translation settings');
  return settings;
}

export async function createTranslationSettings(
  db: Db,
  organizationId: string,
  body: z.infer<typeof TranslationSettingsCreateSchema>,
) {
  return db.translationSettings.create({
    data: { organizationId, title: body.title, languages: body.languages ?? [] },
  });
}

/** Replaces the title, and the languages when given. */
export async function replaceTranslationSettings(
  db: Db,
  organizationId: string,
  id: string,
  body: z.infer<typeof TranslationSettingsUpdateSchema>,
) {
  const { count } = await db.translationSettings.updateMany({
    where: { id, organizationId },
    data: {
      title: body.title,
      ...(body.languages !== undefined ? { languages: body.languages } : {}),
    },
  });
  if (!count) throw notFound('Translation settings');
  return getTranslationSettings(db, organizationId, id);
}

export async function deleteTranslationSettings(db: Db, organizationId: string, id: string) {
  const { count } = await db.translationSettings.deleteMany({ where: { id, organizationId } });
  if (!count) throw notFound('Translation settings');
}
