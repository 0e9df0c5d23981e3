import { createRoute, redirect } from '@tanstack/react-router';
import { orgsQueryOptions } from '@/features/orgs/api/get-orgs';
import { NoOrganizations } from '@/features/orgs/components/no-organizations';
import { Route as appRoute } from './_auth.app';

/** /app: open the first organization, or explain there is none. */
export const Route = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  loader: async ({ context }) => {
    const orgs = await context.queryClient.ensureQueryData(orgsQueryOptions());
    const first = orgs.items[0];
    if (first) throw redirect({ to: '/app/orgs/$orgId/sites', params: { orgId: first.id } });
  },
  component: NoOrganizations,
});
