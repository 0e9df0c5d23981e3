import { createRoute } from '@tanstack/react-router';
import { adaptiveSchemaQueryOptions } from '@/features/sites/api/get-adaptive-schema';
import { SiteSettingsTab } from '@/features/sites/components/site-settings-tab';
import { Route as siteRoute } from './_auth.app.orgs.$orgId.sites.$siteId';

export const Route = createRoute({
  getParentRoute: () => siteRoute,
  path: '/settings',
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(adaptiveSchemaQueryOptions(params.orgId, params.siteId));
  },
  component: function SiteSettingsRoute() {
    const { orgId, siteId } = Route.useParams();
    return <SiteSettingsTab orgId={orgId} siteId={siteId} />;
  },
});
