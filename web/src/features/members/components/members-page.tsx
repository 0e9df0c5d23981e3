import { useEffect, useState } from 'react';
import { ListFooter } from '@/components/ui/list-footer';
import { Button } from '@/components/ui/button';
import { Badge, Card, PageHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Input, Select } from '@/components/ui/field';
import { ListSkeleton, Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useSession } from '@/features/auth/api/get-session';
import { useOrg } from '@/features/orgs/api/get-org';
import { Avatar } from '@/components/ui/avatar';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatRelative } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  GUEST_LABEL,
  ROLE_LABELS,
  ROLES,
  optionToRole,
  roleLabel,
  roleToOption,
} from '@/lib/roles';
import { useMembers } from '../api/get-members';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateMemberRole } from '../api/update-member';
import type { Member, MemberFilters } from '../types';

const SORTS = {
  'joinedAt:desc': 'Newest members first',
  'joinedAt:asc': 'Oldest members first',
  'lastSeenAt:desc': 'Recently active',
  'lastSeenAt:asc': 'Least recently active',
} as const;
type SortKey = keyof typeof SORTS;

function MemberRow({
  orgId,
  member,
  canManage,
  isSelf,
  onRemove,
}: {
  orgId: string;
  member: Member;
  canManage: boolean;
  isSelf: boolean;
  onRemove: (member: Member) => void;
}) {
  const update = useUpdateMemberRole(orgId);
  const name = member.user.displayName || member.user.email;
  const shownRole = update.isPending && update.variables ? update.variables.role : member.role;
  return (
    <li
      className="grid grid-cols-1 gap-3 px-5 py-4 md:grid-cols-[minmax(0,1fr)_10rem_8rem_8rem_2.5rem] md:items-center md:gap-4"
      data-testid="member-row"
    >
      <div className="flex min-w-0 items-center gap-3">
        <Avatar name={name} seed={member.id} />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-1.5 text-sm font-medium text-slate-900">
            <span className="truncate">{name}</span>
            {isSelf && <Badge tone="brand">You</Badge>}
            {member.sso && <Badge>SSO</Badge>}
            {member.disabled && <Badge tone="red">Disabled</Badge>}
          </p>
          <p className="truncate text-sm text-slate-500">{member.user.email}</p>
          {update.isError && (
            <p role="alert" className="mt-1 text-xs text-red-600">
              {errorMessage(update.error)}
            </p>
          )}
        </div>
      </div>
      <div className="flex items-center gap-2">
        <span className="w-16 text-xs text-slate-500 md:hidden">Role</span>
        {canManage && !isSelf ? (
          <Select
            aria-label={`Role of ${name}`}
            value={roleToOption(shownRole)}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate({ userId: member.id, role: optionToRole(event.target.value) })
            }
            className="w-36"
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
            <option value="">{GUEST_LABEL}</option>
          </Select>
        ) : (
          <Badge tone={member.role === 'admin' ? 'brand' : 'slate'}>{roleLabel(member.role)}</Badge>
        )}
        {update.isPending && <Spinner className="size-4 text-slate-400" />}
      </div>
      <div className="flex items-center gap-2 text-sm text-slate-600">
        <span className="w-16 text-xs text-slate-500 md:hidden">Joined</span>
        <time dateTime={member.joinedAt}>{formatDate(member.joinedAt)}</time>
      </div>
      <div className="flex items-center gap-2 text-sm text-slate-600">
        <span className="w-16 text-xs text-slate-500 md:hidden">Last seen</span>
        <span title={member.lastSeenAt ? formatDate(member.lastSeenAt) : undefined}>
          {formatRelative(member.lastSeenAt)}
        </span>
      </div>
      <div className="flex justify-end">
        {canManage && !isSelf && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove ${name}`}
            onClick={() => onRemove(member)}
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

export function MembersPage({
  orgId,
  filters,
  onFiltersChange,
}: {
  orgId: string;
  filters: MemberFilters;
  onFiltersChange: (next: Partial<MemberFilters>) => void;
}) {
  const org = useOrg(orgId);
  useDocumentTitle('Members', org.data?.title);
  const session = useSession();
  const members = useMembers(orgId, filters);
  const remove = useRemoveMember(orgId);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [search, setSearch] = useState(filters.search ?? '');
  const canManage = org.data?.permissions.admin ?? false;
  const sortKey: SortKey = `${filters.sort ?? 'joinedAt'}:${filters.order ?? 'desc'}`;
  const filtered = !!filters.search || !!filters.role;

  // The search box updates the URL once typing pauses.
  useEffect(() => {
    const value = search.trim();
    if (value === (filters.search ?? '')) return;
    const timer = setTimeout(() => onFiltersChange({ search: value || undefined }), 300);
    return () => clearTimeout(timer);
  }, [search, filters.search, onFiltersChange]);

  // …and follows it when it changes from elsewhere (back button, "clear filters").
  useEffect(() => setSearch(filters.search ?? ''), [filters.search]);

  const items = members.data?.pages.flatMap((page) => page.items) ?? [];
  const total = members.data?.pages[0]?.count;

  return (
    <div>
      <PageHeader
        title="Members"
        description={
          canManage
            ? 'Everyone in the organization. Change their role or remove them.'
            : 'Everyone in the organization.'
        }
      />
      <Card>
        <div className="flex flex-col gap-3 border-b border-slate-100 px-5 py-4 md:flex-row md:items-center">
          <div className="relative flex-1">
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
              aria-label="Search members"
              placeholder="Search by name or email"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-9"
              maxLength={256}
            />
          </div>
          <div className="flex gap-3">
            <Select
              aria-label="Filter by role"
              value={filters.role ?? ''}
              onChange={(event) =>
                onFiltersChange({ role: optionToRole(event.target.value) ?? undefined })
              }
              className="w-full md:w-40"
            >
              <option value="">All roles</option>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </Select>
            <Select
              aria-label="Sort members"
              value={sortKey}
              onChange={(event) => {
                const [sort, order] = event.target.value.split(':') as [
                  'joinedAt' | 'lastSeenAt',
                  'asc' | 'desc',
                ];
                onFiltersChange({
                  sort: sort === 'joinedAt' ? undefined : sort,
                  order: order === 'desc' ? undefined : order,
                });
              }}
              className="w-full md:w-52"
            >
              {Object.entries(SORTS).map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </Select>
          </div>
        </div>

        {members.isPending ? (
          <ListSkeleton rows={4} label="Loading members" />
        ) : members.isError && items.length === 0 ? (
          <ErrorState
            error={members.error}
            title="Could not load the members"
            onRetry={() => void members.refetch()}
          />
        ) : items.length === 0 ? (
          filtered ? (
            <EmptyState
              title="No members match"
              description="Try another search or role."
              action={
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onFiltersChange({ search: undefined, role: undefined })}
                >
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={filters.sort === 'lastSeenAt' ? 'No active members yet' : 'No members yet'}
              description={
                filters.sort === 'lastSeenAt'
                  ? 'Members appear here once they have used the organization.'
                  : 'Invite people with an invite link from the settings.'
              }
            />
          )
        ) : (
          <>
            <div className="hidden grid-cols-[minmax(0,1fr)_10rem_8rem_8rem_2.5rem] gap-4 border-b border-slate-100 bg-slate-50/60 px-5 py-2 text-xs font-medium tracking-wide text-slate-500 uppercase md:grid">
              <span>Member</span>
              <span>Role</span>
              <span>Joined</span>
              <span>Last seen</span>
              <span className="sr-only">Actions</span>
            </div>
            <ul
              className={
                members.isPlaceholderData
                  ? 'divide-y divide-slate-100 opacity-60 transition-opacity'
                  : 'divide-y divide-slate-100'
              }
              aria-label="Members"
              aria-busy={members.isFetching || undefined}
            >
              {items.map((member) => (
                <MemberRow
                  key={member.id}
                  orgId={orgId}
                  member={member}
                  canManage={canManage}
                  isSelf={member.id === session.data?.user.id}
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
      </Card>

      <ConfirmDialog
        open={removing !== null}
        title="Remove this member?"
        description={
          <>
            <strong>{removing?.user.displayName || removing?.user.email}</strong> will lose access
            to {org.data?.title ?? 'the organization'} and its content. You can invite them again
            later.
          </>
        }
        confirmLabel="Remove member"
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          setRemoving(null);
          remove.reset();
        }}
        onConfirm={() =>
          removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })
        }
      />
    </div>
  );
}
