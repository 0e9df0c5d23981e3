import { createRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { membersQueryOptions } from '@/features/members/api/get-members';
import { MembersPage } from '@/features/members/components/members-page';
import { ROLES } from '@/lib/roles';
import { Route as orgRoute } from './_auth.app.orgs.$orgId';

const MembersSearch = z.object({
  search: z.string().max(256).optional().catch(undefined),
  role: z.enum(ROLES).optional().catch(undefined),
  sort: z.enum(['joinedAt', 'lastSeenAt']).optional().catch(undefined),
  order: z.enum(['asc', 'desc']).optional().catch(undefined),
});

export const Route = createRoute({
  getParentRoute: () => orgRoute,
  path: '/members',
  validateSearch: MembersSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    void context.queryClient.prefetchInfiniteQuery(membersQueryOptions(params.orgId, deps));
  },
  component: function MembersRoute() {
    const { orgId } = Route.useParams();
    const filters = Route.useSearch();
    const navigate = Route.useNavigate();
    const onFiltersChange = useCallback(
      (next: Partial<typeof filters>) =>
        void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }),
      [navigate],
    );
    return <MembersPage orgId={orgId} filters={filters} onFiltersChange={onFiltersChange} />;
  },
});
