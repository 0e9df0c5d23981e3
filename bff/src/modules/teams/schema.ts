import { z } from 'zod';
import { PaginationQuery } from '../../lib/pagination.js';
import { OrgParamsSchema } from '../organizations/schema.js';

export const TeamRoleSchema = z.enum(['owner', 'member']).meta({
  id: 'TeamRole',
  description: 'owner: can manage team members; member: is a member of the team',
});

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

/** Most entries one request may name (members on create, add/remove/memberships on update). */
export const MAX_TEAM_MEMBERS_PER_REQUEST = 1000;

export const TeamTitleSchema = z.string().trim().min(1).max(64);

export const TeamParamsSchema = OrgParamsSchema.extend({ teamId: z.string().min(1).max(64) });
export const TeamMemberParamsSchema = TeamParamsSchema.extend({
  userId: z.string().min(1).max(64),
});

export const TeamListQuerySchema = PaginationQuery.extend({
  owner: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .describe('Member (user) ID: only teams that member can manage'),
  title: z.string().trim().min(1).max(64).optional().describe('Case-insensitive contains'),
});

export const TeamCreateSchema = z.object({
  title: TeamTitleSchema,
  members: z
    .array(z.string().min(1).max(64))
    .max(MAX_TEAM_MEMBERS_PER_REQUEST)
    .optional()
    .describe('Member (user) IDs of the organization; they join with the role member'),
});

export const TeamUpdateSchema = z.object({ title: TeamTitleSchema });

// A user reference: a user ID or an e-mail address (told apart by the "@").
const UserRef = z.string().trim().min(1).max(320);

export const TeamMembersUpdateSchema = z.object({
  add: z
    .array(UserRef)
    .max(MAX_TEAM_MEMBERS_PER_REQUEST)
    .optional()
    .describe(
      'User IDs or e-mail addresses to add (role member unless `memberships` says otherwise)',
    ),
  remove: z
    .array(UserRef)
    .max(MAX_TEAM_MEMBERS_PER_REQUEST)
    .optional()
    .describe('User IDs or e-mail addresses to remove; removal wins over `add` and `memberships`'),
  memberships: z
    .record(UserRef, z.object({ role: TeamRoleSchema }))
    .refine(
      (m) => Object.keys(m).length <= MAX_TEAM_MEMBERS_PER_REQUEST,
      `must have at most ${MAX_TEAM_MEMBERS_PER_REQUEST} entries`,
    )
    .optional()
    .describe(
      'Keyed by user ID or e-mail address: adds the user with this role, or changes their role',
    ),
});

export const TeamMemberUpsertSchema = z.object({
  role: TeamRoleSchema.optional().describe(
    'Defaults to member for a new team member; omitted keeps an existing role',
  ),
});
