import { z } from 'zod';
import { ROLES } from '../../policies/organization.js';

export const RoleSchema = z
  .enum(ROLES)
  .meta({ id: 'Role', description: 'Organization member role; null means guest' });
export const NullableRoleSchema = RoleSchema.nullable();

export const OrgParamsSchema = z.object({ organizationId: z.string().min(1).max(64) });

export const OrganizationSchema = z
  .object({
    object: z.literal('organization'),
    id: z.string(),
    title: z.string(),
    createdAt: z.iso.datetime(),
    emailDomains: z.array(z.string()),
    hostname: z.string().optional(),
    type: z.string(),
    useCase: z.string().optional(),
    communityType: z.string().optional(),
    defaultRole: NullableRoleSchema,
    defaultContent: z.object({ type: z.literal('site'), site: z.string() }).optional(),
    sso: z.boolean(),
    ai: z.boolean(),
    inviteLinks: z.boolean(),
    plan: z.string(),
    customHostname: z.string().optional(),
    internal_isOnNewTrial: z.literal(true).optional().meta({ deprecated: true }),
    urls: z.object({ location: z.string(), app: z.string(), logo: z.string().optional() }),
    permissions: z.object({
      view: z.boolean(),
      admin: z.boolean(),
      ownTeam: z.boolean(),
      createContent: z.boolean(),
      createOpenAPISpec: z.boolean(),
      viewBilling: z.boolean(),
      listMembers: z.boolean(),
      listTeams: z.boolean(),
      listIntegrations: z.boolean(),
    }),
  })
  .meta({ id: 'Organization' });

const DomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'must be a domain name such as example.com',
  );

export const OrganizationUpdateSchema = z
  .object({
    title: z.string().trim().min(2).max(255),
    emailDomains: z.array(DomainSchema).max(100),
    hostname: z
      .string()
      .min(3)
      .max(32)
      .regex(
        /^[a-z0-9][a-z0-9-]{1,30}[a-z0-9]$/,
        'must be lowercase letters, digits and dashes, not starting or ending with a dash',
      )
      .nullable(),
    defaultRole: NullableRoleSchema,
    defaultContent: z
      .object({ type: z.literal('site'), site: z.string().min(1).max(64) })
      .nullable(),
    logo: z.url().max(2048).nullable(),
    sso: z.boolean(),
    ai: z.boolean(),
    inviteLinks: z.boolean(),
  })
  .partial();

export const InviteSchema = z
  .object({
    object: z.literal('invite'),
    id: z.string(),
    role: RoleSchema,
    redundant: z
      .boolean()
      .describe('Another, older invite link of the organization grants the same role'),
    createdAt: z.iso.datetime().optional(),
  })
  .meta({ id: 'Invite' });

export const InviteParamsSchema = OrgParamsSchema.extend({ inviteId: z.string().min(1).max(64) });
export const InviteCreateSchema = z.object({ role: RoleSchema });
export const InviteUpdateSchema = z.object({ role: RoleSchema });
export const InviteCreatedSchema = InviteSchema.extend({
  /** The invite URL with its secret: shown once, at creation. */
  url: z.string(),
});
export const InviteJoinParamsSchema = z.object({ token: z.string().min(10).max(128) });

export const EmailDomainParamsSchema = z.object({ emailDomain: DomainSchema });

export const PingResponseSchema = z.object({
  serviceVisitorClaims: z
    .string()
    .describe(
      "ES256 JWT of the member's claims; verify with the keys at /.well-known/jwks.json (iss = this server, aud = organization ID)",
    ),
});
