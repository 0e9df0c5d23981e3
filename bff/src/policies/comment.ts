// What a caller may do with comments and replies (space comments and change request comments
// share these rules). `role` is the caller's effective role on the space (effectiveSpaceRole).
//
// - view: anyone who may view the space.
// - post, reply, react, resolve/reopen: the 'comment' role ("access content and discussions").
//   Resolving is part of the discussion, not an edit of content, so it needs no more.
// - edit the body: only its author, and only while they still hold 'comment' on the space
//   (a user downgraded to read keeps their words but can no longer change them).
// - delete: its author (while they hold 'comment') or a space admin, who moderates discussions.
import type { Role } from '../generated/prisma/enums.js';
import { atLeast } from './organization.js';
import { SpacePolicy } from './space.js';

export const CommentPolicy = {
  view: (role: Role | null) => SpacePolicy.view(role),
  participate: (role: Role | null) => atLeast(role, 'comment'),
  edit: (role: Role | null, isAuthor: boolean) => isAuthor && atLeast(role, 'comment'),
  delete: (role: Role | null, isAuthor: boolean) =>
    (isAuthor && atLeast(role, 'comment')) || SpacePolicy.admin(role),
};

/** The `permissions` object of a comment or a reply, for a caller with `role` on the space. */
export function commentPermissions(role: Role | null, isAuthor: boolean) {
  return {
    view: CommentPolicy.view(role),
    edit: CommentPolicy.edit(role, isAuthor),
    reply: CommentPolicy.participate(role),
    delete: CommentPolicy.delete(role, isAuthor),
  };
}
