import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { sitesQueryOptions } from '@/features/sites/api/get-sites';
import { SitesPage } from '@/features/sites/components/sites-page';
import { Route as orgRoute } from './_auth.app.orgs.$orgId';

const SitesSearch = z.object({
  title: z.string().max(128).optional().catch(undefined),
  published: z.boolean().optional().catch(undefined),
});

export const Route = createRoute({
  getParentRoute: () => orgRoute,
  path: '/sites',
  validateSearch: SitesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    void context.queryClient.prefetchInfiniteQuery(sitesQueryOptions(params.orgId, deps));
  },
  component: function SitesRoute() {
    const { orgId } = Route.useParams();
    const filters = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <SitesPage
        orgId={orgId}
        filters={filters}
        onFiltersChange={(next) =>
          navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })
        }
      />
    );
  },
});
