// Revisions are immutable: every write to a change request, every update from live content and
// every merge makes a new revision. A new revision starts as a copy of the rows of another
// (pages with their search sections, files, reusable contents), copied by PostgreSQL in a few
// INSERT … SELECT statements, then the change is applied to the copy.
import { merge as diff3Merge } from 'node-diff3';
import type { DbTx } from '../../db.js';
import { copyRevisionContent, indexPageSections } from '../content/service.js';

/** A new revision of the space whose rows are a copy of `fromRevisionId`'s. */
export async function copyRevision(
  tx: DbTx,
  fromRevisionId: string,
  data: { spaceId: string; parents: string[]; createdById: string; type?: string },
): Promise<string> {
  const revision = await tx.revision.create({
    data: {
      spaceId: data.spaceId,
      parents: data.parents,
      createdById: data.createdById,
      type: data.type ?? 'edits',
    },
  });
  await copyRevisionContent(tx, fromRevisionId, revision.id);
  return revision.id;
}

// ---- Three-way merge ---------------------------------------------------------------------

/** The fields of a page that a merge compares and carries; markdown is compared by hash first. */
type PageState = {
  pageId: string;
  parentPageId: string | null;
  position: number;
  title: string;
  emoji: string | null;
  icon: string | null;
  slug: string;
  description: string | null;
  hidden: boolean;
  type: string;
  hash: string;
};
const FIELDS = [
  'parentPageId',
  'position',
  'title',
  'emoji',
  'icon',
  'slug',
  'description',
  'hidden',
  'type',
] as const;

/** Page states of a revision without markdown (an md5 of it instead): one query, no page bodies in memory. */
async function pageStates(tx: DbTx, revisionId: string): Promise<Map<string, PageState>> {
  const rows = await tx.$queryRaw<PageState[]>`
    SELECT "pageId", "parentPageId", position, title, emoji, icon, slug, description, hidden, type, md5(markdown) AS hash
    FROM "RevisionPage" WHERE "revisionId" = ${revisionId}`;
  return new Map(rows.map((r) => [r.pageId, r]));
}

const sameState = (a: PageState | undefined, b: PageState | undefined) =>
  a === b || (!!a && !!b && a.hash === b.hash && FIELDS.every((f) => a[f] === b[f]));

async function markdownOf(tx: DbTx, revisionId: string, pageId: string) {
  const row = await tx.revisionPage.findUniqueOrThrow({
    where: { revisionId_pageId: { revisionId, pageId } },
    select: { markdown: true },
  });
  return row.markdown;
}

type MergedFields = Partial<Pick<PageState, (typeof FIELDS)[number]>>;

type PagePlan =
  | { pageId: string; kind: 'delete' }
  | { pageId: string; kind: 'take'; from: string }
  | { pageId: string; kind: 'merge'; fields: MergedFields; markdown?: string };

export type MergeOutcome = { ok: true; revisionId: string } | { ok: false; conflicts: string[] };

/**
 * Three-way merge of `ours` into `theirs` over `base`, per page (by stable page ID), as a new
 * revision built from a copy of `theirs`:
 * - a page changed on one side only takes that side (an edit, an addition or a deletion);
 * - a page changed on both sides merges field by field: a field changed on one side takes
 *   that side, the same change on both is kept, different changes are a conflict; markdown
 *   changed on both sides goes through a line-based diff3 merge, overlapping edits are a conflict;
 * - deleted on one side and changed on the other, or added on both sides differently: conflict.
 * Files and reusable contents follow the same whole-item rule. With any conflict nothing is
 * written and the conflicting page IDs come back.
 */
export async function threeWayMerge(
  tx: DbTx,
  revisions: { base: string; ours: string; theirs: string },
  data: { spaceId: string; parents: string[]; createdById: string; type?: string },
): Promise<MergeOutcome> {
  const [base, ours, theirs] = await Promise.all([
    pageStates(tx, revisions.base),
    pageStates(tx, revisions.ours),
    pageStates(tx, revisions.theirs),
  ]);
  const plans: PagePlan[] = [];
  const conflicts: string[] = [];
  for (const pageId of new Set([...base.keys(), ...ours.keys(), ...theirs.keys()])) {
    const b = base.get(pageId);
    const o = ours.get(pageId);
    const t = theirs.get(pageId);
    if (sameState(o, b) || sameState(o, t)) continue; // theirs already holds the result
    if (sameState(t, b)) {
      plans.push(o ? { pageId, kind: 'take', from: revisions.ours } : { pageId, kind: 'delete' });
      continue;
    }
    // Changed on both sides.
    if (!o || !t || !b) {
      conflicts.push(pageId);
      continue;
    }
    const fields: Record<string, unknown> = {};
    let conflict = false;
    for (const f of FIELDS) {
      if (o[f] === b[f] || o[f] === t[f]) continue;
      if (t[f] === b[f]) fields[f] = o[f];
      else conflict = true;
    }
    let markdown: string | undefined;
    if (!conflict && o.hash !== b.hash && o.hash !== t.hash) {
      if (t.hash === b.hash) markdown = await markdownOf(tx, revisions.ours, pageId);
      else {
        const [bm, om, tm] = await Promise.all([
          markdownOf(tx, revisions.base, pageId),
          markdownOf(tx, revisions.ours, pageId),
          markdownOf(tx, revisions.theirs, pageId),
        ]);
        const merged = diff3Merge(om.split('\n'), bm.split('\n'), tm.split('\n'));
        if (merged.conflict) conflict = true;
        else markdown = merged.result.join('\n');
      }
    }
    if (conflict) conflicts.push(pageId);
    else
      plans.push({
        pageId,
        kind: 'merge',
        fields: fields as MergedFields,
        ...(markdown !== undefined ? { markdown } : {}),
      });
  }
  if (conflicts.length) return { ok: false, conflicts: conflicts.sort() };

  const revisionId = await copyRevision(tx, revisions.theirs, data);
  for (const plan of plans) {
    if (plan.kind === 'delete') {
      await tx.revisionPage.deleteMany({ where: { revisionId, pageId: plan.pageId } });
    } else if (plan.kind === 'take') {
      const {
        id: _id,
        revisionId: _rev,
        ...row
      } = await tx.revisionPage.findUniqueOrThrow({
        where: { revisionId_pageId: { revisionId: plan.from, pageId: plan.pageId } },
      });
      await tx.revisionPage.deleteMany({ where: { revisionId, pageId: plan.pageId } });
      const created = await tx.revisionPage.create({
        data: {
          ...row,
          layout: row.layout ?? undefined,
          cover: row.cover ?? undefined,
          revisionId,
        },
      });
      await indexPageSections(tx, created.id, created.markdown, created.title);
    } else {
      const updated = await tx.revisionPage.update({
        where: { revisionId_pageId: { revisionId, pageId: plan.pageId } },
        data: {
          ...plan.fields,
          ...(plan.markdown !== undefined ? { markdown: plan.markdown } : {}),
          updatedAt: new Date(),
        },
      });
      await indexPageSections(tx, updated.id, updated.markdown, updated.title);
    }
  }
  if (
    plans.some(
      (p) =>
        p.kind !== 'delete' &&
        (p.kind === 'take' || 'parentPageId' in p.fields || 'slug' in p.fields),
    )
  )
    await recomputePaths(tx, revisionId);
  await mergeFiles(tx, revisions, revisionId);
  return { ok: true, revisionId };
}

/** Files: whole-file three-way by file ID (a file changed on both sides keeps theirs: files are replaced, not edited). */
async function mergeFiles(
  tx: DbTx,
  revisions: { base: string; ours: string; theirs: string },
  revisionId: string,
) {
  const load = async (rev: string) =>
    new Map(
      (await tx.revisionFile.findMany({ where: { revisionId: rev } })).map((f) => [f.fileId, f]),
    );
  const [base, ours] = await Promise.all([load(revisions.base), load(revisions.ours)]);
  const key = (f: { name: string; blobKey: string; contentType: string } | undefined) =>
    f ? `${f.name}\u0000${f.blobKey}\u0000${f.contentType}` : '';
  for (const fileId of new Set([...base.keys(), ...ours.keys()])) {
    const b = base.get(fileId);
    const o = ours.get(fileId);
    if (key(o) === key(b)) continue;
    await tx.revisionFile.deleteMany({ where: { revisionId, fileId } });
    if (o) {
      const { id: _id, revisionId: _rev, ...row } = o;
      await tx.revisionFile.create({ data: { ...row, revisionId } });
    }
  }
}

/** Paths follow parents and slugs; a page whose parent is gone moves to the top level. */
export async function recomputePaths(tx: DbTx, revisionId: string) {
  await tx.$executeRaw`
    UPDATE "RevisionPage" p SET "parentPageId" = NULL
    WHERE p."revisionId" = ${revisionId} AND p."parentPageId" IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM "RevisionPage" q WHERE q."revisionId" = ${revisionId} AND q."pageId" = p."parentPageId")`;
  await tx.$executeRaw`
    WITH RECURSIVE t AS (
      SELECT "pageId", slug AS path FROM "RevisionPage" WHERE "revisionId" = ${revisionId} AND "parentPageId" IS NULL
      UNION ALL
      SELECT c."pageId", t.path || '/' || c.slug FROM "RevisionPage" c JOIN t ON c."parentPageId" = t."pageId" WHERE c."revisionId" = ${revisionId}
    )
    UPDATE "RevisionPage" p SET path = t.path FROM t WHERE p."revisionId" = ${revisionId} AND p."pageId" = t."pageId" AND p.path <> t.path`;
}
