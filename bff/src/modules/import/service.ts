// Website import: crawl (crawl.ts), convert (convert.ts), then write the result as a new
// revision of the space in one transaction and make it the live one.
import { imageSize } from 'image-size';
import type { Db, DbTx } from '../../db.js';
import { badRequest, conflict } from '../../errors.js';
import { blobKey, type BlobStore } from '../../lib/blob-store.js';
import { parseHttpURL, SafeFetchError } from '../../lib/safe-fetch.js';
import { indexPageSections } from '../content/service.js';
import { buildRevisionContent } from './convert.js';
import { crawlWebsite, type CrawlLimits } from './crawl.js';

/** Width and height read from the image header (PNG, JPEG, GIF, WebP, SVG…); none when unreadable. */
function dimensionsOf(bytes: Buffer): { width?: number; height?: number } {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { width, height } : {};
  } catch {
    return {};
  }
}

export type ImportResult = { revision: string; importedResources: number; totalResources: number };

/** Where an import lands: a new revision with these parents, made current by `advance`. */
export type ImportTarget = {
  spaceId: string;
  parents: string[];
  /**
   * Runs in the write transaction once the new revision holds the imported content: points
   * the space (or change request) at it, refusing with a 409 when it moved meanwhile.
   */
  advance: (tx: DbTx, revisionId: string) => Promise<void>;
};

/**
 * Imports the website at `url`. The import replaces the content: the new revision holds
 * only the imported pages and files, with the previous revision as its parent (so it stays
 * in the history). A failure of the start page is a 400 on body.url.
 */
export async function importWebsite(
  db: Db,
  blobs: BlobStore,
  params: { target: ImportTarget; userId: string; url: string; limits: CrawlLimits },
): Promise<ImportResult> {
  const { target, userId, limits } = params;
  let crawl;
  try {
    crawl = await crawlWebsite(parseHttpURL(params.url), limits);
  } catch (err) {
    if (err instanceof SafeFetchError)
      throw badRequest('body.url', `could not be imported: ${err.message}`);
    throw err;
  }
  const content = buildRevisionContent(crawl.pages, crawl.images);

  // Blobs first: a blob no row points at is harmless, a row without its blob is not.
  const keys = new Map<string, string>();
  for (const file of content.files) {
    const key = blobKey(file.bytes);
    await blobs.put(key, file.bytes, file.contentType);
    keys.set(file.fileId, key);
  }

  const revision = await db.$transaction(
    async (tx) => {
      const created = await tx.revision.create({
        data: { spaceId: target.spaceId, parents: target.parents, createdById: userId },
      });
      await tx.revisionFile.createMany({
        data: content.files.map((f) => ({
          revisionId: created.id,
          fileId: f.fileId,
          name: f.name,
          contentType: f.contentType,
          size: f.bytes.length,
          blobKey: keys.get(f.fileId)!,
          ...dimensionsOf(f.bytes),
        })),
      });
      for (const page of content.pages) {
        const row = await tx.revisionPage.create({ data: { revisionId: created.id, ...page } });
        await indexPageSections(tx, row.id, page.markdown, page.title);
      }
      await target.advance(tx, created.id);
      return created;
    },
    { timeout: 30_000, maxWait: 10_000 },
  );

  return {
    revision: revision.id,
    importedResources: crawl.pages.length + content.files.length,
    totalResources: crawl.totalResources,
  };
}

/** Import into the space's live content: only over the revision the import started from. */
export function liveContentTarget(space: { id: string; revisionId: string | null }): ImportTarget {
  return {
    spaceId: space.id,
    parents: space.revisionId ? [space.revisionId] : [],
    advance: async (tx, revisionId) => {
      const moved = await tx.space.updateMany({
        where: { id: space.id, revisionId: space.revisionId, deletedAt: null },
        data: { revisionId },
      });
      if (moved.count === 0)
        throw conflict('The space content changed during the import; import again');
    },
  };
}
