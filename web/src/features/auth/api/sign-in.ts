import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, setCsrfToken } from '@/lib/api-client';
import type { Session } from '../types';
import { sessionQueryKey } from './get-session';

export type SignInInput = { email: string; password: string };

/** POST /auth/sign-in → sets the HttpOnly session cookie. */
export async function signIn(input: SignInInput): Promise<Session> {
  const session = await api<Session>('/auth/sign-in', { method: 'POST', body: input });
  setCsrfToken(session.csrfToken);
  return session;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    meta: { skipAuthRedirect: true },
    onSuccess: (session) => {
      // Whatever was cached belonged to the previous session.
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, session);
    },
  });
}
