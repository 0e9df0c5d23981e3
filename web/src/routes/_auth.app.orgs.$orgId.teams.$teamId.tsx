import { createRoute } from '@tanstack/react-router';
import { teamQueryOptions } from '@/features/teams/api/get-team';
import { teamMembersQueryOptions } from '@/features/teams/api/get-team-members';
import { TeamPage } from '@/features/teams/components/team-page';
import { Route as orgRoute } from './_auth.app.orgs.$orgId';

/** A team: rename, delete, members. */
export const Route = createRoute({
  getParentRoute: () => orgRoute,
  path: '/teams/$teamId',
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(teamQueryOptions(params.orgId, params.teamId));
    void context.queryClient.prefetchInfiniteQuery(
      teamMembersQueryOptions(params.orgId, params.teamId),
    );
  },
  component: function TeamRoute() {
    const { orgId, teamId } = Route.useParams();
    return <TeamPage orgId={orgId} teamId={teamId} />;
  },
});
