import { createRoute, Outlet, redirect } from '@tanstack/react-router';
import { sessionQueryOptions } from '@/features/auth/api/get-session';
import { isApiError } from '@/lib/api-client';
import { Route as rootRoute } from './__root';

/** Auth layout: everything below needs a session; without one, sign in and come back. */
export const Route = createRoute({
  getParentRoute: () => rootRoute,
  id: '_auth',
  beforeLoad: async ({ context, location }) => {
    try {
      const session = await context.queryClient.ensureQueryData(sessionQueryOptions());
      return { session };
    } catch (error) {
      if (isApiError(error, 401))
        throw redirect({ to: '/sign-in', search: { redirect: location.href } });
      throw error;
    }
  },
  component: Outlet,
});
