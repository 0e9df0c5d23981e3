// Full-text search over page sections (PageSection.search: a generated tsvector, title
// weighted A, body B, GIN-indexed). Sections are ranked with ts_rank against the query read
// as a web search (`websearch_to_tsquery('simple', …)`: words, "phrases", -exclusions, or);
// a page scores as its best section, a space as its best page, so a match in a heading or
// page title (weight A) outranks a match in body text (weight B). Pages marked `noIndex`
// are left out. Results are paginated with a (score, id) keyset cursor.
import type { Db } from '../../db.js';
import { badRequest } from '../../errors.js';
import { decodeCursor, encodeCursor, type ListEnvelope } from '../../lib/pagination.js';
import type { Urls } from '../../lib/urls.js';
import { Prisma, type Role } from '../../generated/prisma/client.js';
import { SpacePolicy } from '../../policies/space.js';

const SECTIONS_PER_PAGE = 5;
const PAGES_PER_SPACE = 10;
// A section body up to SNIPPET_MAX characters is returned whole; a longer one as a plain-text
// snippet around the first match (no markup: the client decides how to highlight).
const SNIPPET_MAX = 240;
const HEADLINE = 'StartSel="", StopSel="", MaxWords=35, MinWords=15';

type Hit = { id: string; score: number };
type PageHit = Hit & { pageId: string; title: string; path: string; spaceId: string };
type SectionHit = {
  id: string;
  revisionPageId: string;
  anchor: string;
  title: string;
  body: string;
};

const tsquery = (query: string) => Prisma.sql`websearch_to_tsquery('simple', ${query})`;

function scoreCursor(page: string | undefined) {
  const cursor = decodeCursor(page);
  if (cursor && typeof cursor.v !== 'number')
    throw badRequest('query.page', 'is not a page cursor returned by this endpoint');
  return cursor as { v: number; id: string } | null;
}

/** HAVING/WHERE fragment: rows after the cursor in (score desc, id asc) order. */
const afterScore = (score: Prisma.Sql, id: Prisma.Sql, cursor: { v: number; id: string } | null) =>
  cursor
    ? Prisma.sql`(${score} < ${cursor.v}::float8 OR (${score} = ${cursor.v}::float8 AND ${id} > ${cursor.id}))`
    : Prisma.sql`TRUE`;

function envelope<T extends Hit, I>(
  rows: T[],
  limit: number,
  count: number,
  map: (row: T) => I,
): ListEnvelope<I> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(map),
    count,
    ...(rows.length > limit && last ? { next: { page: encodeCursor(last.score, last.id) } } : {}),
  };
}

/** The best sections of each page, with snippets (ts_headline only on the rows returned). */
async function sectionsOf(
  db: Db,
  query: string,
  pageRowIds: string[],
): Promise<Map<string, SectionHit[]>> {
  const result = new Map<string, SectionHit[]>();
  if (!pageRowIds.length) return result;
  const q = tsquery(query);
  const rows = await db.$queryRaw<SectionHit[]>`
    SELECT s.id, s."revisionPageId", s.anchor, s.title, CASE WHEN length(s.body) <= ${SNIPPET_MAX} THEN s.body ELSE ts_headline('simple', s.body, ${q}, ${HEADLINE}) END AS body
    FROM (
      SELECT id, row_number() OVER (PARTITION BY "revisionPageId" ORDER BY ts_rank(search, ${q}) DESC, position, id) AS n
      FROM "PageSection"
      WHERE "revisionPageId" = ANY(${pageRowIds}) AND search @@ ${q}
    ) best
    JOIN "PageSection" s ON s.id = best.id
    WHERE best.n <= ${SECTIONS_PER_PAGE}
    ORDER BY s."revisionPageId", best.n`;
  for (const row of rows)
    result.set(row.revisionPageId, [...(result.get(row.revisionPageId) ?? []), row]);
  return result;
}

function presentPageHit(urls: Urls, page: PageHit, sections: SectionHit[]) {
  return {
    id: page.pageId,
    title: page.title,
    path: page.path,
    sections: sections.map((s) => ({
      id: s.id,
      title: s.title,
      path: s.anchor ? `${page.path}#${s.anchor}` : page.path,
      body: s.body,
      urls: urls.page(page.spaceId, page.pageId, s.anchor || undefined),
    })),
    urls: urls.page(page.spaceId, page.pageId),
  };
}

/** SPACE/search: pages of one revision, best first. */
export async function searchSpace(
  db: Db,
  urls: Urls,
  space: { id: string; revisionId: string },
  params: { query: string; limit: number; page?: string },
) {
  const q = tsquery(params.query);
  const cursor = scoreCursor(params.page);
  const score = Prisma.sql`max(ts_rank(s.search, ${q}))::float8`;
  const matches = Prisma.sql`
    FROM "PageSection" s JOIN "RevisionPage" p ON p.id = s."revisionPageId"
    WHERE p."revisionId" = ${space.revisionId} AND NOT p."noIndex" AND s.search @@ ${q}`;
  const [rows, [total]] = await Promise.all([
    db.$queryRaw<PageHit[]>`
      SELECT p.id, p."pageId", p.title, p.path, ${space.id} AS "spaceId", ${score} AS score
      ${matches}
      GROUP BY p.id
      HAVING ${afterScore(score, Prisma.sql`p.id`, cursor)}
      ORDER BY score DESC, p.id ASC
      LIMIT ${params.limit + 1}`,
    db.$queryRaw<{ count: number }[]>`SELECT count(DISTINCT p.id)::int AS count ${matches}`,
  ]);
  const sections = await sectionsOf(
    db,
    params.query,
    rows.slice(0, params.limit).map((r) => r.id),
  );
  return envelope(rows, params.limit, total?.count ?? 0, (row) =>
    presentPageHit(urls, row, sections.get(row.id) ?? []),
  );
}

/**
 * The non-deleted spaces of an organization the caller can read (policies/space.ts: any
 * organization role reads every space; a guest only the spaces granted to them, directly
 * or through a team).
 */
function readableSpaces(organizationId: string, caller: { userId: string; orgRole: Role | null }) {
  const everySpace = SpacePolicy.view(caller.orgRole);
  return Prisma.sql`
    SELECT sp.id, sp.title, sp."revisionId" FROM "Space" sp
    WHERE sp."organizationId" = ${organizationId} AND sp."deletedAt" IS NULL AND sp."revisionId" IS NOT NULL
      AND (${everySpace}
        OR EXISTS (SELECT 1 FROM "SpaceMemberPermission" g WHERE g."spaceId" = sp.id AND g."userId" = ${caller.userId})
        OR EXISTS (SELECT 1 FROM "SpaceTeamPermission" g JOIN "TeamMember" tm ON tm."teamId" = g."teamId"
                   WHERE g."spaceId" = sp.id AND tm."userId" = ${caller.userId}))`;
}

/** ORG/search: spaces with matching pages, best first, each with its best pages. */
export async function searchOrganization(
  db: Db,
  urls: Urls,
  organizationId: string,
  caller: { userId: string; orgRole: Role | null },
  params: { query: string; limit: number; page?: string },
) {
  const q = tsquery(params.query);
  const cursor = scoreCursor(params.page);
  const score = Prisma.sql`max(ts_rank(s.search, ${q}))::float8`;
  const matches = Prisma.sql`
    FROM (${readableSpaces(organizationId, caller)}) r
    JOIN "RevisionPage" p ON p."revisionId" = r."revisionId"
    JOIN "PageSection" s ON s."revisionPageId" = p.id
    WHERE NOT p."noIndex" AND s.search @@ ${q}`;
  const [rows, [total]] = await Promise.all([
    db.$queryRaw<(Hit & { title: string })[]>`
      SELECT r.id, r.title, ${score} AS score
      ${matches}
      GROUP BY r.id, r.title
      HAVING ${afterScore(score, Prisma.sql`r.id`, cursor)}
      ORDER BY score DESC, r.id ASC
      LIMIT ${params.limit + 1}`,
    db.$queryRaw<{ count: number }[]>`SELECT count(DISTINCT r.id)::int AS count ${matches}`,
  ]);
  const spaceIds = rows.slice(0, params.limit).map((r) => r.id);
  const pages = spaceIds.length
    ? await db.$queryRaw<(PageHit & { n: number })[]>`
        SELECT * FROM (
          SELECT p.id, p."pageId", p.title, p.path, sp.id AS "spaceId", ${score} AS score,
                 row_number() OVER (PARTITION BY sp.id ORDER BY ${score} DESC, p.id) AS n
          FROM "Space" sp
          JOIN "RevisionPage" p ON p."revisionId" = sp."revisionId"
          JOIN "PageSection" s ON s."revisionPageId" = p.id
          WHERE sp.id = ANY(${spaceIds}) AND NOT p."noIndex" AND s.search @@ ${q}
          GROUP BY sp.id, p.id
        ) ranked
        WHERE n <= ${PAGES_PER_SPACE}
        ORDER BY "spaceId", n`
    : [];
  const sections = await sectionsOf(
    db,
    params.query,
    pages.map((p) => p.id),
  );
  const pagesBySpace = new Map<string, PageHit[]>();
  for (const page of pages)
    pagesBySpace.set(page.spaceId, [...(pagesBySpace.get(page.spaceId) ?? []), page]);
  return envelope(rows, params.limit, total?.count ?? 0, (space) => ({
    id: space.id,
    title: space.title,
    pages: (pagesBySpace.get(space.id) ?? []).map((p) =>
      presentPageHit(urls, p, sections.get(p.id) ?? []),
    ),
  }));
}
