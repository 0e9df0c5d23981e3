import { createRoute, redirect } from '@tanstack/react-router';
import { Route as orgRoute } from './_auth.app.orgs.$orgId';

export const Route = createRoute({
  getParentRoute: () => orgRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/app/orgs/$orgId/sites', params });
  },
});
