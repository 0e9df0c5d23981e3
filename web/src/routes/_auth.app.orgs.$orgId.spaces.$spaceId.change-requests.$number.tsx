import { createRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { changeRequestQueryOptions } from '@/features/change-requests/api/get-change-request';
import { changeRequestContentQueryOptions } from '@/features/change-requests/api/get-change-request-content';
import { ChangeRequestPage } from '@/features/change-requests/components/change-request-page';
import { spaceContentQueryOptions } from '@/features/spaces/api/get-space-content';
import { Route as orgRoute } from './_auth.app.orgs.$orgId';

const ChangeRequestSearch = z.object({
  /** The selected page of the change request (its ID). */
  page: z.string().max(64).optional().catch(undefined),
});

/** A change request: header, page tree with diffs and editing, discussion. */
export const Route = createRoute({
  getParentRoute: () => orgRoute,
  path: '/spaces/$spaceId/change-requests/$number',
  validateSearch: ChangeRequestSearch,
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(
      changeRequestQueryOptions(params.spaceId, params.number),
    );
    void context.queryClient.prefetchQuery(
      changeRequestContentQueryOptions(params.spaceId, params.number),
    );
    void context.queryClient.prefetchQuery(spaceContentQueryOptions(params.spaceId));
  },
  component: function ChangeRequestRoute() {
    const { orgId, spaceId, number } = Route.useParams();
    const { page } = Route.useSearch();
    const navigate = Route.useNavigate();
    const onSelect = useCallback(
      (pageId: string | undefined) => void navigate({ search: { page: pageId } }),
      [navigate],
    );
    return (
      <ChangeRequestPage
        orgId={orgId}
        spaceId={spaceId}
        number={number}
        pageId={page}
        onSelect={onSelect}
      />
    );
  },
});
