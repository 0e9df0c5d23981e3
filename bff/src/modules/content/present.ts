// Content rows → contract objects. `metadata: false` leaves out mutable Git metadata.
import type { z } from 'zod';
import type { Urls } from '../../lib/urls.js';
import type { PageSchema } from './schema.js';
import type {
  ReusableContent,
  Revision,
  RevisionFile,
  RevisionPage,
} from '../../generated/prisma/client.js';

/** A page row without its markdown (trees and references never carry page bodies). */
export type PageRow = Omit<RevisionPage, 'markdown'> & { markdown?: string };

const LAYOUT_DEFAULTS = {
  cover: true,
  title: true,
  description: true,
  tableOfContents: true,
  outline: true,
  pagination: true,
  coverSize: 'full',
};

/** Stored layout over the defaults, keeping only known keys of the right type. */
function layoutOf(stored: unknown) {
  const layout = { ...LAYOUT_DEFAULTS };
  if (stored && typeof stored === 'object') {
    for (const [key, value] of Object.entries(stored)) {
      if (!(key in layout)) continue;
      if (typeof value === typeof (LAYOUT_DEFAULTS as Record<string, unknown>)[key])
        (layout as Record<string, unknown>)[key] = value;
    }
  }
  return layout;
}

function coverOf(stored: unknown) {
  if (!stored || typeof stored !== 'object') return undefined;
  const { ref, yPos } = stored as { ref?: { kind?: unknown; file?: unknown }; yPos?: unknown };
  return {
    ...(ref && typeof ref.kind === 'string' && typeof ref.file === 'string'
      ? { ref: { kind: ref.kind, file: ref.file } }
      : {}),
    ...(typeof yPos === 'number' ? { yPos } : {}),
  };
}

const gitBlob = (row: { gitOid: string | null; gitPath: string | null }, metadata: boolean) =>
  metadata && row.gitOid && row.gitPath ? { git: { oid: row.gitOid, path: row.gitPath } } : {};

export type PageOptions = {
  metadata: boolean;
  /** Children in order; absent leaves `pages` out (a page inside a reference). */
  children?: PresentedPage[];
  markdown?: string;
  document?: unknown;
};

export type PresentedPage = z.infer<typeof PageSchema>;

export function presentPage(
  urls: Urls,
  spaceId: string,
  page: PageRow,
  options: PageOptions,
): PresentedPage {
  return {
    id: page.pageId,
    title: page.title,
    ...(page.emoji ? { emoji: page.emoji } : {}),
    ...(page.icon ? { icon: page.icon } : {}),
    createdAt: page.createdAt.toISOString(),
    updatedAt: page.updatedAt.toISOString(),
    type: page.type,
    ...(options.markdown !== undefined ? { markdown: options.markdown } : {}),
    ...(options.document !== undefined ? { document: options.document } : {}),
    urls: urls.page(spaceId, page.pageId),
    slug: page.slug,
    path: page.path,
    ...(page.description ? { description: page.description } : {}),
    ...(page.documentId ? { documentId: page.documentId } : {}),
    ...(options.children ? { pages: options.children } : {}),
    ...gitBlob(page, options.metadata),
    layout: layoutOf(page.layout),
    ...(page.cover ? { cover: coverOf(page.cover) } : {}),
    hidden: page.hidden,
    noIndex: page.noIndex,
    noRobotsIndex: page.noRobotsIndex,
  };
}

/**
 * The nested page tree from a revision's page rows (any order): children sorted by
 * `position`, a page whose parent is missing shown at the top level rather than lost.
 */
export function presentPageTree(
  urls: Urls,
  spaceId: string,
  rows: PageRow[],
  metadata: boolean,
): PresentedPage[] {
  const ids = new Set(rows.map((r) => r.pageId));
  const byParent = new Map<string | null, PageRow[]>();
  for (const row of rows) {
    const parent = row.parentPageId && ids.has(row.parentPageId) ? row.parentPageId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const build = (parent: string | null): PresentedPage[] =>
    (byParent.get(parent) ?? [])
      .sort((a, b) => a.position - b.position || a.pageId.localeCompare(b.pageId))
      .map((row) => presentPage(urls, spaceId, row, { metadata, children: build(row.pageId) }));
  return build(null);
}

export function presentFile(urls: Urls, spaceId: string, file: RevisionFile, metadata: boolean) {
  return {
    id: file.fileId,
    name: file.name,
    contentType: file.contentType,
    downloadURL: urls.fileDownload(spaceId, file.fileId),
    size: file.size,
    ...(file.width !== null && file.height !== null
      ? { dimensions: { width: file.width, height: file.height } }
      : {}),
    ...gitBlob(file, metadata),
  };
}

export function presentRevision(
  urls: Urls,
  revision: Revision,
  content: { pages: PresentedPage[]; files: RevisionFile[]; reusableContents: ReusableContent[] },
  options: { metadata: boolean; published?: string; isPublic: boolean },
) {
  const spaceId = revision.spaceId;
  return {
    object: 'revision' as const,
    id: revision.id,
    parents: revision.parents,
    pages: content.pages,
    files: content.files.map((f) => presentFile(urls, spaceId, f, options.metadata)),
    reusableContents: content.reusableContents.map((r) => ({
      id: r.contentId,
      title: r.title,
      document: r.document,
      ...gitBlob(r, options.metadata),
    })),
    createdAt: revision.createdAt.toISOString(),
    ...(options.metadata && revision.gitOid
      ? {
          git: {
            oid: revision.gitOid,
            ...(revision.gitMessage ? { message: revision.gitMessage } : {}),
            createdByService: false,
          },
        }
      : {}),
    urls: {
      ...urls.revision(spaceId, revision.id),
      ...(options.published ? { published: options.published } : {}),
      ...(options.published && options.isPublic ? { public: options.published } : {}),
    },
    type: revision.type,
  };
}
