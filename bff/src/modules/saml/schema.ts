import { X509Certificate } from 'node:crypto';
import { z } from 'zod';
import { PaginationQuery } from '../../lib/pagination.js';
import { NullableRoleSchema, OrgParamsSchema } from '../organizations/schema.js';
import { TeamSchema } from '../teams/schema.js';

/**
 * A certificate as an admin pastes it: PEM, or the base64 body of one (what IdP metadata
 * holds in <ds:X509Certificate>). Returns the PEM, or null when it is not an X.509 certificate.
 */
export function certificateToPem(text: string): string | null {
  const trimmed = text.trim();
  const pem = trimmed.includes('-----BEGIN')
    ? trimmed
    : `-----BEGIN CERTIFICATE-----\n${(trimmed.replace(/\s+/g, '').match(/.{1,64}/g) ?? []).join('\n')}\n-----END CERTIFICATE-----`;
  try {
    new X509Certificate(pem);
    return pem;
  } catch {
    return null;
  }
}

export const SamlLabelSchema = z.string().trim().min(1).max(30);
export const SamlEntityIDSchema = z
  .string()
  .trim()
  .min(1)
  .max(1024)
  .describe("The identity provider's entity ID (Issuer)");
export const SamlCertificateSchema = z
  .string()
  .trim()
  .min(1)
  .max(10000)
  .refine(
    (c) => certificateToPem(c) !== null,
    'must be an X.509 certificate, in PEM or as its base64 body',
  )
  .describe("The identity provider's signing certificate (PEM or base64)");
export const SamlSsoURLSchema = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .describe("The identity provider's single sign-on URL (HTTP-Redirect binding)");
const DefaultTeamSchema = z
  .string()
  .min(1)
  .max(64)
  .describe('ID of a team of this organization that signed-in users join');

export const SamlProviderCreateSchema = z.object({
  label: SamlLabelSchema,
  entityID: SamlEntityIDSchema.optional(),
  certificate: SamlCertificateSchema.optional(),
  ssoURL: SamlSsoURLSchema.optional(),
  defaultTeam: DefaultTeamSchema.optional(),
  defaultRole: NullableRoleSchema.optional().describe(
    'Role of members created at sign-in; null for guests; default read',
  ),
});

export const SamlProviderUpdateSchema = z.object({
  label: SamlLabelSchema.optional(),
  entityID: SamlEntityIDSchema.nullable()
    .optional()
    .describe("The identity provider's entity ID; null removes it"),
  certificate: SamlCertificateSchema.nullable().optional().describe('null removes it'),
  ssoURL: SamlSsoURLSchema.nullable().optional().describe('null removes it'),
  defaultTeam: DefaultTeamSchema.nullable().optional().describe('null removes it'),
  defaultRole: NullableRoleSchema.optional().describe('null makes new members guests'),
});

export const SamlProviderParamsSchema = OrgParamsSchema.extend({
  samlProviderId: z.string().min(1).max(64),
});
export const SamlProviderIdParamsSchema = z.object({ samlProviderId: z.string().min(1).max(64) });
export const SamlListQuerySchema = PaginationQuery;

export const SamlProviderSchema = z
  .object({
    object: z.literal('saml-provider'),
    id: z.string(),
    label: z.string(),
    ssoURL: z.string().optional(),
    entityID: z.string().optional(),
    certificate: z.string().optional(),
    defaultTeam: TeamSchema.optional(),
    defaultRole: NullableRoleSchema,
    createdAt: z.iso.datetime(),
    status: z
      .enum(['active', 'pending'])
      .describe('active once entityID, certificate and ssoURL are all set'),
    service: z
      .object({ acsURL: z.string(), startURL: z.string(), entityID: z.string() })
      .describe('Our service provider values to enter in the identity provider'),
    urls: z.object({ location: z.string() }),
  })
  .meta({ id: 'SamlProvider' });

export const SsoProviderLoginSchema = z
  .object({ id: z.string(), label: z.string(), startURL: z.string() })
  .meta({ id: 'SsoProviderLogin' });
export const SsoProviderLoginListSchema = z.object({ items: z.array(SsoProviderLoginSchema) });

/** The IdP's POST to our assertion consumer service. */
export const SamlAcsBodySchema = z.object({
  SAMLResponse: z.string().min(1).max(1_000_000),
  RelayState: z.string().max(2048).optional(),
});
