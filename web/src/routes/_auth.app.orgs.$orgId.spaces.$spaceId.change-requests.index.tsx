import { createRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { changeRequestsQueryOptions } from '@/features/change-requests/api/get-change-requests';
import { ChangeRequestsPage } from '@/features/change-requests/components/change-requests-page';
import type { ChangeRequest, ChangeRequestStatus } from '@/features/change-requests/types';
import { Route as orgRoute } from './_auth.app.orgs.$orgId';

const ChangeRequestsSearch = z.object({
  status: z.enum(['draft', 'open', 'archived', 'merged']).default('open').catch('open'),
});

/** The change requests of a space, by status (in the URL), with “New change request”. */
export const Route = createRoute({
  getParentRoute: () => orgRoute,
  path: '/spaces/$spaceId/change-requests',
  validateSearch: ChangeRequestsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    void context.queryClient.prefetchQuery(changeRequestsQueryOptions(params.spaceId, deps.status));
  },
  component: function ChangeRequestsRoute() {
    const { orgId, spaceId } = Route.useParams();
    const { status } = Route.useSearch();
    const navigate = Route.useNavigate();
    const onStatusChange = useCallback(
      (next: ChangeRequestStatus) => void navigate({ search: { status: next }, replace: true }),
      [navigate],
    );
    const onOpen = useCallback(
      (cr: ChangeRequest) =>
        void navigate({
          to: '/app/orgs/$orgId/spaces/$spaceId/change-requests/$number',
          params: { orgId, spaceId, number: String(cr.number) },
          search: {},
        }),
      [navigate, orgId, spaceId],
    );
    return (
      <ChangeRequestsPage
        orgId={orgId}
        spaceId={spaceId}
        status={status}
        onStatusChange={onStatusChange}
        onOpen={onOpen}
      />
    );
  },
});
