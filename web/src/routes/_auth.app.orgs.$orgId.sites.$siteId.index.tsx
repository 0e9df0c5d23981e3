import { createRoute, redirect } from '@tanstack/react-router';
import { Route as siteRoute } from './_auth.app.orgs.$orgId.sites.$siteId';

export const Route = createRoute({
  getParentRoute: () => siteRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/app/orgs/$orgId/sites/$siteId/structure', params, replace: true });
  },
});
