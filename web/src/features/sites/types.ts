// Shapes of the sites API (api-spec.md "Site", "SiteAdaptiveSchema"; the BFF's
// modules/sites/schema.ts is the exact source).

export const SITE_VISIBILITIES = ['public', 'unlisted', 'share-link', 'visitor-auth'] as const;
export type SiteVisibility = (typeof SITE_VISIBILITIES)[number];

export const VISIBILITY_LABELS: Record<SiteVisibility, string> = {
  public: 'Public',
  unlisted: 'Unlisted',
  'share-link': 'Share links',
  'visitor-auth': 'Visitor authentication',
};

export const VISIBILITY_DESCRIPTIONS: Record<SiteVisibility, string> = {
  public: 'Anyone can read the site, and search engines index it.',
  unlisted: 'Anyone with the address can read the site; search engines do not index it.',
  'share-link': 'Only people holding a share link can read the site.',
  'visitor-auth': 'Only visitors authenticated through a signed token can read the site.',
};

export type Site = {
  object: 'site';
  id: string;
  type: string;
  title: string;
  icon?: { icon: { light: string; dark: string } } | null;
  hostname?: string;
  basename?: string;
  proxy?: { origin: string; target: string };
  visibility: SiteVisibility;
  published: boolean;
  siteSpaces: number;
  createdAt: string;
  adaptiveContent?: { enabled: boolean };
  ads?: { status: string; submittable: boolean };
  features?: { id: string; plan: string; frozen: boolean }[];
  permissions?: Partial<
    Record<
      'view' | 'access' | 'edit' | 'create' | 'admin' | 'viewAdaptiveSchema' | 'editAdaptiveSchema',
      boolean
    >
  >;
  urls: { location: string; app: string; published?: string };
};

export type SiteFilters = {
  title?: string;
  published?: boolean;
};

export type SiteCreate = {
  title: string;
  visibility: SiteVisibility;
  /** Space IDs to link, or the enum value that creates a new space with the site. */
  spaces?: string[] | string;
};

export type SiteUpdate = Partial<{
  title: string;
  visibility: SiteVisibility;
  basename: string;
  adaptiveContent: { enabled: boolean };
  defaultSiteSpace: string;
  defaultSiteSection: string;
  proxy: string | null;
}>;

export type SiteAdaptiveSchema = {
  object: 'site-adaptive-schema';
  jsonSchema: Record<string, unknown>;
  updatedAt: string;
};
