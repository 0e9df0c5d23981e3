import type { ChangeRequest, User } from '../../generated/prisma/client.js';
import type { Urls } from '../../lib/urls.js';
import { presentUser } from '../users/present.js';

export type ChangeRequestRow = ChangeRequest & { createdBy: User };

/** `liveRevisionId`: the space's live revision, to tell whether the request is behind it. */
export function presentChangeRequest(
  urls: Urls,
  cr: ChangeRequestRow,
  liveRevisionId: string | null,
) {
  // Outdated: live content moved since the request last took it in (its start or its last update).
  // A merged request is part of live content and never outdated.
  const since = cr.revisionMergedAncestorId ?? cr.revisionInitialId;
  return {
    object: 'change-request' as const,
    id: cr.id,
    number: cr.number,
    status: cr.status,
    subject: cr.subject,
    createdBy: presentUser(urls, cr.createdBy),
    createdAt: cr.createdAt.toISOString(),
    updatedAt: cr.updatedAt.toISOString(),
    ...(cr.mergedAt ? { mergedAt: cr.mergedAt.toISOString() } : {}),
    space: cr.spaceId,
    revision: cr.revisionId,
    revisionInitial: cr.revisionInitialId,
    ...(cr.revisionMergedAncestorId ? { revisionMergedAncestor: cr.revisionMergedAncestorId } : {}),
    ...(cr.revisionMergedId ? { revisionMerged: cr.revisionMergedId } : {}),
    comments: cr.commentsOpen,
    outdated: cr.status !== 'merged' && liveRevisionId !== null && liveRevisionId !== since,
    urls: urls.changeRequest(cr.spaceId, cr.id),
  };
}
