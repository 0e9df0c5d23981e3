import { createRoute } from '@tanstack/react-router';
import { structureQueryOptions } from '@/features/site-structure/api/get-site-structure';
import { StructureTab } from '@/features/site-structure/components/structure-tab';
import { Route as siteRoute } from './_auth.app.orgs.$orgId.sites.$siteId';

export const Route = createRoute({
  getParentRoute: () => siteRoute,
  path: '/structure',
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(structureQueryOptions(params.orgId, params.siteId));
  },
  component: function StructureRoute() {
    const { orgId, siteId } = Route.useParams();
    return <StructureTab orgId={orgId} siteId={siteId} />;
  },
});
