import type { Urls } from '../../lib/urls.js';
import { organizationPermissions } from '../../policies/organization.js';
import type { Organization, Role } from '../../generated/prisma/client.js';

export function presentOrganization(urls: Urls, org: Organization, role: Role | null) {
  return {
    object: 'organization' as const,
    id: org.id,
    title: org.title,
    createdAt: org.createdAt.toISOString(),
    emailDomains: org.emailDomains,
    ...(org.hostname ? { hostname: org.hostname } : {}),
    type: org.type,
    ...(org.useCase ? { useCase: org.useCase } : {}),
    ...(org.communityType ? { communityType: org.communityType } : {}),
    defaultRole: org.defaultRole,
    ...(org.defaultSiteId
      ? { defaultContent: { type: 'site' as const, site: org.defaultSiteId } }
      : {}),
    sso: org.sso,
    ai: org.ai,
    inviteLinks: org.inviteLinks,
    plan: org.plan,
    ...(org.customHostname ? { customHostname: org.customHostname } : {}),
    internal_isOnNewTrial: true as const,
    urls: urls.organization(org.id, org.logoURL),
    permissions: organizationPermissions(role),
  };
}

export function presentInvite(
  invite: { id: string; role: Role; createdAt: Date },
  redundant: boolean,
) {
  return {
    object: 'invite' as const,
    id: invite.id,
    role: invite.role,
    redundant,
    createdAt: invite.createdAt.toISOString(),
  };
}
