import type { Urls } from '../../lib/urls.js';
import type { Role, Site, SiteAdaptiveSchema } from '../../generated/prisma/client.js';
import { sitePermissions } from '../../policies/site.js';
import type { SITE_TYPES } from './schema.js';

export type SiteRow = Site & { _count: { siteSpaces: number } };

const VISIBILITY_OUT = { share_link: 'share-link', visitor_auth: 'visitor-auth' } as const;
const VISIBILITY_IN = { 'share-link': 'share_link', 'visitor-auth': 'visitor_auth' } as const;

export function siteVisibilityOut(v: Site['visibility']) {
  return ((VISIBILITY_OUT as Record<string, string>)[v] ?? v) as
    'public' | 'unlisted' | 'share-link' | 'visitor-auth';
}
export function siteVisibilityIn(
  v: 'public' | 'unlisted' | 'share-link' | 'visitor-auth',
): Site['visibility'] {
  return (VISIBILITY_IN as Record<string, Site['visibility']>)[v] ?? (v as Site['visibility']);
}

/**
 * `published` is read-only in the contract. A site is live, for the audience its
 * visibility defines, as soon as it has content: at least one site space. It is derived
 * from the count here, so it stays true whatever removed the last site space.
 * `shareKey` (already checked valid) goes into the published URL of share-link sites.
 */
export function presentSite(urls: Urls, site: SiteRow, role: Role | null, shareKey?: string) {
  const published = site._count.siteSpaces > 0;
  const icon = site.icon as { icon: { light: string; dark: string } } | { emoji: string } | null;
  return {
    object: 'site' as const,
    id: site.id,
    type: site.type as (typeof SITE_TYPES)[number],
    title: site.title,
    ...(icon ? { icon } : {}),
    ...(site.hostname ? { hostname: site.hostname } : {}),
    ...(site.basename ? { basename: site.basename } : {}),
    ...(site.proxyOrigin
      ? { proxy: { origin: site.proxyOrigin, target: urls.siteProxyTarget(site) } }
      : {}),
    visibility: siteVisibilityOut(site.visibility),
    published,
    siteSpaces: site._count.siteSpaces,
    createdAt: site.createdAt.toISOString(),
    adaptiveContent: { enabled: site.adaptiveContentEnabled },
    ...(site.adsStatus
      ? {
          ads: {
            status: site.adsStatus as 'pending',
            submittable: site.adsStatus === 'pending' && sitePermissions(role).admin,
          },
        }
      : {}),
    // No premium features exist on this platform, so none is ever enabled.
    features: [],
    urls: {
      ...urls.site(site.organizationId, site.id),
      ...(published ? { published: urls.sitePublishedVia(site, '', shareKey) } : {}),
    },
    permissions: sitePermissions(role),
  };
}

/** Until a schema is stored, a site's visitors are described by an empty one. */
export function emptyAdaptiveJsonSchema() {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    properties: {
      unsigned: {
        type: 'object',
        description: 'Unsigned claims of the site visitor.',
        properties: {},
        additionalProperties: false,
      },
    },
    additionalProperties: false,
  };
}

export function presentAdaptiveSchema(row: SiteAdaptiveSchema | null, site: Site) {
  return {
    object: 'site-adaptive-schema' as const,
    jsonSchema:
      (row?.jsonSchema as Record<string, unknown> | undefined) ?? emptyAdaptiveJsonSchema(),
    updatedAt: (row?.updatedAt ?? site.createdAt).toISOString(),
  };
}

// The platform's default look; a site's stored customizations override it key by key.
const DEFAULT_STYLING = {
  theme: 'clean',
  primaryColor: { light: '#346DDB', dark: '#346DDB' },
  infoColor: { light: '#787878', dark: '#787878' },
  successColor: { light: '#00C950', dark: '#00C950' },
  warningColor: { light: '#FE9A00', dark: '#FE9A00' },
  dangerColor: { light: '#FB2C36', dark: '#FB2C36' },
  tint: { color: { light: '#787878', dark: '#787878' } },
  corners: 'rounded',
  links: 'default',
  font: 'Inter',
  icons: 'regular',
  search: 'prominent',
  sidebar: { background: 'default', list: 'default' },
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function presentCustomizations(site: Site) {
  const stored = isObject(site.customizations) ? site.customizations : {};
  const styling = isObject(stored.styling) ? stored.styling : {};
  const i18n = isObject(stored.internationalization) ? stored.internationalization : {};
  return {
    title: site.title,
    styling: { ...DEFAULT_STYLING, ...styling } as typeof DEFAULT_STYLING,
    internationalization: { locale: typeof i18n.locale === 'string' ? i18n.locale : 'en' },
    favicon: (isObject(site.icon)
      ? site.icon
      : isObject(stored.favicon)
        ? stored.favicon
        : {}) as Record<string, unknown>,
  };
}
