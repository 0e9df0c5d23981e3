// The route tree, assembled from the thin route files in ./routes (code-based routing:
// each file exports `Route`; add a new page by creating its file and listing it here).
import { createRouter } from '@tanstack/react-router';
import { NotFound, RouteError } from './components/layout/route-states';
import { PageSpinner } from './components/ui/spinner';
import { queryClient } from './lib/query-client';
import { Route as rootRoute } from './routes/__root';
import { Route as indexRoute } from './routes/index';
import { Route as signInRoute } from './routes/sign-in';
import { Route as inviteSignUpRoute } from './routes/invite.$token.sign-up';
import { Route as authRoute } from './routes/_auth';
import { Route as inviteRoute } from './routes/_auth.invite.$token';
import { Route as appRoute } from './routes/_auth.app';
import { Route as appIndexRoute } from './routes/_auth.app.index';
import { Route as orgRoute } from './routes/_auth.app.orgs.$orgId';
import { Route as orgIndexRoute } from './routes/_auth.app.orgs.$orgId.index';
import { Route as orgSettingsRoute } from './routes/_auth.app.orgs.$orgId.settings';
import { Route as orgMembersRoute } from './routes/_auth.app.orgs.$orgId.members';
import { Route as orgApiTokensRoute } from './routes/_auth.app.orgs.$orgId.api-tokens';
import { Route as teamsRoute } from './routes/_auth.app.orgs.$orgId.teams.index';
import { Route as teamRoute } from './routes/_auth.app.orgs.$orgId.teams.$teamId';
import { Route as spacesRoute } from './routes/_auth.app.orgs.$orgId.spaces.index';
import { Route as spaceRoute } from './routes/_auth.app.orgs.$orgId.spaces.$spaceId';
import { Route as changeRequestsRoute } from './routes/_auth.app.orgs.$orgId.spaces.$spaceId.change-requests.index';
import { Route as changeRequestRoute } from './routes/_auth.app.orgs.$orgId.spaces.$spaceId.change-requests.$number';
import { Route as orgSsoRoute } from './routes/_auth.app.orgs.$orgId.sso';
import { Route as sitesRoute } from './routes/_auth.app.orgs.$orgId.sites.index';
import { Route as siteRoute } from './routes/_auth.app.orgs.$orgId.sites.$siteId';
import { Route as siteIndexRoute } from './routes/_auth.app.orgs.$orgId.sites.$siteId.index';
import { Route as siteStructureRoute } from './routes/_auth.app.orgs.$orgId.sites.$siteId.structure';
import { Route as siteShareLinksRoute } from './routes/_auth.app.orgs.$orgId.sites.$siteId.share-links';
import { Route as siteSettingsRoute } from './routes/_auth.app.orgs.$orgId.sites.$siteId.settings';

export const routeTree = rootRoute.addChildren([
  indexRoute,
  signInRoute,
  inviteSignUpRoute,
  authRoute.addChildren([
    inviteRoute,
    appRoute.addChildren([
      appIndexRoute,
      orgRoute.addChildren([
        orgIndexRoute,
        orgSettingsRoute,
        orgMembersRoute,
        orgApiTokensRoute,
        teamsRoute,
        teamRoute,
        orgSsoRoute,
        spacesRoute,
        spaceRoute,
        changeRequestsRoute,
        changeRequestRoute,
        sitesRoute,
        siteRoute.addChildren([
          siteIndexRoute,
          siteStructureRoute,
          siteShareLinksRoute,
          siteSettingsRoute,
        ]),
      ]),
    ]),
  ]),
]);

export const router = createRouter({
  routeTree,
  context: { queryClient },
  // TanStack Query owns caching; loaders only warm it.
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  defaultPendingMs: 300,
  defaultPendingComponent: () => <PageSpinner />,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
