// Shapes of the SAML API (api-spec.md "SamlProvider"; the BFF's modules/saml/schema.ts is the
// exact source).
import type { Team } from '@/features/teams/types';
import type { Role } from '@/lib/roles';

export type SamlProviderStatus = 'active' | 'pending';

export type SamlProvider = {
  object: 'saml-provider';
  id: string;
  label: string;
  ssoURL?: string;
  entityID?: string;
  certificate?: string;
  defaultTeam?: Team;
  /** Role of members created at sign-in; null makes them guests. */
  defaultRole: Role | null;
  createdAt: string;
  /** active once entityID, certificate and ssoURL are all set. */
  status: SamlProviderStatus;
  /** Our service provider's values, to enter in the identity provider. */
  service: { acsURL: string; startURL: string; entityID: string };
  urls: { location: string };
};

export type SamlProviderCreate = {
  label: string;
  entityID?: string;
  certificate?: string;
  ssoURL?: string;
  defaultTeam?: string;
  defaultRole?: Role | null;
};

/** PATCH: omitted fields are kept; null removes entityID, certificate, ssoURL or defaultTeam. */
export type SamlProviderUpdate = {
  label?: string;
  entityID?: string | null;
  certificate?: string | null;
  ssoURL?: string | null;
  defaultTeam?: string | null;
  defaultRole?: Role | null;
};

/** An item of GET /auth/sso/{orgId}: a way to sign in to the organization. */
export type SsoLogin = { id: string; label: string; startURL: string };
