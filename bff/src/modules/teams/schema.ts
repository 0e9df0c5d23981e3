import { z } from 'zod';

export const TeamRoleSchema = z.enum(['owner', 'member']);

export const TeamSchema = z
  .object({
    object: z.literal('team'),
    id: z.string(),
    title: z.string(),
    members: z.number(),
    spaces: z.number(),
    createdAt: z.iso.datetime(),
    permissions: z.object({ admin: z.boolean(), view: z.boolean() }),
  })
  .meta({ id: 'Team' });
