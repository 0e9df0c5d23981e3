// Custom fields of an organization and their values on spaces.
//
// Locks: setting values takes FOR SHARE on the fields it writes, and changing or deleting a
// field takes FOR UPDATE on it, so a value is never written against options that are being
// replaced, nor for a field being deleted; value writes to the same fields still run side by
// side. Creating a field takes a per-organization advisory lock so the count limit holds.
import type { z } from 'zod';
import type { Db, DbTx } from '../../db.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { afterCursor, decodeCursor, orderByKeyset, paginate } from '../../lib/pagination.js';
import type { CustomField } from '../../generated/prisma/client.js';
import {
  MAX_FIELDS_PER_ORGANIZATION,
  SELECT_TYPES,
  type CustomFieldCreateSchema,
  type CustomFieldType,
  type CustomFieldUpdateSchema,
  type SpaceCustomFieldsUpdateSchema,
} from './schema.js';

type Value = string | number | boolean | string[];

export const isSelect = (type: string) => SELECT_TYPES.includes(type as CustomFieldType);

export async function listFields(
  db: Db,
  organizationId: string,
  query: { limit: number; page?: string },
) {
  const where = { organizationId };
  const cursor = decodeCursor(query.page);
  return paginate({
    limit: query.limit,
    fetch: (take) =>
      db.customField.findMany({
        where: { AND: [where, afterCursor('createdAt', 'asc', cursor, true)] },
        orderBy: orderByKeyset('createdAt', 'asc'),
        take,
      }),
    count: () => db.customField.count({ where }),
    sortValue: (f) => f.createdAt,
    map: (f) => f,
  });
}

export async function getField(db: DbTx, organizationId: string, name: string) {
  const field = await db.customField.findUnique({
    where: { organizationId_name: { organizationId, name } },
  });
  if (!field) throw notFound('Custom field');
  return field;
}

/** `options` belong to select types, which need them. */
function checkOptions(type: string, options: string[] | undefined, required: boolean) {
  if (isSelect(type)) {
    if (required && !options) throw badRequest('body.options', `is required for a ${type} field`);
  } else if (options !== undefined) {
    throw badRequest(
      'body.options',
      `is only allowed for select:single and select:multi fields, not ${type}`,
    );
  }
}

export async function createField(
  db: Db,
  organizationId: string,
  body: z.infer<typeof CustomFieldCreateSchema>,
) {
  checkOptions(body.type, body.options, true);
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('custom-fields'), hashtext(${organizationId}))`;
    const existing = await tx.customField.findUnique({
      where: { organizationId_name: { organizationId, name: body.name } },
      select: { id: true },
    });
    if (existing)
      throw conflict(
        `body.name: "${body.name}" is already the name of a custom field of this organization`,
      );
    if (
      (await tx.customField.count({ where: { organizationId } })) >= MAX_FIELDS_PER_ORGANIZATION
    ) {
      throw conflict(
        `An organization can have at most ${MAX_FIELDS_PER_ORGANIZATION} custom fields`,
      );
    }
    return tx.customField.create({
      data: {
        organizationId,
        name: body.name,
        type: body.type,
        title: body.title ?? body.name,
        description: body.description ?? null,
        placeholder: body.placeholder ?? null,
        options: body.options ?? [],
      },
    });
  });
}

/** Locks the field against value writes until the transaction ends; 404 when there is none. */
async function lockField(tx: DbTx, organizationId: string, name: string) {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "CustomField" WHERE "organizationId" = ${organizationId} AND name = ${name} FOR UPDATE`;
  if (!rows[0]) throw notFound('Custom field');
  return rows[0].id;
}

/**
 * Updates a field. New `options` of a select field also drop the removed choices from every
 * space's value in the same transaction: a select:single value that is no longer a choice is
 * removed, a select:multi value keeps its remaining choices (possibly none).
 */
export async function updateField(
  db: Db,
  organizationId: string,
  name: string,
  patch: z.infer<typeof CustomFieldUpdateSchema>,
) {
  return db.$transaction(async (tx) => {
    const id = await lockField(tx, organizationId, name);
    const field = await tx.customField.findUniqueOrThrow({ where: { id } });
    checkOptions(field.type, patch.options, false);
    const { options } = patch;
    if (options) {
      if (field.type === 'select:single') {
        await tx.$executeRaw`
          DELETE FROM "CustomFieldValue" WHERE "customFieldId" = ${id} AND NOT ((value #>> '{}') = ANY(${options}::text[]))`;
      } else {
        await tx.$executeRaw`
          UPDATE "CustomFieldValue" v
          SET value = COALESCE(
                (SELECT jsonb_agg(e ORDER BY i) FROM jsonb_array_elements_text(v.value) WITH ORDINALITY AS t(e, i) WHERE e = ANY(${options}::text[])),
                '[]'::jsonb),
              "updatedAt" = now() AT TIME ZONE 'UTC'
          WHERE "customFieldId" = ${id}
            AND EXISTS (SELECT 1 FROM jsonb_array_elements_text(v.value) AS e WHERE NOT (e = ANY(${options}::text[])))`;
      }
    }
    return tx.customField.update({
      where: { id },
      data: {
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(patch.placeholder !== undefined ? { placeholder: patch.placeholder } : {}),
        ...(options ? { options } : {}),
      },
    });
  });
}

/** Deletes the field and, by cascade, its values on every space. */
export async function deleteField(db: Db, organizationId: string, name: string) {
  const { count } = await db.customField.deleteMany({ where: { organizationId, name } });
  if (!count) throw notFound('Custom field');
}

/** Every field of the space's organization (oldest first), with the space's value where it has one. */
export async function spaceValues(db: Db, space: { id: string; organizationId: string }) {
  const fields = await db.customField.findMany({
    where: { organizationId: space.organizationId },
    orderBy: orderByKeyset('createdAt', 'asc'),
    take: MAX_FIELDS_PER_ORGANIZATION,
    include: { values: { where: { spaceId: space.id }, select: { value: true } } },
  });
  return fields.map(({ values, ...field }) => ({
    field,
    value: values[0]?.value as Value | undefined,
  }));
}

/** What is wrong with `value` for `field`, or null when it fits. */
function valueProblem(field: Pick<CustomField, 'type' | 'options'>, value: Value): string | null {
  const distinct = (list: string[]) => new Set(list).size === list.length;
  switch (field.type as CustomFieldType) {
    case 'text':
      return typeof value === 'string'
        ? null
        : 'must be a string (max 256 characters) for a text field';
    case 'number':
      return typeof value === 'number' ? null : 'must be a number for a number field';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be a boolean for a boolean field';
    case 'tags':
      if (!Array.isArray(value)) return 'must be an array of strings for a tags field';
      if (value.some((tag) => tag.length === 0)) return 'tags must not be empty';
      return distinct(value) ? null : 'must not list a tag twice';
    case 'select:single':
      if (typeof value !== 'string')
        return 'must be one of the field options (a string) for a select:single field';
      return field.options.includes(value)
        ? null
        : `"${value}" is not one of the field options: ${field.options.join(', ')}`;
    case 'select:multi': {
      if (!Array.isArray(value))
        return 'must be an array of the field options for a select:multi field';
      const unknown = value.find((v) => !field.options.includes(v));
      if (unknown !== undefined)
        return `"${unknown}" is not one of the field options: ${field.options.join(', ')}`;
      return distinct(value) ? null : 'must not list an option twice';
    }
    default:
      return `cannot be set: the field has the unknown type ${field.type}`;
  }
}

/**
 * Sets and removes (null) values of a space, all or nothing. An unknown field name or a
 * value that does not fit its field fails the whole request with a 400 naming the entry.
 */
export async function setSpaceValues(
  db: Db,
  space: { id: string; organizationId: string },
  body: z.infer<typeof SpaceCustomFieldsUpdateSchema>,
) {
  const entries = Object.entries(body.values);
  if (!entries.length) return;
  await db.$transaction(async (tx) => {
    const alive = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM "Space" WHERE id = ${space.id} AND "deletedAt" IS NULL FOR KEY SHARE`;
    if (!alive.length) throw notFound('Space');
    const names = entries.map(([name]) => name);
    const fields = await tx.$queryRaw<Pick<CustomField, 'id' | 'name' | 'type' | 'options'>[]>`
      SELECT id, name, type, options FROM "CustomField"
      WHERE "organizationId" = ${space.organizationId} AND name = ANY(${names}::text[])
      FOR SHARE`;
    const byName = new Map(fields.map((f) => [f.name, f]));

    const removals: string[] = [];
    const writes: { fieldId: string; value: Value }[] = [];
    for (const [name, { value }] of entries) {
      const field = byName.get(name);
      if (!field)
        throw badRequest(
          `body.values.${name}`,
          'is not the name of a custom field of this organization',
        );
      if (value === null) {
        removals.push(field.id);
        continue;
      }
      const problem = valueProblem(field, value);
      if (problem) throw badRequest(`body.values.${name}.value`, problem);
      writes.push({ fieldId: field.id, value });
    }

    if (removals.length)
      await tx.customFieldValue.deleteMany({
        where: { spaceId: space.id, customFieldId: { in: removals } },
      });
    // ON CONFLICT, not read-then-write: concurrent requests setting the same value both succeed.
    for (const { fieldId, value } of writes) {
      await tx.$executeRaw`
        INSERT INTO "CustomFieldValue" ("spaceId", "customFieldId", value, "updatedAt")
        VALUES (${space.id}, ${fieldId}, ${JSON.stringify(value)}::jsonb, now() AT TIME ZONE 'UTC')
        ON CONFLICT ("spaceId", "customFieldId") DO UPDATE SET value = EXCLUDED.value, "updatedAt" = EXCLUDED."updatedAt"`;
    }
  });
}
