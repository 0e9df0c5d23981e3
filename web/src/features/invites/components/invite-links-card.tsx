import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Badge, Card, CardHeader } from '@/components/ui/card';
import { CopyField } from '@/components/ui/copy-field';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/field';
import { ListSkeleton, Spinner } from '@/components/ui/spinner';
import { Alert, EmptyState, ErrorState } from '@/components/ui/states';
import type { Organization } from '@/features/orgs/types';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { ROLE_LABELS, ROLES, roleLabel, type Role } from '@/lib/roles';
import { useCreateInvite } from '../api/create-invite';
import { useDeleteInvite } from '../api/delete-invite';
import { useInvites } from '../api/get-invites';
import { useUpdateInvite } from '../api/update-invite';
import type { CreatedInvite, Invite } from '../types';

function RoleOptions() {
  return ROLES.map((role) => (
    <option key={role} value={role}>
      {ROLE_LABELS[role]}
    </option>
  ));
}

function InviteRow({
  orgId,
  invite,
  onDelete,
}: {
  orgId: string;
  invite: Invite;
  onDelete: (invite: Invite) => void;
}) {
  const update = useUpdateInvite(orgId);
  const label = `invite link created ${formatDate(invite.createdAt)}`;
  return (
    <li
      className="flex flex-col gap-3 px-5 py-3.5 sm:flex-row sm:items-center"
      data-testid="invite-row"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500"
          aria-hidden="true"
        >
          <svg viewBox="0 0 20 20" fill="currentColor" className="size-4">
            <path d="M12.232 4.232a2.5 2.5 0 0 1 3.536 3.536l-1.225 1.224a.75.75 0 0 0 1.061 1.06l1.224-1.224a4 4 0 0 0-5.656-5.656l-3 3a4 4 0 0 0 .225 5.865.75.75 0 0 0 .977-1.138 2.5 2.5 0 0 1-.142-3.667l3-3Z" />
            <path d="M11.603 7.963a.75.75 0 0 0-.977 1.138 2.5 2.5 0 0 1 .142 3.667l-3 3a2.5 2.5 0 0 1-3.536-3.536l1.225-1.224a.75.75 0 0 0-1.061-1.06l-1.224 1.224a4 4 0 1 0 5.656 5.656l3-3a4 4 0 0 0-.225-5.865Z" />
          </svg>
        </span>
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-900">
            Joins as {roleLabel(invite.role)}
            {invite.redundant && (
              <span className="ml-2">
                <Badge tone="amber" title="An older invite link already grants this role">
                  Duplicate
                </Badge>
              </span>
            )}
          </p>
          <p className="text-xs text-slate-500">Created {formatDate(invite.createdAt)}</p>
          {update.isError && (
            <p role="alert" className="mt-1 text-xs text-red-600">
              {errorMessage(update.error)}
            </p>
          )}
        </div>
      </div>
      <div className="flex items-center gap-2">
        {update.isPending && <Spinner className="size-4 text-slate-400" />}
        <Select
          aria-label={`Role for ${label}`}
          value={update.isPending && update.variables ? update.variables.role : invite.role}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate({ inviteId: invite.id, role: event.target.value as Role })
          }
          className="w-36"
        >
          <RoleOptions />
        </Select>
        <Button variant="ghost" aria-label={`Delete ${label}`} onClick={() => onDelete(invite)}>
          <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
            <path
              fillRule="evenodd"
              d="M8.75 1A2.75 2.75 0 0 0 6 3.75v.443c-.795.077-1.584.176-2.365.298a.75.75 0 1 0 .23 1.482l.149-.022.841 10.518A2.75 2.75 0 0 0 7.596 19h4.807a2.75 2.75 0 0 0 2.742-2.53l.841-10.52.149.023a.75.75 0 0 0 .23-1.482A41.03 41.03 0 0 0 14 4.193V3.75A2.75 2.75 0 0 0 11.25 1h-2.5ZM10 4c.84 0 1.673.025 2.5.075V3.75c0-.69-.56-1.25-1.25-1.25h-2.5c-.69 0-1.25.56-1.25 1.25v.325C8.327 4.025 9.16 4 10 4ZM8.58 7.72a.75.75 0 0 0-1.5.06l.3 7.5a.75.75 0 1 0 1.5-.06l-.3-7.5Zm4.34.06a.75.75 0 1 0-1.5-.06l-.3 7.5a.75.75 0 1 0 1.5.06l.3-7.5Z"
              clipRule="evenodd"
            />
          </svg>
        </Button>
      </div>
    </li>
  );
}

/** Invite links of an organization (admins): create (URL shown once), change role, delete. */
export function InviteLinksCard({ org }: { org: Organization }) {
  const invites = useInvites(org.id);
  const create = useCreateInvite(org.id);
  const remove = useDeleteInvite(org.id);
  const [role, setRole] = useState<Role>(org.defaultRole ?? 'read');
  const [created, setCreated] = useState<CreatedInvite | null>(null);
  const [deleting, setDeleting] = useState<Invite | null>(null);

  return (
    <Card aria-labelledby="invite-links-title">
      <CardHeader
        id="invite-links-title"
        title="Invite links"
        description="Anyone holding a link joins with the role it grants. A link's URL is shown only once, when you create it."
        actions={
          <div className="flex items-center gap-2">
            <Select
              aria-label="Role for the new invite link"
              value={role}
              onChange={(event) => setRole(event.target.value as Role)}
              className="w-36"
            >
              <RoleOptions />
            </Select>
            <Button
              loading={create.isPending}
              onClick={() => create.mutate(role, { onSuccess: (invite) => setCreated(invite) })}
            >
              Create link
            </Button>
          </div>
        }
      />

      {(!org.inviteLinks || create.isError || created) && (
        <div className="space-y-4 border-b border-slate-100 px-5 py-4">
          {!org.inviteLinks && (
            <Alert tone="warning">
              Invite links are turned off for this organization: links work again once you turn them
              on above.
            </Alert>
          )}
          {create.isError && <Alert tone="error">{errorMessage(create.error)}</Alert>}
          {created && (
            <div
              className="rounded-lg bg-emerald-50 p-4 ring-1 ring-emerald-200"
              data-testid="created-invite"
            >
              <div className="mb-3 flex items-start justify-between gap-4">
                <div>
                  <p className="text-sm font-semibold text-emerald-900">
                    Invite link created for the {roleLabel(created.role)} role
                  </p>
                  <p className="text-sm text-emerald-800">
                    Copy it now: for your security it will not be shown again.
                  </p>
                </div>
                <Button variant="ghost" size="sm" onClick={() => setCreated(null)}>
                  Done
                </Button>
              </div>
              <CopyField value={created.url} label="New invite link URL" />
            </div>
          )}
        </div>
      )}

      <div>
        {invites.isPending ? (
          <ListSkeleton rows={2} label="Loading invite links" />
        ) : invites.isError ? (
          <ErrorState
            error={invites.error}
            title="Could not load the invite links"
            onRetry={() => void invites.refetch()}
          />
        ) : invites.data.items.length === 0 ? (
          <EmptyState
            title="No invite links"
            description="Create a link above and share it with the people you want to invite."
          />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Invite links">
            {invites.data.items.map((invite) => (
              <InviteRow key={invite.id} orgId={org.id} invite={invite} onDelete={setDeleting} />
            ))}
          </ul>
        )}
      </div>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this invite link?"
        description={
          <>
            People who have the link for the <strong>{roleLabel(deleting?.role)}</strong> role will
            no longer be able to join with it. Members who already joined stay.
          </>
        }
        confirmLabel="Delete link"
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
          })
        }
      />
    </Card>
  );
}
