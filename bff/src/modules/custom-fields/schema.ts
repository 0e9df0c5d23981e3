import { z } from 'zod';
import { PaginationQuery } from '../../lib/pagination.js';
import { OrgParamsSchema } from '../organizations/schema.js';

/** The values of @gitbook/api's CustomFieldType. */
export const CUSTOM_FIELD_TYPES = [
  'text',
  'number',
  'boolean',
  'tags',
  'select:multi',
  'select:single',
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];
/** Types whose values are picked from `options`; only these take `options`. */
export const SELECT_TYPES: readonly CustomFieldType[] = ['select:multi', 'select:single'];

/** Most fields an organization may define: a space's values are read in one request, not paged. */
export const MAX_FIELDS_PER_ORGANIZATION = 200;
export const MAX_OPTIONS = 50;
export const MAX_TEXT_VALUE = 256;
/** Most entries in a `tags` value. */
export const MAX_TAGS = 50;

export const CustomFieldTypeSchema = z.enum(CUSTOM_FIELD_TYPES).meta({
  id: 'CustomFieldType',
  description:
    'text: a string (max 256); number; boolean; tags: free strings; select:single: one of `options`; select:multi: a subset of `options`',
});

export const CustomFieldNameSchema = z
  .string()
  .min(1)
  .max(50)
  .regex(/^[a-z_\-0-9]+$/, 'must contain only lowercase letters, digits, "_" and "-"');

const TitleSchema = z.string().trim().max(100);
const DescriptionSchema = z.string().trim().max(200);
const PlaceholderSchema = z.string().trim().max(100);

/** Distinct, non-empty strings; a duplicate is reported at its index. */
const OptionsSchema = z
  .array(z.string().trim().min(1).max(MAX_TEXT_VALUE))
  .min(1)
  .max(MAX_OPTIONS)
  .superRefine((options, ctx) => {
    const seen = new Set<string>();
    options.forEach((option, i) => {
      if (seen.has(option))
        ctx.addIssue({ code: 'custom', path: [i], message: `"${option}" is listed twice` });
      seen.add(option);
    });
  })
  .describe(
    'The choices of a select:single or select:multi field (1-50, distinct); not allowed for other types',
  );

export const CustomFieldSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    title: z.string(),
    description: z.string(),
    type: CustomFieldTypeSchema,
    placeholder: z.string(),
    options: z.array(z.string()).optional().describe('Only on select types'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    urls: z.object({ location: z.string() }),
    permissions: z.object({ view: z.boolean(), edit: z.boolean() }),
  })
  .meta({ id: 'CustomField' });

export const CustomFieldValueSchema = z
  .union([
    z.string().max(MAX_TEXT_VALUE),
    z.number(),
    z.boolean(),
    z.array(z.string().max(MAX_TEXT_VALUE)).max(MAX_OPTIONS),
  ])
  .meta({
    id: 'CustomFieldValue',
    description:
      'A string (max 256), a number, a boolean or an array of strings, as the field type says',
  });

export const CustomFieldValuesSchema = z
  .array(
    z.object({
      customField: CustomFieldSchema,
      value: CustomFieldValueSchema.optional().describe('Absent when the space has no value'),
    }),
  )
  .meta({ id: 'CustomFieldValues' });

export const CustomFieldParamsSchema = OrgParamsSchema.extend({
  fieldName: z.string().min(1).max(50),
});

export const CustomFieldListQuerySchema = PaginationQuery;

export const CustomFieldCreateSchema = z.object({
  name: CustomFieldNameSchema.describe(
    'Unique in the organization; identifies the field in paths and values',
  ),
  type: CustomFieldTypeSchema,
  title: TitleSchema.optional().describe('Defaults to the name'),
  description: DescriptionSchema.optional(),
  placeholder: PlaceholderSchema.optional(),
  options: OptionsSchema.optional(),
});

export const CustomFieldUpdateSchema = z.object({
  title: TitleSchema.optional(),
  description: DescriptionSchema.nullable().optional().describe('null removes it'),
  placeholder: PlaceholderSchema.nullable().optional().describe('null removes it'),
  options: OptionsSchema.optional().describe(
    'Replaces the choices of a select field; values of spaces that use a removed choice lose it in the same transaction',
  ),
});

export const SpaceCustomFieldsUpdateSchema = z.object({
  values: z
    .record(
      z.string().max(100),
      z.object({ value: CustomFieldValueSchema.nullable().describe('null removes the value') }),
    )
    .refine(
      (v) => Object.keys(v).length <= MAX_FIELDS_PER_ORGANIZATION,
      `must have at most ${MAX_FIELDS_PER_ORGANIZATION} entries`,
    )
    .describe('Keyed by custom field name'),
});
