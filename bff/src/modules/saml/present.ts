import type { Urls } from '../../lib/urls.js';
import type { Role, SamlProvider, Team } from '../../generated/prisma/client.js';
import { presentTeam } from '../teams/present.js';

/** Our service provider's endpoints for one identity provider (all under the public URL). */
export function serviceUrls(urls: Urls, providerId: string) {
  const root = `${urls.base}/auth/saml/${encodeURIComponent(providerId)}`;
  return { acsURL: `${root}/acs`, startURL: `${root}/start`, entityID: `${root}/metadata` };
}

/** True once the provider can be signed in with. */
export function isComplete(p: Pick<SamlProvider, 'entityID' | 'certificate' | 'ssoURL'>) {
  return Boolean(p.entityID && p.certificate && p.ssoURL);
}

type TeamWithCounts = Team & { _count: { members: number; spaceGrants: number } };

/** `canAdminTeam`: whether the caller may manage the default team (the Team shape's permission). */
export function presentSamlProvider(
  urls: Urls,
  organizationId: string,
  p: SamlProvider & { defaultTeam: TeamWithCounts | null },
  canAdminTeam: boolean,
) {
  return {
    object: 'saml-provider' as const,
    id: p.id,
    label: p.label,
    ...(p.ssoURL ? { ssoURL: p.ssoURL } : {}),
    ...(p.entityID ? { entityID: p.entityID } : {}),
    ...(p.certificate ? { certificate: p.certificate } : {}),
    ...(p.defaultTeam ? { defaultTeam: presentTeam(p.defaultTeam, canAdminTeam) } : {}),
    defaultRole: p.defaultRole as Role | null,
    createdAt: p.createdAt.toISOString(),
    status: isComplete(p) ? ('active' as const) : ('pending' as const),
    service: serviceUrls(urls, p.id),
    urls: { location: urls.api(`/orgs/${organizationId}/saml/${p.id}`) },
  };
}

export function presentSsoLogin(urls: Urls, p: Pick<SamlProvider, 'id' | 'label'>) {
  return { id: p.id, label: p.label, startURL: serviceUrls(urls, p.id).startURL };
}
