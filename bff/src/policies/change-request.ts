// What a caller may do with change requests of a space, from their role on the space
// (effectiveSpaceRole). The contract gives `edit` "edit live or in change requests" and
// `review` "review content"; spacePermissions.merge is `review`.
//
// - read (list, get, content, comments list): any role on the space (view).
// - create, PATCH (subject, status draft/open/archived), page writes, update from live: 'edit'.
//   Whoever may write the content of a change request may also pull live content into it and
//   change its state; there is no author-only rule.
// - merge into live content: 'review' (spacePermissions.merge), since it changes live content
//   on someone else's behalf.
// - A merged or archived change request is read-only for content writes and update (409);
//   an archived one can be reopened by PATCH, a merged one is final.
import type { ChangeRequestStatus, Role } from '../generated/prisma/enums.js';
import { atLeast } from './organization.js';

export const ChangeRequestPolicy = {
  view: (role: Role | null) => role !== null,
  write: (role: Role | null) => atLeast(role, 'edit'),
  merge: (role: Role | null) => atLeast(role, 'review'),
  /** Content writes and updates from live content need an active (draft or open) change request. */
  contentWritable: (status: ChangeRequestStatus) => status === 'draft' || status === 'open',
};
