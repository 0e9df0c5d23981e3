// Form rule of a share link's name: the bound of POST/PATCH SITE/share-links (max 50).
import { z } from 'zod';

export const ShareLinkNameSchema = z.object({
  name: z.string().trim().max(50, 'The name must be at most 50 characters'),
});
export type ShareLinkNameValues = z.infer<typeof ShareLinkNameSchema>;
