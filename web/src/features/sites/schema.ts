// Form rules of sites, the same bounds as POST/PATCH /v1/orgs/{id}/sites (api-spec.md "Site").
import { z } from 'zod';
import { SITE_VISIBILITIES, type Site, type SiteUpdate } from './types';

/** The basename is one segment of the published URL (bff SiteBasenameSchema). */
export const BASENAME_PATTERN = /^[A-Za-z0-9._~-]+$/;

/** The proxy pattern of PATCH SITE: a host and at least one path segment, no scheme. */
export const PROXY_PATTERN = /^([\w-]+\.)*[\w-]+\.[a-zA-Z]{2,}(\/[\w-]+)+$/;

export const siteTitle = z
  .string()
  .trim()
  .min(2, 'The title must be at least 2 characters')
  .max(128, 'The title must be at most 128 characters');

export const CreateSiteSchema = z
  .object({
    title: siteTitle,
    visibility: z.enum(SITE_VISIBILITIES),
    /** 'new': create a new space with the site; 'existing': spaces of the organization; 'none'. */
    content: z.enum(['new', 'existing', 'none']),
    spaceIds: z.array(z.string()).max(100, 'At most 100 spaces'),
  })
  .refine((values) => values.content !== 'existing' || values.spaceIds.length > 0, {
    path: ['spaceIds'],
    message: 'Choose at least one space',
  });
export type CreateSiteValues = z.infer<typeof CreateSiteSchema>;

export function siteSettingsSchema({ hadBasename }: { hadBasename: boolean }) {
  return z.object({
    title: siteTitle,
    visibility: z.enum(SITE_VISIBILITIES),
    basename: z
      .string()
      .trim()
      .max(100, 'The basename must be at most 100 characters')
      .refine(
        (value) => value === '' || BASENAME_PATTERN.test(value),
        'Use letters, digits, ".", "_", "~" or "-"',
      )
      .refine(
        (value) => value !== '' || !hadBasename,
        'The basename can be changed but not removed',
      ),
    proxy: z
      .string()
      .trim()
      .max(512, 'The proxy URL must be at most 512 characters')
      .refine(
        (value) => value === '' || PROXY_PATTERN.test(value),
        'Enter a host and path without the scheme, such as example.com/docs',
      ),
    adaptiveContent: z.boolean(),
  });
}
export type SiteSettingsValues = z.infer<ReturnType<typeof siteSettingsSchema>>;

/** The proxy as entered: the response carries {origin, target}; the request sends "host/path". */
export function proxyToInput(proxy: Site['proxy']): string {
  if (!proxy?.origin) return '';
  return proxy.origin.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, '');
}

export function toSettingsValues(site: Site): SiteSettingsValues {
  return {
    title: site.title,
    visibility: site.visibility,
    basename: site.basename ?? '',
    proxy: proxyToInput(site.proxy),
    adaptiveContent: site.adaptiveContent?.enabled ?? false,
  };
}

/** The PATCH body: only what changed. */
export function toSiteUpdate(values: SiteSettingsValues, site: Site): SiteUpdate {
  const body: SiteUpdate = {};
  const before = toSettingsValues(site);
  if (values.title !== before.title) body.title = values.title;
  if (values.visibility !== before.visibility) body.visibility = values.visibility;
  if (values.basename !== before.basename && values.basename !== '')
    body.basename = values.basename;
  if (values.proxy !== before.proxy) body.proxy = values.proxy === '' ? null : values.proxy;
  if (values.adaptiveContent !== before.adaptiveContent)
    body.adaptiveContent = { enabled: values.adaptiveContent };
  return body;
}
