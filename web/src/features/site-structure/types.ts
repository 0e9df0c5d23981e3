// Shapes of the site structure API (api-spec.md "SiteSection", "SiteSectionGroup",
// "SiteSpace"; the BFF's modules/site-structure/schema.ts is the exact source).

export type Space = {
  object: 'space';
  id: string;
  title: string;
  emoji?: string;
  visibility?: string;
  urls: { location?: string; app: string; published?: string };
};

export type SiteSpace = {
  object: 'site-space';
  id: string;
  path: string;
  /** ID of the section it belongs to; absent at the site root. */
  section?: string;
  space: Space;
  title: string;
  default?: boolean;
  condition?: string;
  urls: { published?: string };
};

export type SiteSection = {
  object: 'site-section';
  id: string;
  title: string;
  description?: string;
  default?: boolean;
  path: string;
  condition?: string;
  sectionGroup?: string;
  icon?: string;
  siteSpaces: SiteSpace[];
  urls: { published?: string };
};

export type SiteSectionGroup = {
  object: 'site-section-group';
  id: string;
  title: string;
  icon?: string;
  sections: SiteSection[];
};

export type SectionCreate = { spaceId: string | null; title?: string };
export type SectionUpdate = Partial<{
  title: string;
  path: string;
  defaultSiteSpace: string;
  condition: string | null;
  icon: string | null;
  description: string | null;
}>;
export type GroupCreate = { title: string; icon?: string | null; sections?: string[] };
export type GroupUpdate = Partial<{ title: string; icon: string | null }>;
export type SiteSpaceCreate = { spaceId: string | null; sectionId?: string };
export type SiteSpaceUpdate = Partial<{ path: string; condition: string | null }>;

type Pointer<T extends string, K extends string> = { type: T } & Record<K, string>;
export type SectionMovePosition =
  | { before: Pointer<'site-section', 'siteSection'> }
  | { after: Pointer<'site-section', 'siteSection'> };
export type SiteSpaceMovePosition =
  { before: Pointer<'site-space', 'siteSpace'> } | { after: Pointer<'site-space', 'siteSpace'> };
type GroupPointer = { type: 'site-section' | 'site-section-group'; id: string };
export type GroupMovePosition = { before: GroupPointer } | { after: GroupPointer };

/** GET SITE/published: the site and its structure as a visitor sees it. */
export type PublishedContentSite = {
  object: 'published-content-site';
  site: import('@/features/sites/types').Site;
  structure:
    | { type: 'sections'; structure: (SiteSection | SiteSectionGroup)[] }
    | { type: 'siteSpaces'; structure: SiteSpace[] };
  customizations: {
    site: { title: string; styling?: { primaryColor?: { light: string; dark: string } } };
  };
};
