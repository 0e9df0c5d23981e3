import { z } from 'zod';
import { PaginationQuery } from '../../lib/pagination.js';
import { OrgParamsSchema } from '../organizations/schema.js';

export const MAX_LANGUAGES = 100;

const TitleSchema = z.string().trim().min(1).max(100);

/** A BCP 47-style tag: a 2-3 letter primary language, then subtags (script, region, variant). */
const LanguageCodeSchema = z
  .string()
  .max(64)
  .regex(
    /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/,
    'must be a language code such as "en", "fr" or "pt-BR"',
  );

/** Distinct codes (compared case-insensitively, as BCP 47 does); a duplicate is reported at its index. */
const LanguagesSchema = z
  .array(LanguageCodeSchema)
  .max(MAX_LANGUAGES)
  .superRefine((codes, ctx) => {
    const seen = new Set<string>();
    codes.forEach((code, i) => {
      const key = code.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [i], message: `"${code}" is listed twice` });
      seen.add(key);
    });
  })
  .describe(
    `Language codes (BCP 47 style, e.g. "en", "pt-BR"), at most ${MAX_LANGUAGES}, distinct`,
  );

export const TranslationSettingsSchema = z
  .object({
    object: z.literal('translation-settings'),
    id: z.string(),
    title: z.string(),
    languages: z.array(z.string()),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    permissions: z.object({ view: z.boolean(), edit: z.boolean() }),
    urls: z.object({ location: z.string() }),
  })
  .meta({ id: 'TranslationSettings' });

export const TranslationSettingsParamsSchema = OrgParamsSchema.extend({
  translationSettingsId: z.string().min(1).max(64),
});

export const TranslationSettingsListQuerySchema = PaginationQuery;

export const TranslationSettingsCreateSchema = z.object({
  title: TitleSchema,
  languages: LanguagesSchema.optional().describe('Defaults to none'),
});

export const TranslationSettingsUpdateSchema = z.object({
  title: TitleSchema,
  languages: LanguagesSchema.optional().describe('Replaces the languages; omitted keeps them'),
});
