import { zodResolver } from '@hookform/resolvers/zod';
import { ListFooter } from '@/components/ui/list-footer';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Badge, Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field, Input, Select } from '@/components/ui/field';
import { ListSkeleton, Skeleton, Spinner } from '@/components/ui/spinner';
import { Alert, EmptyState, ErrorState } from '@/components/ui/states';
import { useSession } from '@/features/auth/api/get-session';
import { useOrg } from '@/features/orgs/api/get-org';
import { SiteMark } from '@/features/sites/components/site-mark';
import { applyServerError } from '@/features/sites/form-errors';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteTeam } from '../api/delete-team';
import { useTeam } from '../api/get-team';
import { useTeamMembers } from '../api/get-team-members';
import { useRemoveTeamMember } from '../api/remove-team-member';
import { useSetTeamMemberRole } from '../api/set-team-member-role';
import { useUpdateTeam } from '../api/update-team';
import { RenameTeamSchema, type RenameTeamValues } from '../schema';
import { TEAM_ROLE_LABELS, TEAM_ROLES, type Team, type TeamMember, type TeamRole } from '../types';
import { AddTeamMembersDialog } from './add-team-members-dialog';
import { plural, teamsIcon } from './teams-page';

function BackToTeams({ orgId }: { orgId: string }) {
  return (
    <Link
      to="/app/orgs/$orgId/teams"
      params={{ orgId }}
      className="inline-flex items-center gap-1 text-sm font-medium text-slate-500 hover:text-slate-800"
    >
      <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
        <path
          fillRule="evenodd"
          d="M11.78 5.22a.75.75 0 0 1 0 1.06L8.06 10l3.72 3.72a.75.75 0 1 1-1.06 1.06l-4.25-4.25a.75.75 0 0 1 0-1.06l4.25-4.25a.75.75 0 0 1 1.06 0Z"
          clipRule="evenodd"
        />
      </svg>
      Teams
    </Link>
  );
}

function RenameForm({ orgId, team }: { orgId: string; team: Team }) {
  const update = useUpdateTeam(orgId, team.id);
  const [saved, setSaved] = useState(false);
  const form = useForm<RenameTeamValues>({
    resolver: zodResolver(RenameTeamSchema),
    defaultValues: { title: team.title },
  });
  const { errors, isDirty, isSubmitting } = form.formState;

  // Renamed elsewhere: take the new title unless editing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset({ title: team.title });
  }, [team.title, form]);
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), 5000);
    return () => clearTimeout(timer);
  }, [saved]);

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      const renamed = await update.mutateAsync({ title: values.title });
      form.reset({ title: renamed.title });
      setSaved(true);
    } catch (error) {
      applyServerError(error, form.setError, ['title']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="team-general-title">
      <Card>
        <CardHeader
          id="team-general-title"
          title="General"
          description="The team's name, as members and admins see it."
        />
        <div className="space-y-4 px-5 py-5">
          {errors.root?.server && (
            <Alert tone="error" title="Could not rename the team">
              {errors.root.server.message}
            </Alert>
          )}
          <Field
            label="Team title"
            error={errors.title?.message}
            hint="Between 1 and 64 characters."
          >
            {(field) => (
              <Input
                {...field}
                {...form.register('title')}
                invalid={!!errors.title}
                className="max-w-lg"
                maxLength={64}
              />
            )}
          </Field>
        </div>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 px-5 py-3 sm:flex-row sm:items-center sm:justify-end">
          {saved && (
            <p role="status" className="text-sm font-medium text-emerald-700 sm:mr-auto">
              Team renamed
            </p>
          )}
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            Save
          </Button>
        </div>
      </Card>
    </form>
  );
}

function TeamMemberRow({
  orgId,
  teamId,
  item,
  canManage,
  isSelf,
  onRemove,
}: {
  orgId: string;
  teamId: string;
  item: TeamMember;
  canManage: boolean;
  isSelf: boolean;
  onRemove: (item: TeamMember) => void;
}) {
  const setRole = useSetTeamMemberRole(orgId, teamId);
  const member = item.organization;
  const name = member.user.displayName || member.user.email;
  const shownRole =
    setRole.isPending && setRole.variables ? setRole.variables.role : item.team.role;
  return (
    <li
      className="grid grid-cols-1 gap-3 px-5 py-4 md:grid-cols-[minmax(0,1fr)_10rem_2.5rem] md:items-center md:gap-4"
      data-testid="team-member-row"
    >
      <div className="flex min-w-0 items-center gap-3">
        <Avatar name={name} seed={member.id} />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-1.5 text-sm font-medium text-slate-900">
            <span className="truncate">{name}</span>
            {isSelf && <Badge tone="brand">You</Badge>}
            {member.disabled && <Badge tone="red">Disabled</Badge>}
          </p>
          <p className="truncate text-sm text-slate-500">{member.user.email}</p>
          {setRole.isError && (
            <p role="alert" className="mt-1 text-xs text-red-600">
              {errorMessage(setRole.error)}
            </p>
          )}
        </div>
      </div>
      <div className="flex items-center gap-2">
        <span className="w-16 text-xs text-slate-500 md:hidden">Role</span>
        {canManage ? (
          <Select
            aria-label={`Team role of ${name}`}
            value={shownRole}
            disabled={setRole.isPending}
            onChange={(event) =>
              setRole.mutate({ userId: member.id, role: event.target.value as TeamRole })
            }
            className="w-36"
          >
            {TEAM_ROLES.map((role) => (
              <option key={role} value={role}>
                {TEAM_ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
        ) : (
          <Badge tone={item.team.role === 'owner' ? 'brand' : 'slate'}>
            {TEAM_ROLE_LABELS[item.team.role]}
          </Badge>
        )}
        {setRole.isPending && <Spinner className="size-4 text-slate-400" />}
      </div>
      <div className="flex justify-end">
        {canManage && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove ${name} from the team`}
            onClick={() => onRemove(item)}
          >
            <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
              <path d="M11 5a3 3 0 1 1-6 0 3 3 0 0 1 6 0ZM2.046 15.253c-.058.468.172.92.57 1.175A9.953 9.953 0 0 0 8 18c1.982 0 3.83-.578 5.384-1.573.398-.254.628-.707.57-1.175a6.001 6.001 0 0 0-11.908 0ZM12.75 7.75a.75.75 0 0 0 0 1.5h5.5a.75.75 0 0 0 0-1.5h-5.5Z" />
            </svg>
            <span className="md:sr-only">Remove</span>
          </Button>
        )}
      </div>
    </li>
  );
}

function TeamMembers({ orgId, team }: { orgId: string; team: Team }) {
  const session = useSession();
  const members = useTeamMembers(orgId, team.id);
  const remove = useRemoveTeamMember(orgId, team.id);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const canManage = team.permissions.admin;
  const items = members.data?.pages.flatMap((page) => page.items) ?? [];
  const total = members.data?.pages[0]?.count;
  const removingName = removing
    ? removing.organization.user.displayName || removing.organization.user.email
    : '';
  const removingSelf = removing?.organization.id === session.data?.user.id;

  return (
    <Card aria-labelledby="team-members-title">
      <CardHeader
        id="team-members-title"
        title="Members"
        description={
          canManage
            ? 'Owners can rename the team and change its members.'
            : 'Who belongs to this team. Its owners and the organization admins manage it.'
        }
        actions={
          canManage && (
            <Button size="sm" onClick={() => setAdding(true)}>
              <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
                <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
              </svg>
              Add members
            </Button>
          )
        }
      />
      {members.isPending ? (
        <ListSkeleton rows={3} label="Loading team members" />
      ) : members.isError && items.length === 0 ? (
        <ErrorState
          error={members.error}
          title="Could not load the team members"
          onRetry={() => void members.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title="No members yet"
          description={
            canManage
              ? 'Add members of the organization to this team.'
              : 'Nobody belongs to this team yet.'
          }
          icon={teamsIcon}
          action={canManage && <Button onClick={() => setAdding(true)}>Add members</Button>}
        />
      ) : (
        <>
          <ul
            className="divide-y divide-slate-100"
            aria-label="Team members"
            aria-busy={members.isFetching || undefined}
          >
            {items.map((item) => (
              <TeamMemberRow
                key={item.organization.id}
                orgId={orgId}
                teamId={team.id}
                item={item}
                canManage={canManage}
                isSelf={item.organization.id === session.data?.user.id}
                onRemove={setRemoving}
              />
            ))}
          </ul>
          <ListFooter
            shown={items.length}
            total={total}
            noun={['member', 'members']}
            query={members}
          />
        </>
      )}

      {canManage && (
        <AddTeamMembersDialog
          orgId={orgId}
          team={team}
          memberIds={items.map((item) => item.organization.id)}
          open={adding}
          onClose={() => setAdding(false)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removingSelf ? 'Leave this team?' : 'Remove from the team?'}
        description={
          <>
            <strong>{removingName}</strong> will no longer belong to <strong>{team.title}</strong>{' '}
            and loses the access the team gives.
            {removingSelf &&
              ' Unless you administer the organization, you will no longer manage this team.'}
          </>
        }
        confirmLabel={removingSelf ? 'Leave team' : 'Remove from team'}
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          setRemoving(null);
          remove.reset();
        }}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.organization.id, { onSuccess: () => setRemoving(null) })
        }
      />
    </Card>
  );
}

/** A team: its title (rename), members (add, role, remove) and deletion. */
export function TeamPage({ orgId, teamId }: { orgId: string; teamId: string }) {
  const org = useOrg(orgId);
  const team = useTeam(orgId, teamId);
  useDocumentTitle(team.data?.title, 'Teams', org.data?.title);
  const remove = useDeleteTeam(orgId);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const canDelete = org.data?.permissions.admin ?? false;

  if (team.isError) {
    return (
      <div>
        <BackToTeams orgId={orgId} />
        <Card className="mt-4">
          {isApiError(team.error, 404) ? (
            <EmptyState
              title="Team not found"
              description="It was deleted, or it belongs to another organization."
            />
          ) : (
            <ErrorState
              error={team.error}
              title="Could not load this team"
              onRetry={() => void team.refetch()}
            />
          )}
        </Card>
      </div>
    );
  }

  return (
    <div>
      <BackToTeams orgId={orgId} />
      <div className="mt-3 mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        {team.data ? (
          <div className="flex min-w-0 items-center gap-3">
            <SiteMark title={team.data.title} size="lg" />
            <div className="min-w-0">
              <h1
                className="truncate text-2xl font-semibold tracking-tight text-slate-900"
                data-testid="team-title"
              >
                {team.data.title}
              </h1>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
                <span>{plural(team.data.members, 'member', 'members')}</span>
                <span>{plural(team.data.spaces, 'space', 'spaces')}</span>
                <span>Created {formatDate(team.data.createdAt)}</span>
              </p>
            </div>
          </div>
        ) : (
          <div className="flex items-center gap-3" role="status" aria-label="Loading the team">
            <Skeleton className="size-11 rounded-lg" />
            <div className="space-y-2">
              <Skeleton className="h-6 w-56" />
              <Skeleton className="h-4 w-40" />
            </div>
          </div>
        )}
        {team.data && canDelete && (
          <Button
            variant="secondary"
            onClick={() => setDeleting(true)}
            className="text-red-600 hover:text-red-700"
          >
            <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
              <path
                fillRule="evenodd"
                d="M8.75 1A2.75 2.75 0 0 0 6 3.75v.443c-.795.077-1.584.176-2.365.298a.75.75 0 1 0 .23 1.482l.149-.022.841 10.518A2.75 2.75 0 0 0 7.596 19h4.807a2.75 2.75 0 0 0 2.742-2.53l.841-10.52.149.023a.75.75 0 0 0 .23-1.482A41.03 41.03 0 0 0 14 4.193V3.75A2.75 2.75 0 0 0 11.25 1h-2.5ZM10 4c.84 0 1.673.025 2.5.075V3.75c0-.69-.56-1.25-1.25-1.25h-2.5c-.69 0-1.25.56-1.25 1.25v.325C8.327 4.025 9.16 4 10 4ZM8.58 7.72a.75.75 0 0 0-1.5.06l.3 7.5a.75.75 0 1 0 1.5-.06l-.3-7.5Zm4.34.06a.75.75 0 1 0-1.5-.06l-.3 7.5a.75.75 0 1 0 1.5.06l.3-7.5Z"
                clipRule="evenodd"
              />
            </svg>
            Delete team
          </Button>
        )}
      </div>

      {team.data && (
        <div className="space-y-6">
          {team.data.permissions.admin && <RenameForm orgId={orgId} team={team.data} />}
          <TeamMembers orgId={orgId} team={team.data} />
        </div>
      )}

      <ConfirmDialog
        open={deleting}
        title="Delete this team?"
        description={
          <>
            <strong>{team.data?.title}</strong> is deleted for good. Its{' '}
            {plural(team.data?.members ?? 0, 'member stays', 'members stay')} in the organization
            but lose the access the team gave them.
          </>
        }
        confirmLabel="Delete team"
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          setDeleting(false);
          remove.reset();
        }}
        onConfirm={() =>
          remove.mutate(teamId, {
            onSuccess: () => {
              setDeleting(false);
              void navigate({ to: '/app/orgs/$orgId/teams', params: { orgId }, replace: true });
            },
          })
        }
      />
    </div>
  );
}
