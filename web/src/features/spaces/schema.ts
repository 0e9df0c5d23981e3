// Form rules of spaces, the same bounds as POST /v1/orgs/{id}/spaces and PATCH /v1/spaces/{id}
// (api-spec.md: title and emoji at most 50 characters).
import { z } from 'zod';
import { SPACE_VISIBILITIES } from './types';

export const spaceTitle = z
  .string()
  .trim()
  .min(1, 'Enter a title')
  .max(50, 'The title must be at most 50 characters');
export const spaceEmoji = z.string().trim().max(50, 'The emoji must be at most 50 characters');

export const CreateSpaceSchema = z.object({
  title: spaceTitle,
  emoji: spaceEmoji,
  visibility: z.enum(
    SPACE_VISIBILITIES.filter((v) => v !== 'in-collection') as [
      'private',
      'public',
      'unlisted',
      'share-link',
      'visitor-auth',
    ],
  ),
});
export type CreateSpaceValues = z.infer<typeof CreateSpaceSchema>;

export const RenameSpaceSchema = z.object({ title: spaceTitle, emoji: spaceEmoji });
export type RenameSpaceValues = z.infer<typeof RenameSpaceSchema>;
