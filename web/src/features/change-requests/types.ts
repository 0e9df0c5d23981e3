// Shapes of the change requests and comments APIs (the BFF's
// modules/{change-requests,comments}/schema.ts are the exact source).

export const CHANGE_REQUEST_STATUSES = ['draft', 'open', 'archived', 'merged'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];
/** The statuses a person may set; merged comes only from a merge. */
export const SETTABLE_STATUSES = ['draft', 'open', 'archived'] as const;

export const STATUS_LABELS: Record<ChangeRequestStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  archived: 'Archived',
  merged: 'Merged',
};

export type User = { id: string; displayName: string; email: string; photoURL?: string };

export type ChangeRequest = {
  object: 'change-request';
  id: string;
  number: number;
  status: ChangeRequestStatus;
  subject: string;
  createdBy: User;
  createdAt: string;
  updatedAt: string;
  mergedAt?: string;
  space: string;
  revision: string;
  revisionInitial: string;
  comments: number;
  outdated: boolean;
};

export type ChangeRequestUpdate = { subject?: string; status?: ChangeRequestStatus };

export type MergeResult = {
  revision: string;
  result: 'merge' | 'update' | 'conflicts';
  conflicts?: string[];
};

export type PageCreate = { title: string; markdown: string; parent?: string };
export type PageUpdate = { title?: string; markdown?: string };

export type Reaction = { emoji: string; count: number; users: { user: User }[] };

export type Comment = {
  object: 'comment';
  id: string;
  postedBy: User;
  postedAt: string;
  editedAt?: string;
  reactions: Reaction[];
  replies: number;
  body: { markdown: string };
  target: { page?: { id: string; title?: string; outdated: boolean } };
  permissions: { view: boolean; edit: boolean; reply: boolean; delete: boolean };
  status: 'open' | 'resolved';
  resolvedAt?: string;
  resolvedBy?: User;
};

export type CommentReply = {
  object: 'comment-reply';
  id: string;
  postedBy: User;
  postedAt: string;
  reactions: Reaction[];
  body: { markdown: string };
};

export type CommentStatus = 'open' | 'resolved' | 'all';
export type CommentCreate = { page?: string; body: { markdown: string } };
export type CommentUpdate = {
  resolved?: boolean;
  body?: { markdown: string };
  addedReactions?: string[];
  removedReactions?: string[];
};
