// The team member listing item. Kept out of schema.ts: members/schema.ts imports
// teams/schema.ts, so importing MemberSchema there would make an import cycle.
import { z } from 'zod';
import { MemberSchema } from '../members/schema.js';
import { TeamRoleSchema } from './schema.js';

export const TeamMemberItemSchema = z
  .object({
    organization: MemberSchema,
    team: z.object({ role: TeamRoleSchema }),
    permissions: z.object({ view: z.boolean() }),
  })
  .meta({ id: 'TeamMember' });
