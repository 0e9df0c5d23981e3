import { createRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { teamsQueryOptions } from '@/features/teams/api/get-teams';
import { TeamsPage } from '@/features/teams/components/teams-page';
import { Route as orgRoute } from './_auth.app.orgs.$orgId';

const TeamsSearch = z.object({
  title: z.string().max(64).optional().catch(undefined),
});

export const Route = createRoute({
  getParentRoute: () => orgRoute,
  path: '/teams',
  validateSearch: TeamsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    void context.queryClient.prefetchInfiniteQuery(teamsQueryOptions(params.orgId, deps));
  },
  component: function TeamsRoute() {
    const { orgId } = Route.useParams();
    const filters = Route.useSearch();
    const navigate = Route.useNavigate();
    const onFiltersChange = useCallback(
      (next: Partial<typeof filters>) =>
        void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }),
      [navigate],
    );
    return <TeamsPage orgId={orgId} filters={filters} onFiltersChange={onFiltersChange} />;
  },
});
