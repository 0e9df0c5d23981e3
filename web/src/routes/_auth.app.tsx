import { createRoute, Outlet } from '@tanstack/react-router';
import { Route as authRoute } from './_auth';

export const Route = createRoute({
  getParentRoute: () => authRoute,
  path: '/app',
  component: Outlet,
});
