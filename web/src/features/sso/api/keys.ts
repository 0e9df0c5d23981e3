import { orgKeys } from '@/features/orgs/api/keys';

/** Query keys of the SAML providers of an organization. */
export const samlKeys = {
  all: (orgId: string) => [...orgKeys.detail(orgId), 'saml'] as const,
  list: (orgId: string) => [...samlKeys.all(orgId), 'list'] as const,
};

/** The sign-in choices of an organization, before sign-in (not under orgKeys: no session). */
export const ssoLoginsKey = (orgId: string) => ['sso-logins', orgId] as const;

export const samlPath = (orgId: string, providerId?: string) =>
  `/v1/orgs/${encodeURIComponent(orgId)}/saml${providerId ? `/${encodeURIComponent(providerId)}` : ''}`;
