import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, setCsrfToken } from '@/lib/api-client';

/** POST /auth/sign-out (with the CSRF token) → 204. */
export async function signOut(): Promise<void> {
  await api<void>('/auth/sign-out', { method: 'POST' });
  setCsrfToken(null);
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      setCsrfToken(null);
      queryClient.clear();
    },
  });
}
