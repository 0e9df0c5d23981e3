import { createRoute } from '@tanstack/react-router';
import { SsoPage } from '@/features/sso/components/sso-page';
import { Route as orgRoute } from './_auth.app.orgs.$orgId';

export const Route = createRoute({
  getParentRoute: () => orgRoute,
  path: '/sso',
  component: function SsoRoute() {
    const { orgId } = Route.useParams();
    return <SsoPage orgId={orgId} />;
  },
});
