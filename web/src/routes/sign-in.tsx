import { createRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { sessionQueryOptions } from '@/features/auth/api/get-session';
import { SignInPage } from '@/features/auth/components/sign-in-page';
import { safeRedirect } from '@/features/auth/redirect';
import { Route as rootRoute } from './__root';

const SignInSearch = z.object({
  redirect: z.string().optional().catch(undefined),
  expired: z.boolean().optional().catch(undefined),
  /** An organization ID: its single sign-on choices are offered too. */
  org: z.string().min(1).max(64).optional().catch(undefined),
});

export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  validateSearch: SignInSearch,
  beforeLoad: async ({ context, search }) => {
    // Already signed in: go straight on.
    const session = await context.queryClient
      .ensureQueryData(sessionQueryOptions())
      .catch(() => null);
    if (session) throw redirect({ href: safeRedirect(search.redirect) });
  },
  component: function SignInRoute() {
    const search = Route.useSearch();
    return (
      <SignInPage
        redirectTo={safeRedirect(search.redirect)}
        expired={search.expired ?? false}
        orgId={search.org}
      />
    );
  },
});
