import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, setCsrfToken } from '@/lib/api-client';
import type { Session } from '../types';

export const sessionQueryKey = ['session'] as const;

/** GET /auth/session → the signed-in user and the CSRF token (401 when signed out). */
export async function getSession(signal?: AbortSignal): Promise<Session> {
  const session = await api<Session>('/auth/session', { signal });
  setCsrfToken(session.csrfToken);
  return session;
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
