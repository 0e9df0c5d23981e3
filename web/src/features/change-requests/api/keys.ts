import { spaceKeys, spacePath } from '@/features/spaces/api/keys';

/** Query keys of change requests: under their space, so a space refresh covers them. */
export const changeRequestKeys = {
  all: (spaceId: string) => [...spaceKeys.detail(spaceId), 'change-requests'] as const,
  lists: (spaceId: string) => [...changeRequestKeys.all(spaceId), 'list'] as const,
  list: (spaceId: string, status: string) => [...changeRequestKeys.lists(spaceId), status] as const,
  detail: (spaceId: string, number: string) =>
    [...changeRequestKeys.all(spaceId), 'detail', number] as const,
  content: (spaceId: string, number: string) =>
    [...changeRequestKeys.detail(spaceId, number), 'content'] as const,
  page: (spaceId: string, number: string, pageId: string) =>
    [...changeRequestKeys.content(spaceId, number), 'page', pageId] as const,
  comments: (spaceId: string, number: string) =>
    [...changeRequestKeys.detail(spaceId, number), 'comments'] as const,
  commentList: (spaceId: string, number: string, status: string) =>
    [...changeRequestKeys.comments(spaceId, number), 'list', status] as const,
  replies: (spaceId: string, number: string, commentId: string) =>
    [...changeRequestKeys.comments(spaceId, number), 'replies', commentId] as const,
};

export const changeRequestsPath = (spaceId: string) => `${spacePath(spaceId)}/change-requests`;
export const changeRequestPath = (spaceId: string, number: string) =>
  `${changeRequestsPath(spaceId)}/${encodeURIComponent(number)}`;
