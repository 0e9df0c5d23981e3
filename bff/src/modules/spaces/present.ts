import type { Urls } from '../../lib/urls.js';
import { spacePermissions } from '../../policies/space.js';
import type { Role, Space } from '../../generated/prisma/client.js';

const VISIBILITY_OUT = {
  share_link: 'share-link',
  visitor_auth: 'visitor-auth',
  in_collection: 'in-collection',
} as const;

export function spaceVisibilityOut(v: Space['visibility']) {
  return (VISIBILITY_OUT as Record<string, string>)[v] ?? v;
}

/** `role` is the caller's effective role on the space (see policies/space.ts). */
export function presentSpace(urls: Urls, space: Space, role: Role | null, publishedURL?: string) {
  return {
    object: 'space' as const,
    id: space.id,
    title: space.title,
    emoji: space.emoji,
    visibility: spaceVisibilityOut(space.visibility) as 'public',
    createdAt: space.createdAt.toISOString(),
    updatedAt: space.updatedAt.toISOString(),
    ...(space.deletedAt ? { deletedAt: space.deletedAt.toISOString() } : {}),
    editMode: space.editMode as 'live' | 'locked',
    urls: { ...urls.space(space.id), ...(publishedURL ? { published: publishedURL } : {}) },
    organization: space.organizationId,
    ...(space.parentId ? { parent: space.parentId } : {}),
    revision: space.revisionId ?? '',
    defaultLevel: space.defaultLevel,
    comments: space.commentsOpen,
    changeRequests: space.changeRequests,
    changeRequestsOpen: space.changeRequestsOpen,
    changeRequestsDraft: space.changeRequestsDraft,
    permissions: spacePermissions(role),
  };
}
