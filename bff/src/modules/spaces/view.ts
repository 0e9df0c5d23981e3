// Presents spaces with everything that depends on the caller and on the rest of the data:
// the caller's effective role on each (permissions) and where sites publish it (urls).
import type { Db } from '../../db.js';
import type { Urls } from '../../lib/urls.js';
import type { Role, Space } from '../../generated/prisma/client.js';
import { effectiveSpaceRole } from '../../policies/space.js';
import { grantsOf } from '../members/service.js';
import type { SpaceAccess } from './access.js';
import { presentSpace } from './present.js';
import { publishedURLs } from './published.js';

/** Spaces of one organization, for a caller with `orgRole` in it: one query per concern, not per space. */
export async function renderSpaces(
  db: Db,
  urls: Urls,
  caller: { userId: string; orgRole: Role | null },
  spaces: Space[],
) {
  const ids = spaces.map((s) => s.id);
  const [grants, published] = await Promise.all([
    ids.length ? grantsOf(db, caller.userId, ids) : Promise.resolve(new Map<string, Role[]>()),
    publishedURLs(db, urls, caller, ids),
  ]);
  return spaces.map((s) =>
    presentSpace(
      urls,
      s,
      effectiveSpaceRole(caller.orgRole, grants.get(s.id) ?? []),
      published.get(s.id),
    ),
  );
}

/** The space an access check opened (or its new state), with the role that check computed. */
export async function renderSpace(
  db: Db,
  urls: Urls,
  access: SpaceAccess,
  space: Space = access.space,
) {
  const published = await publishedURLs(db, urls, access, [space.id], access.shareLink);
  return presentSpace(urls, space, access.role, published.get(space.id));
}

/** One space for a caller whose role on it is not known yet (a new, copied or transferred space). */
export async function renderSpaceFor(
  db: Db,
  urls: Urls,
  caller: { userId: string; orgRole: Role | null },
  space: Space,
) {
  return (await renderSpaces(db, urls, caller, [space]))[0] as ReturnType<typeof presentSpace>;
}
