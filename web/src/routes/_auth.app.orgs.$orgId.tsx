import { createRoute } from '@tanstack/react-router';
import { AppShell } from '@/components/layout/app-shell';
import { OrgRouteError } from '@/components/layout/route-states';
import { orgQueryOptions } from '@/features/orgs/api/get-org';
import { orgsQueryOptions } from '@/features/orgs/api/get-orgs';
import { Route as appRoute } from './_auth.app';

/** Organization layout: header, org switcher and side nav around every org page. */
export const Route = createRoute({
  getParentRoute: () => appRoute,
  path: '/orgs/$orgId',
  loader: async ({ context, params }) => {
    void context.queryClient.prefetchQuery(orgsQueryOptions());
    await context.queryClient.ensureQueryData(orgQueryOptions(params.orgId));
  },
  component: function OrgLayout() {
    const { orgId } = Route.useParams();
    return <AppShell orgId={orgId} />;
  },
  errorComponent: OrgRouteError,
});
