// Form rules of sections, groups and site spaces: the bounds of the API
// (api-spec.md "Site sections", "Site section groups", "Site spaces";
// bff/src/modules/site-structure/schema.ts).
import { z } from 'zod';

/** A path is one URL segment. */
export const PATH_PATTERN = /^[^\s/?#%\\]+$/;

const path = z
  .string()
  .trim()
  .min(1, 'Enter a path')
  .max(100, 'The path must be at most 100 characters')
  .regex(PATH_PATTERN, 'Use one URL segment: no spaces, slashes, ?, #, % or backslashes');
/** '' means "no condition" (sent as null). */
const condition = z.string().trim().max(1024, 'The condition must be at most 1024 characters');
const icon = z.string().trim().max(50, 'The icon name must be at most 50 characters');

/** Where the content of a new section or site space comes from. */
export const spaceChoice = z
  .object({
    source: z.enum(['new', 'existing']),
    spaceId: z.string(),
  })
  .refine((value) => value.source === 'new' || value.spaceId !== '', {
    path: ['spaceId'],
    message: 'Choose a space',
  });
export type SpaceChoice = z.infer<typeof spaceChoice>;
export const toSpaceId = (choice: SpaceChoice) => (choice.source === 'new' ? null : choice.spaceId);

export const CreateSectionSchema = z.object({
  title: z
    .string()
    .trim()
    .min(2, 'The title must be at least 2 characters')
    .max(64, 'The title must be at most 64 characters'),
  space: spaceChoice,
});
export type CreateSectionValues = z.infer<typeof CreateSectionSchema>;

export const EditSectionSchema = z.object({
  title: z
    .string()
    .trim()
    .min(2, 'The title must be at least 2 characters')
    .max(128, 'The title must be at most 128 characters'),
  path,
  condition,
  icon,
  description: z.string().trim().max(256, 'The description must be at most 256 characters'),
});
export type EditSectionValues = z.infer<typeof EditSectionSchema>;

export const GroupSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Enter a title')
    .max(100, 'The title must be at most 100 characters'),
  icon,
  sections: z.array(z.string()),
});
export type GroupValues = z.infer<typeof GroupSchema>;

export const AddSiteSpaceSchema = z.object({ space: spaceChoice });
export type AddSiteSpaceValues = z.infer<typeof AddSiteSpaceSchema>;

export const EditSiteSpaceSchema = z.object({ path, condition });
export type EditSiteSpaceValues = z.infer<typeof EditSiteSpaceSchema>;

/** '' → null (remove), unchanged → omitted, else the new value. */
export function nullableChange(
  value: string,
  before: string | undefined,
): string | null | undefined {
  if (value === (before ?? '')) return undefined;
  return value === '' ? null : value;
}
