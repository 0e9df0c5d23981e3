import { Link, useNavigate } from '@tanstack/react-router';
import { ListFooter } from '@/components/ui/list-footer';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Badge, Card, PageHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/field';
import { ListSkeleton } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useOrg } from '@/features/orgs/api/get-org';
import { SiteMark } from '@/features/sites/components/site-mark';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTeams } from '../api/get-teams';
import type { Team, TeamFilters } from '../types';
import { CreateTeamDialog } from './create-team-dialog';

export const plural = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

export const teamsIcon = (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    className="size-5"
    aria-hidden="true"
  >
    <path
      strokeLinecap="round"
      strokeLinejoin="round"
      d="M18 18.72a9.094 9.094 0 0 0 3.741-.479 3 3 0 0 0-4.682-2.72m.94 3.198.001.031c0 .225-.012.447-.037.666A11.944 11.944 0 0 1 12 21c-2.17 0-4.207-.576-5.963-1.584A6.062 6.062 0 0 1 6 18.719m12 0a5.971 5.971 0 0 0-.941-3.197m0 0A5.995 5.995 0 0 0 12 12.75a5.995 5.995 0 0 0-5.058 2.772m0 0a3 3 0 0 0-4.681 2.72 8.986 8.986 0 0 0 3.74.477m.94-3.197a5.971 5.971 0 0 0-.94 3.197M15 6.75a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm6 3a2.25 2.25 0 1 1-4.5 0 2.25 2.25 0 0 1 4.5 0Zm-13.5 0a2.25 2.25 0 1 1-4.5 0 2.25 2.25 0 0 1 4.5 0Z"
    />
  </svg>
);

function TeamRow({ orgId, team }: { orgId: string; team: Team }) {
  return (
    <li
      className="group relative grid grid-cols-1 gap-2 px-5 py-4 hover:bg-slate-50/70 md:grid-cols-[minmax(0,1fr)_8rem_8rem_8rem] md:items-center md:gap-4"
      data-testid="team-row"
    >
      <div className="flex min-w-0 items-center gap-3">
        <SiteMark title={team.title} />
        <div className="min-w-0">
          <Link
            to="/app/orgs/$orgId/teams/$teamId"
            params={{ orgId, teamId: team.id }}
            className="block truncate text-sm font-semibold text-slate-900 after:absolute after:inset-0 hover:text-brand-700"
          >
            {team.title}
          </Link>
          {team.permissions.admin && (
            <p className="mt-0.5">
              <Badge tone="brand">You manage it</Badge>
            </p>
          )}
        </div>
      </div>
      <div className="flex items-center gap-2 text-sm text-slate-600">
        <span className="w-20 text-xs text-slate-500 md:hidden">Members</span>
        {plural(team.members, 'member', 'members')}
      </div>
      <div className="flex items-center gap-2 text-sm text-slate-600">
        <span className="w-20 text-xs text-slate-500 md:hidden">Spaces</span>
        {plural(team.spaces, 'space', 'spaces')}
      </div>
      <div className="flex items-center gap-2 text-sm text-slate-600">
        <span className="w-20 text-xs text-slate-500 md:hidden">Created</span>
        <time dateTime={team.createdAt}>{formatDate(team.createdAt)}</time>
      </div>
    </li>
  );
}

/** Teams of an organization: filter by title, create one (admins). */
export function TeamsPage({
  orgId,
  filters,
  onFiltersChange,
}: {
  orgId: string;
  filters: TeamFilters;
  onFiltersChange: (next: Partial<TeamFilters>) => void;
}) {
  const org = useOrg(orgId);
  useDocumentTitle('Teams', org.data?.title);
  const teams = useTeams(orgId, filters);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [search, setSearch] = useState(filters.title ?? '');
  const canCreate = org.data?.permissions.admin ?? false;

  // The filter box updates the URL once typing pauses, and follows it (back button, "clear").
  useEffect(() => {
    const value = search.trim();
    if (value === (filters.title ?? '')) return;
    const timer = setTimeout(() => onFiltersChange({ title: value || undefined }), 300);
    return () => clearTimeout(timer);
  }, [search, filters.title, onFiltersChange]);
  useEffect(() => setSearch(filters.title ?? ''), [filters.title]);

  const items = teams.data?.pages.flatMap((page) => page.items) ?? [];
  const total = teams.data?.pages[0]?.count;

  return (
    <div>
      <PageHeader
        title="Teams"
        description={
          canCreate
            ? 'Groups of members. Create teams and choose who belongs to them.'
            : 'Groups of members of the organization.'
        }
        actions={
          canCreate && (
            <Button onClick={() => setCreating(true)}>
              <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
                <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
              </svg>
              New team
            </Button>
          )
        }
      />
      <Card>
        <div className="border-b border-slate-100 px-5 py-4">
          <div className="relative">
            <svg
              viewBox="0 0 20 20"
              fill="currentColor"
              className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-400"
              aria-hidden="true"
            >
              <path
                fillRule="evenodd"
                d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.452 4.391l3.328 3.329a.75.75 0 1 1-1.06 1.06l-3.329-3.328A7 7 0 0 1 2 9Z"
                clipRule="evenodd"
              />
            </svg>
            <Input
              type="search"
              aria-label="Filter teams by title"
              placeholder="Filter by title"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-9"
              maxLength={64}
            />
          </div>
        </div>

        {teams.isPending ? (
          <ListSkeleton rows={3} label="Loading teams" />
        ) : teams.isError && items.length === 0 ? (
          <ErrorState
            error={teams.error}
            title="Could not load the teams"
            onRetry={() => void teams.refetch()}
          />
        ) : items.length === 0 ? (
          filters.title ? (
            <EmptyState
              title="No teams match"
              description="Try another title."
              action={
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onFiltersChange({ title: undefined })}
                >
                  Clear filter
                </Button>
              }
            />
          ) : (
            <EmptyState
              title="No teams yet"
              description={
                canCreate
                  ? 'Create a team to group members and give them access to spaces together.'
                  : 'An admin of the organization can create teams.'
              }
              icon={teamsIcon}
              action={canCreate && <Button onClick={() => setCreating(true)}>Create a team</Button>}
            />
          )
        ) : (
          <>
            <div className="hidden grid-cols-[minmax(0,1fr)_8rem_8rem_8rem] gap-4 border-b border-slate-100 bg-slate-50/60 px-5 py-2 text-xs font-medium tracking-wide text-slate-500 uppercase md:grid">
              <span>Team</span>
              <span>Members</span>
              <span>Spaces</span>
              <span>Created</span>
            </div>
            <ul
              className={
                teams.isPlaceholderData
                  ? 'divide-y divide-slate-100 opacity-60 transition-opacity'
                  : 'divide-y divide-slate-100'
              }
              aria-label="Teams"
              aria-busy={teams.isFetching || undefined}
            >
              {items.map((team) => (
                <TeamRow key={team.id} orgId={orgId} team={team} />
              ))}
            </ul>
            <ListFooter shown={items.length} total={total} noun={['team', 'teams']} query={teams} />
          </>
        )}
      </Card>

      <CreateTeamDialog
        orgId={orgId}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(team) => {
          setCreating(false);
          void navigate({
            to: '/app/orgs/$orgId/teams/$teamId',
            params: { orgId, teamId: team.id },
          });
        }}
      />
    </div>
  );
}
