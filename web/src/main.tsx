import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionQueryKey } from './features/auth/api/get-session';
import { onUnauthorized, queryClient } from './lib/query-client';
import { router } from './router';
import './styles.css';

// A 401 while signed in means the session ended: go to sign-in and come back afterwards.
onUnauthorized(() => {
  if (!queryClient.getQueryData(sessionQueryKey)) return;
  const { pathname, href } = router.state.location;
  queryClient.removeQueries({ queryKey: sessionQueryKey });
  if (pathname === '/sign-in') return;
  void router
    .navigate({ to: '/sign-in', search: { redirect: href, expired: true } })
    .then(() => queryClient.clear());
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
