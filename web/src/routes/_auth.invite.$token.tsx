import { createRoute } from '@tanstack/react-router';
import { JoinInvitePage } from '@/features/invites/components/join-invite-page';
import { Route as authRoute } from './_auth';

/** Where invite link URLs (`/invite/<token>`) land. */
export const Route = createRoute({
  getParentRoute: () => authRoute,
  path: '/invite/$token',
  component: function InviteRoute() {
    const { token } = Route.useParams();
    return <JoinInvitePage token={token} />;
  },
});
