import type { Urls } from '../../lib/urls.js';

type UserRow = { id: string; displayName: string; email: string; photoURL: string | null };

export function presentUser(urls: Urls, user: UserRow) {
  return {
    object: 'user' as const,
    id: user.id,
    displayName: user.displayName,
    email: user.email,
    ...(user.photoURL ? { photoURL: user.photoURL } : {}),
    urls: urls.user(user.id),
  };
}
