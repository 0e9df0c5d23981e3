import { createRoute } from '@tanstack/react-router';
import { OrgSettingsPage } from '@/features/orgs/components/org-settings-page';
import { Route as orgRoute } from './_auth.app.orgs.$orgId';

export const Route = createRoute({
  getParentRoute: () => orgRoute,
  path: '/settings',
  component: function SettingsRoute() {
    const { orgId } = Route.useParams();
    return <OrgSettingsPage orgId={orgId} />;
  },
});
