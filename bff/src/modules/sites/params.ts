import { z } from 'zod';
import { OrgParamsSchema } from '../organizations/schema.js';

export const SiteParamsSchema = OrgParamsSchema.extend({ siteId: z.string().min(1).max(64) });
