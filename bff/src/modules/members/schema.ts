import { z } from 'zod';
import { NullableRoleSchema, OrgParamsSchema, RoleSchema } from '../organizations/schema.js';
import { PaginationQuery } from '../../lib/pagination.js';
import { SpaceSchema } from '../spaces/schema.js';
import { TeamRoleSchema, TeamSchema } from '../teams/schema.js';
import { UserSchema } from '../users/schema.js';

export const OrderSchema = z.enum(['asc', 'desc']);

export const MemberSchema = z
  .object({
    object: z.literal('member'),
    id: z.string().describe('The user ID'),
    role: NullableRoleSchema,
    user: UserSchema,
    disabled: z.boolean(),
    joinedAt: z.iso.datetime(),
    lastSeenAt: z.iso.datetime().optional(),
    sso: z.boolean(),
    spaces: z
      .number()
      .describe('Spaces the member was given access to, directly or through a team'),
    teams: z.number(),
  })
  .meta({ id: 'Member' });

export const MemberParamsSchema = OrgParamsSchema.extend({ userId: z.string().min(1).max(64) });

export const MemberListQuerySchema = PaginationQuery.extend({
  order: OrderSchema.default('desc'),
  role: RoleSchema.optional(),
  search: z
    .string()
    .trim()
    .min(1)
    .max(256)
    .optional()
    .describe('Matches display name and email, case-insensitive'),
  sort: z
    .enum(['joinedAt', 'lastSeenAt'])
    .default('joinedAt')
    .describe('lastSeenAt lists only members who have been active'),
});

export const MemberUpdateSchema = z.object({ role: NullableRoleSchema });

export const MemberSpacesQuerySchema = PaginationQuery.extend({
  order: OrderSchema.default('desc'),
});
export const MemberSpaceItemSchema = z.object({ permission: RoleSchema, space: SpaceSchema });

export const MemberTeamsQuerySchema = PaginationQuery.extend({
  title: z.string().trim().min(1).max(64).optional().describe('Case-insensitive contains'),
});
export const MemberTeamItemSchema = z.object({
  team: TeamSchema,
  member: z.object({ role: TeamRoleSchema }),
});
