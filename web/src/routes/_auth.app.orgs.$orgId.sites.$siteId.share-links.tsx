import { createRoute } from '@tanstack/react-router';
import { shareLinksQueryOptions } from '@/features/share-links/api/get-share-links';
import { ShareLinksTab } from '@/features/share-links/components/share-links-tab';
import { Route as siteRoute } from './_auth.app.orgs.$orgId.sites.$siteId';

export const Route = createRoute({
  getParentRoute: () => siteRoute,
  path: '/share-links',
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(shareLinksQueryOptions(params.orgId, params.siteId));
  },
  component: function ShareLinksRoute() {
    const { orgId, siteId } = Route.useParams();
    return <ShareLinksTab orgId={orgId} siteId={siteId} />;
  },
});
