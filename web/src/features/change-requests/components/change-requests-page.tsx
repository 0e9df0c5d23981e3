import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Badge, Card } from '@/components/ui/card';
import { Field, Input, Select } from '@/components/ui/field';
import { Modal, ModalActions } from '@/components/ui/modal';
import { ListSkeleton } from '@/components/ui/spinner';
import { Alert, EmptyState, ErrorState } from '@/components/ui/states';
import { useSpace } from '@/features/spaces/api/get-space';
import { applyServerError } from '@/features/sites/form-errors';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateChangeRequest } from '../api/create-change-request';
import { useChangeRequests } from '../api/get-change-requests';
import { SubjectSchema, type SubjectValues } from '../schema';
import {
  CHANGE_REQUEST_STATUSES,
  STATUS_LABELS,
  type ChangeRequest,
  type ChangeRequestStatus,
} from '../types';

export const STATUS_TONES = {
  draft: 'slate',
  open: 'green',
  archived: 'amber',
  merged: 'brand',
} as const;

function CreateChangeRequestDialog({
  spaceId,
  open,
  onClose,
  onCreated,
}: {
  spaceId: string;
  open: boolean;
  onClose: () => void;
  onCreated: (cr: ChangeRequest) => void;
}) {
  const create = useCreateChangeRequest(spaceId);
  const form = useForm<SubjectValues>({
    resolver: zodResolver(SubjectSchema),
    defaultValues: { subject: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const cr = await create.mutateAsync({ subject: values.subject });
      form.reset();
      onCreated(cr);
    } catch (error) {
      applyServerError(error, form.setError, ['subject']);
    }
  });
  return (
    <Modal
      open={open}
      onClose={close}
      busy={isSubmitting}
      title="New change request"
      description="A copy of the live content to edit and review before merging."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {errors.root?.server && (
          <Alert tone="error" title="Could not create the change request">
            {errors.root.server.message}
          </Alert>
        )}
        <Field label="Subject" error={errors.subject?.message} hint="Up to 100 characters.">
          {(field) => (
            <Input
              {...field}
              {...form.register('subject')}
              invalid={!!errors.subject}
              placeholder="Document the new API"
              autoFocus
              maxLength={100}
            />
          )}
        </Field>
        <ModalActions>
          <Button variant="secondary" onClick={close} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Create change request
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

/** The change requests of a space, filtered by status, with “New change request”. */
export function ChangeRequestsPage({
  orgId,
  spaceId,
  status,
  onStatusChange,
  onOpen,
}: {
  orgId: string;
  spaceId: string;
  status: ChangeRequestStatus;
  onStatusChange: (status: ChangeRequestStatus) => void;
  onOpen: (cr: ChangeRequest) => void;
}) {
  const space = useSpace(spaceId);
  const list = useChangeRequests(spaceId, status);
  const [creating, setCreating] = useState(false);
  useDocumentTitle('Change requests', space.data?.title);

  return (
    <div>
      <Link
        to="/app/orgs/$orgId/spaces/$spaceId"
        params={{ orgId, spaceId }}
        className="text-sm font-medium text-slate-500 hover:text-slate-800"
      >
        ← {space.data?.title || 'Space'}
      </Link>
      <div className="mt-3 mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Change requests</h1>
        <div className="flex items-center gap-2">
          <Select
            aria-label="Status"
            value={status}
            onChange={(event) => onStatusChange(event.target.value as ChangeRequestStatus)}
            className="w-36"
          >
            {CHANGE_REQUEST_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
          <Button onClick={() => setCreating(true)}>New change request</Button>
        </div>
      </div>
      <Card>
        {list.isPending ? (
          <ListSkeleton rows={3} label="Loading the change requests" />
        ) : list.isError ? (
          <ErrorState
            error={list.error}
            title="Could not load the change requests"
            onRetry={() => void list.refetch()}
          />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            title={`No ${STATUS_LABELS[status].toLowerCase()} change requests`}
            description="Create one to propose changes to this space's content."
          />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Change requests">
            {list.data.items.map((cr) => (
              <li key={cr.id} className="flex items-center justify-between gap-4 px-5 py-3">
                <div className="min-w-0">
                  <Link
                    to="/app/orgs/$orgId/spaces/$spaceId/change-requests/$number"
                    params={{ orgId, spaceId, number: String(cr.number) }}
                    className="font-medium text-slate-900 hover:text-brand-700"
                  >
                    #{cr.number} {cr.subject || 'Untitled change request'}
                  </Link>
                  <p className="text-sm text-slate-500">
                    By {cr.createdBy.displayName} · updated {formatDate(cr.updatedAt)} ·{' '}
                    {cr.comments} comments
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  {cr.outdated && <Badge tone="amber">Outdated</Badge>}
                  <Badge tone={STATUS_TONES[cr.status]}>{STATUS_LABELS[cr.status]}</Badge>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <CreateChangeRequestDialog
        spaceId={spaceId}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(cr) => {
          setCreating(false);
          onOpen(cr);
        }}
      />
    </div>
  );
}
