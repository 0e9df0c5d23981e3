import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, setCsrfToken } from '@/lib/api-client';
import type { Session } from '../types';
import { sessionQueryKey } from './get-session';

export type SignUpInput = {
  inviteToken: string;
  email: string;
  displayName: string;
  password: string;
};
export type SignUpResult = Session & { organizationId: string };

/** POST /auth/sign-up → creates the account from an invite link, joins, signs in. */
export async function signUp(input: SignUpInput): Promise<SignUpResult> {
  const result = await api<SignUpResult>('/auth/sign-up', { method: 'POST', body: input });
  setCsrfToken(result.csrfToken);
  return result;
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    meta: { skipAuthRedirect: true },
    onSuccess: ({ organizationId: _org, ...session }) => {
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, session);
    },
  });
}
