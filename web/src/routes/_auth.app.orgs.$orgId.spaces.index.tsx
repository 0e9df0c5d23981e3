import { createRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { spacesQueryOptions } from '@/features/spaces/api/get-spaces';
import { SpacesPage } from '@/features/spaces/components/spaces-page';
import { Route as orgRoute } from './_auth.app.orgs.$orgId';

const SpacesSearch = z.object({
  title: z.string().max(256).optional().catch(undefined),
  /** true: the trash (spaces deleted within the last 7 days). */
  deleted: z.boolean().optional().catch(undefined),
});

export const Route = createRoute({
  getParentRoute: () => orgRoute,
  path: '/spaces',
  validateSearch: SpacesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    void context.queryClient.prefetchInfiniteQuery(spacesQueryOptions(params.orgId, deps));
  },
  component: function SpacesRoute() {
    const { orgId } = Route.useParams();
    const filters = Route.useSearch();
    const navigate = Route.useNavigate();
    const onFiltersChange = useCallback(
      (next: Partial<typeof filters>) =>
        void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }),
      [navigate],
    );
    return <SpacesPage orgId={orgId} filters={filters} onFiltersChange={onFiltersChange} />;
  },
});
