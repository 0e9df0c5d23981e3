// Spaces: creation (with the empty first revision every space starts from) and access.
import type { DbTx } from '../../db.js';
import type { SpaceVisibility } from '../../generated/prisma/client.js';

/** Creates a space and its initial (empty) revision, inside the caller's transaction. */
export async function createSpace(tx: DbTx, organizationId: string, data: { title?: string; emoji?: string; visibility?: SpaceVisibility; createdById?: string } = {}) {
  const space = await tx.space.create({
    data: { organizationId, title: (data.title ?? 'Untitled').slice(0, 50), emoji: data.emoji ?? '', visibility: data.visibility ?? 'private' },
  });
  const revision = await tx.revision.create({ data: { spaceId: space.id, parents: [], type: 'edits', createdById: data.createdById } });
  return tx.space.update({ where: { id: space.id }, data: { revisionId: revision.id } });
}
