import { createRoute } from '@tanstack/react-router';
import { SignUpPage } from '@/features/auth/components/sign-up-page';
import { Route as rootRoute } from './__root';

/** Public: an invite link's holder without an account creates one here. */
export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/invite/$token/sign-up',
  component: function InviteSignUpRoute() {
    const { token } = Route.useParams();
    return <SignUpPage token={token} />;
  },
});
