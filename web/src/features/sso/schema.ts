// Form rules of SAML providers, the same bounds as POST/PATCH /v1/orgs/{id}/saml
// (api-spec.md "SAML and SSO"). Whether the certificate is X.509 is the server's call: its
// 400 (`body.certificate: …`) is shown next to the field.
import { z } from 'zod';
import { ROLES } from '@/lib/roles';

function isHttpUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const SamlProviderSchema = z.object({
  label: z
    .string()
    .trim()
    .min(1, 'Enter a label')
    .max(30, 'The label must be at most 30 characters'),
  /** Empty: not set yet (the provider stays pending). */
  entityID: z.string().trim().max(1024, 'The entity ID must be at most 1024 characters'),
  certificate: z.string().trim().max(10000, 'The certificate must be at most 10000 characters'),
  ssoURL: z
    .string()
    .trim()
    .max(2048, 'The URL must be at most 2048 characters')
    .refine((value) => value === '' || isHttpUrl(value), 'Enter an http or https URL'),
  /** A team ID, or '' for none. */
  defaultTeam: z.string(),
  /** A role, or '' for guest (roleToOption). */
  defaultRole: z.union([z.enum(ROLES), z.literal('')]),
});
export type SamlProviderValues = z.infer<typeof SamlProviderSchema>;

/** Form fields named like the API body's, for the server's `body.<field>` issues. */
export const SAML_FIELDS = [
  'label',
  'entityID',
  'certificate',
  'ssoURL',
  'defaultTeam',
  'defaultRole',
] as const;
