// Shapes of the spaces, content and search APIs (api-spec.md "Space", "Revision", "Page",
// "Search result"; the BFF's modules/{spaces,content,search}/schema.ts are the exact source).

export const SPACE_VISIBILITIES = [
  'private',
  'public',
  'unlisted',
  'share-link',
  'visitor-auth',
  'in-collection',
] as const;
export type SpaceVisibility = (typeof SPACE_VISIBILITIES)[number];

export const VISIBILITY_LABELS: Record<SpaceVisibility, string> = {
  private: 'Private',
  public: 'Public',
  unlisted: 'Unlisted',
  'share-link': 'Share link',
  'visitor-auth': 'Visitor authentication',
  'in-collection': 'In collection',
};

export type Space = {
  object: 'space';
  id: string;
  title: string;
  emoji: string;
  visibility: SpaceVisibility;
  createdAt: string;
  updatedAt: string;
  /** Set on a space in the trash (restorable for 7 days). */
  deletedAt?: string;
  editMode?: 'live' | 'locked';
  urls: { location: string; app: string; published?: string; public?: string; icon?: string };
  organization: string;
  parent?: string;
  revision: string;
  comments: number;
  changeRequests: number;
  changeRequestsOpen: number;
  changeRequestsDraft: number;
  permissions: {
    view: boolean;
    access: boolean;
    admin: boolean;
    viewInviteLinks: boolean;
    edit: boolean;
    triggerGitSync: boolean;
    comment: boolean;
    merge: boolean;
    review: boolean;
  };
};

export type SpaceFilters = { title?: string; deleted?: boolean };

export type SpaceCreate = { title: string; emoji?: string; visibility?: SpaceVisibility };
export type SpaceUpdate = { title?: string; emoji?: string | null; editMode?: 'live' | 'locked' };

/** A page of a revision; `pages` nests its children in order. */
export type RevisionPage = {
  id: string;
  title: string;
  emoji?: string;
  type: string;
  slug: string;
  path: string;
  description?: string;
  /** On GET …/content/page/{pageId}?format=markdown. */
  markdown?: string;
  pages?: RevisionPage[];
  hidden: boolean;
  createdAt: string;
  updatedAt: string;
  urls: { app: string };
};

export type RevisionFile = {
  id: string;
  name: string;
  contentType: string;
  downloadURL: string;
  size: number;
};

export type Revision = {
  object: 'revision';
  id: string;
  pages: RevisionPage[];
  files: RevisionFile[];
  createdAt: string;
};

export type SearchSection = {
  id: string;
  title: string;
  path: string;
  body: string;
  urls: { app: string };
};
export type SearchPageResult = {
  id: string;
  title: string;
  path: string;
  sections: SearchSection[];
  urls: { app: string };
};
export type SearchSpaceResult = { id: string; title: string; pages: SearchPageResult[] };

export type LinkStatus = 'ok' | 'broken' | 'in-app';

/** A content reference: a URL, or a page (or file) of a space. */
export type ContentReference =
  | { kind: 'url'; url: string }
  | {
      kind: 'page';
      space: { id: string; title: string };
      page: { id: string; title: string; path: string };
      internalLocation?: { type: 'anchor'; anchor: string };
    }
  | { kind: 'file'; space: { id: string; title: string }; file: { id: string; name: string } };

export type ContentLink = {
  status: LinkStatus;
  targetReference: ContentReference;
  locationReferences: ContentReference[];
};
export type ContentLinkList = {
  items: ContentLink[];
  count: number;
  stats: { total: number; broken: { total: number; changeRequest: number } };
};
