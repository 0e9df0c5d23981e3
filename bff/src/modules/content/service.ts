// Reads of a space's live content (the revision `Space.revisionId`), the section index
// search runs on, and the link checker. Every Prisma call of the family.
import type { Db, DbTx } from '../../db.js';
import { badRequest, notFound } from '../../errors.js';
import { likeLiteral } from '../../lib/like.js';
import { decodeCursor, encodeCursor, type ListEnvelope } from '../../lib/pagination.js';
import type { RevisionFile } from '../../generated/prisma/client.js';
import {
  type FileLite,
  type PageLite,
  resolveTarget,
  type ResolvedTarget,
  type RevisionTargets,
} from './links.js';
import { linkTargets, splitSections } from './markdown.js';
import type { PageRow } from './present.js';

/** Every column of a page but its markdown: what trees and references need. */
const PAGE_META = {
  id: true,
  revisionId: true,
  pageId: true,
  parentPageId: true,
  position: true,
  type: true,
  title: true,
  emoji: true,
  icon: true,
  slug: true,
  path: true,
  description: true,
  documentId: true,
  layout: true,
  cover: true,
  hidden: true,
  noIndex: true,
  noRobotsIndex: true,
  gitOid: true,
  gitPath: true,
  createdAt: true,
  updatedAt: true,
} as const;

/** Pages parsed per query by the link checker: bounds memory at any space size. */
const LINK_BATCH = 200;

export async function getRevision(db: Db, space: { revisionId: string | null }) {
  const revision = space.revisionId
    ? await db.revision.findUnique({ where: { id: space.revisionId } })
    : null;
  if (!revision) throw notFound('Revision');
  return revision;
}

/** All pages of a revision without their markdown, in one query (the tree is built in memory). */
export function listPageRows(db: Db, revisionId: string): Promise<PageRow[]> {
  return db.revisionPage.findMany({
    where: { revisionId },
    select: PAGE_META,
    orderBy: [{ parentPageId: 'asc' }, { position: 'asc' }],
  });
}

/** The descendants of a page (without markdown), found with one recursive query. */
export async function descendantRows(
  db: Db,
  revisionId: string,
  pageId: string,
): Promise<PageRow[]> {
  const ids = await db.$queryRaw<{ id: string }[]>`
    WITH RECURSIVE d AS (
      SELECT id, "pageId" FROM "RevisionPage" WHERE "revisionId" = ${revisionId} AND "parentPageId" = ${pageId}
      UNION ALL
      SELECT p.id, p."pageId" FROM "RevisionPage" p JOIN d ON p."parentPageId" = d."pageId" WHERE p."revisionId" = ${revisionId}
    )
    SELECT id FROM d`;
  if (!ids.length) return [];
  return db.revisionPage.findMany({
    where: { id: { in: ids.map((r) => r.id) } },
    select: PAGE_META,
  });
}

/** Page rows (without markdown) of a revision by stable page ID, in one query. */
export async function pageRowsById(
  db: Db,
  revisionId: string,
  pageIds: string[],
): Promise<Map<string, PageRow>> {
  if (!pageIds.length) return new Map();
  const rows = await db.revisionPage.findMany({
    where: { revisionId, pageId: { in: [...new Set(pageIds)] } },
    select: PAGE_META,
  });
  return new Map(rows.map((r) => [r.pageId, r]));
}

export async function getPage(db: Db, revisionId: string, pageId: string) {
  const page = await db.revisionPage.findUnique({
    where: { revisionId_pageId: { revisionId, pageId } },
  });
  if (!page) throw notFound('Page');
  return page;
}

export async function getFile(db: Db, revisionId: string, fileId: string) {
  const file = await db.revisionFile.findUnique({
    where: { revisionId_fileId: { revisionId, fileId } },
  });
  if (!file) throw notFound('File');
  return file;
}

export function listAllFiles(db: Db, revisionId: string) {
  return db.revisionFile.findMany({ where: { revisionId }, orderBy: { fileId: 'asc' } });
}

/** Files of a revision in `fileId` order (unique within a revision, so the cursor is the fileId). */
export async function listFiles(
  db: Db,
  revisionId: string,
  query: { limit: number; page?: string },
): Promise<ListEnvelope<RevisionFile>> {
  const cursor = decodeCursor(query.page);
  if (cursor && typeof cursor.v !== 'string')
    throw badRequest('query.page', 'is not a page cursor returned by this endpoint');
  const where = { revisionId, ...(cursor ? { fileId: { gt: cursor.v as string } } : {}) };
  const [rows, count] = await Promise.all([
    db.revisionFile.findMany({ where, orderBy: { fileId: 'asc' }, take: query.limit + 1 }),
    db.revisionFile.count({ where: { revisionId } }),
  ]);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items,
    count,
    ...(rows.length > query.limit && last
      ? { next: { page: encodeCursor(last.fileId, last.id) } }
      : {}),
  };
}

export function listReusableContents(db: Db, revisionId: string) {
  return db.reusableContent.findMany({ where: { revisionId }, orderBy: { contentId: 'asc' } });
}

// ---- Section index ---------------------------------------------------------------------

/**
 * Replaces the search sections of a page with its markdown split at headings (see
 * markdown.ts splitSections). Call it in the transaction that writes the page; the
 * tsvector column is generated by PostgreSQL from title and body.
 */
export async function indexPageSections(
  tx: DbTx,
  revisionPageId: string,
  markdown: string,
  pageTitle?: string,
) {
  const title =
    pageTitle ??
    (
      await tx.revisionPage.findUniqueOrThrow({
        where: { id: revisionPageId },
        select: { title: true },
      })
    ).title;
  await tx.pageSection.deleteMany({ where: { revisionPageId } });
  const sections = splitSections(markdown, title);
  await tx.pageSection.createMany({ data: sections.map((s) => ({ revisionPageId, ...s })) });
  return sections;
}

// ---- Links -----------------------------------------------------------------------------

/** What the links of a revision can point at: its page paths and IDs, file IDs and names. */
async function revisionTargets(db: Db, revisionId: string): Promise<RevisionTargets> {
  const [pages, files] = await Promise.all([
    db.revisionPage.findMany({
      where: { revisionId },
      select: { id: true, pageId: true, path: true, title: true },
    }),
    db.revisionFile.findMany({ where: { revisionId }, select: { fileId: true, name: true } }),
  ]);
  const pageById = new Map(pages.map((p) => [p.pageId, p]));
  const pageByPath = new Map(pages.map((p) => [p.path, p]));
  const fileById = new Map(files.map((f) => [f.fileId, f]));
  const fileByName = new Map<string, FileLite>();
  for (const f of files) if (!fileByName.has(f.name)) fileByName.set(f.name, f);
  return {
    pageById: (id) => pageById.get(id),
    pageByPath: (path) => pageByPath.get(path),
    fileById: (id) => fileById.get(id),
    fileByName: (name) => fileByName.get(name),
  };
}

export type LinkEntry = { target: ResolvedTarget; locations: PageRow[] };

/** Pages of a revision in (path, id) order, LINK_BATCH at a time, with their markdown. */
async function* pagesWithMarkdown(
  db: Db,
  revisionId: string,
  only?: { pageId?: string; markdownContains?: string[] },
) {
  let after: { path: string; id: string } | null = null;
  const contains = only?.markdownContains?.filter(Boolean) ?? [];
  for (;;) {
    const rows: (PageRow & { markdown: string })[] = await db.revisionPage.findMany({
      where: {
        revisionId,
        ...(only?.pageId ? { pageId: only.pageId } : {}),
        AND: [
          contains.length
            ? { OR: contains.map((c) => ({ markdown: { contains: likeLiteral(c) } })) }
            : {},
          after
            ? { OR: [{ path: { gt: after.path } }, { path: after.path, id: { gt: after.id } }] }
            : {},
        ],
      },
      select: { ...PAGE_META, markdown: true },
      orderBy: [{ path: 'asc' }, { id: 'asc' }],
      take: LINK_BATCH,
    });
    if (!rows.length) return;
    yield rows;
    if (rows.length < LINK_BATCH) return;
    const last = rows.at(-1)!;
    after = { path: last.path, id: last.id };
  }
}

/**
 * The link targets of a revision (or of one page of it), one entry per distinct target in
 * order of first appearance, with the pages that link to it.
 */
export async function collectLinks(
  db: Db,
  revisionId: string,
  appOrigin: string,
  pageId?: string,
): Promise<LinkEntry[]> {
  const targets = await revisionTargets(db, revisionId);
  const entries = new Map<string, LinkEntry>();
  for await (const rows of pagesWithMarkdown(db, revisionId, pageId ? { pageId } : undefined)) {
    for (const row of rows) {
      const { markdown, ...page } = row;
      for (const raw of linkTargets(markdown)) {
        const target = resolveTarget(raw, row.path, targets, appOrigin);
        if (!target) continue;
        const entry = entries.get(target.key) ?? { target, locations: [] };
        if (!entry.locations.some((l) => l.pageId === page.pageId)) entry.locations.push(page);
        entries.set(target.key, entry);
      }
    }
  }
  return [...entries.values()];
}

/**
 * Pages of a revision whose markdown links to the file. Only pages whose markdown mentions
 * the file's ID or name are parsed: both appear in every reference form links.ts accepts.
 */
export async function fileBacklinks(
  db: Db,
  revisionId: string,
  file: RevisionFile,
  appOrigin: string,
): Promise<PageRow[]> {
  const targets = await revisionTargets(db, revisionId);
  const pages: PageRow[] = [];
  for await (const rows of pagesWithMarkdown(db, revisionId, {
    markdownContains: [...new Set([file.fileId, file.name, encodeURI(file.name)])],
  })) {
    for (const { markdown, ...page } of rows) {
      const links = linkTargets(markdown).map((raw) =>
        resolveTarget(raw, page.path, targets, appOrigin),
      );
      if (links.some((t) => t?.kind === 'file' && t.file.fileId === file.fileId)) pages.push(page);
    }
  }
  return pages;
}

export type { PageLite };

/**
 * Copies a revision's content rows into another (empty) revision, set-based so a space of
 * 20,000 pages never passes through memory. Page, file and reusable-content IDs stay the
 * same (they are stable per space), so references inside the content still resolve.
 */
export async function copyRevisionContent(tx: DbTx, from: string, to: string) {
  await tx.$executeRaw`
    INSERT INTO "RevisionPage" (id, "revisionId", "pageId", "parentPageId", position, type, title, emoji, icon, slug, path,
      description, markdown, "documentId", layout, cover, hidden, "noIndex", "noRobotsIndex", "gitOid", "gitPath", "createdAt", "updatedAt")
    SELECT gen_random_uuid()::text, ${to}, "pageId", "parentPageId", position, type, title, emoji, icon, slug, path,
      description, markdown, "documentId", layout, cover, hidden, "noIndex", "noRobotsIndex", "gitOid", "gitPath", "createdAt", "updatedAt"
    FROM "RevisionPage" WHERE "revisionId" = ${from}`;
  // Sections follow their page by pageId; the search column is generated.
  await tx.$executeRaw`
    INSERT INTO "PageSection" (id, "revisionPageId", anchor, title, body, position)
    SELECT gen_random_uuid()::text, np.id, s.anchor, s.title, s.body, s.position
    FROM "PageSection" s
    JOIN "RevisionPage" op ON op.id = s."revisionPageId" AND op."revisionId" = ${from}
    JOIN "RevisionPage" np ON np."revisionId" = ${to} AND np."pageId" = op."pageId"`;
  await tx.$executeRaw`
    INSERT INTO "RevisionFile" (id, "revisionId", "fileId", name, "contentType", size, width, height, "blobKey", "gitOid", "gitPath")
    SELECT gen_random_uuid()::text, ${to}, "fileId", name, "contentType", size, width, height, "blobKey", "gitOid", "gitPath"
    FROM "RevisionFile" WHERE "revisionId" = ${from}`;
  await tx.$executeRaw`
    INSERT INTO "ReusableContent" (id, "revisionId", "contentId", title, document, "gitOid", "gitPath")
    SELECT gen_random_uuid()::text, ${to}, "contentId", title, document, "gitOid", "gitPath"
    FROM "ReusableContent" WHERE "revisionId" = ${from}`;
}
