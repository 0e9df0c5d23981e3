import { createRoute } from '@tanstack/react-router';
import { siteQueryOptions } from '@/features/sites/api/get-site';
import { SiteLayout } from '@/features/sites/components/site-layout';
import { Route as orgRoute } from './_auth.app.orgs.$orgId';

/** A site: header and tabs (structure, share links, settings). */
export const Route = createRoute({
  getParentRoute: () => orgRoute,
  path: '/sites/$siteId',
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(siteQueryOptions(params.orgId, params.siteId));
  },
  component: function SiteRoute() {
    const { orgId, siteId } = Route.useParams();
    return <SiteLayout orgId={orgId} siteId={siteId} />;
  },
});
