import { createRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { spaceQueryOptions } from '@/features/spaces/api/get-space';
import { spaceContentQueryOptions } from '@/features/spaces/api/get-space-content';
import { SpacePage } from '@/features/spaces/components/space-page';
import { Route as orgRoute } from './_auth.app.orgs.$orgId';

const SpaceSearch = z.object({
  /** The selected page (its ID); absent: the first page. */
  page: z.string().max(64).optional().catch(undefined),
  /** A section anchor of the page to scroll to (from a search result). */
  section: z.string().max(256).optional().catch(undefined),
});

/** A space: page tree, the selected page, search, broken links, rename and delete. */
export const Route = createRoute({
  getParentRoute: () => orgRoute,
  path: '/spaces/$spaceId',
  validateSearch: SpaceSearch,
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(spaceQueryOptions(params.spaceId));
    void context.queryClient.prefetchQuery(spaceContentQueryOptions(params.spaceId));
  },
  component: function SpaceRoute() {
    const { orgId, spaceId } = Route.useParams();
    const { page, section } = Route.useSearch();
    const navigate = Route.useNavigate();
    const onSelect = useCallback(
      (pageId: string, nextSection?: string) =>
        void navigate({ search: { page: pageId, section: nextSection } }),
      [navigate],
    );
    return (
      <SpacePage
        orgId={orgId}
        spaceId={spaceId}
        pageId={page}
        section={section}
        onSelect={onSelect}
      />
    );
  },
});
