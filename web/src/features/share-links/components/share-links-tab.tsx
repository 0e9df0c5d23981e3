import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Badge, Card, CardHeader } from '@/components/ui/card';
import { CopyField } from '@/components/ui/copy-field';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { ListSkeleton } from '@/components/ui/spinner';
import { Alert, EmptyState, ErrorState } from '@/components/ui/states';
import { Switch } from '@/components/ui/switch';
import { useSite } from '@/features/sites/api/get-site';
import { applyServerError } from '@/features/sites/form-errors';
import { VISIBILITY_LABELS } from '@/features/sites/types';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateShareLink } from '../api/create-share-link';
import { useDeleteShareLink } from '../api/delete-share-link';
import { useShareLinks } from '../api/get-share-links';
import { useUpdateShareLink } from '../api/update-share-link';
import { ShareLinkNameSchema, type ShareLinkNameValues } from '../schema';
import type { ShareLink } from '../types';

const linkName = (link: Pick<ShareLink, 'name'>) => link.name || 'Unnamed link';

function CreateShareLinkForm({
  orgId,
  siteId,
  onCreated,
}: {
  orgId: string;
  siteId: string;
  onCreated: (link: ShareLink) => void;
}) {
  const create = useCreateShareLink(orgId, siteId);
  const form = useForm<ShareLinkNameValues>({
    resolver: zodResolver(ShareLinkNameSchema),
    defaultValues: { name: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const link = await create.mutateAsync(values.name);
      form.reset();
      onCreated(link);
    } catch (error) {
      applyServerError(error, form.setError, ['name']);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 px-5 py-5">
      {errors.root?.server && (
        <Alert tone="error" title="Could not create the link">
          {errors.root.server.message}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <Field
          label="Link name"
          error={errors.name?.message}
          hint="Who the link is for, e.g. “Partner preview”. Up to 50 characters."
        >
          {(field) => (
            <Input
              {...field}
              {...form.register('name')}
              invalid={!!errors.name}
              placeholder="Partner preview"
              maxLength={50}
            />
          )}
        </Field>
        <Button type="submit" loading={isSubmitting} className="sm:mt-7">
          Create link
        </Button>
      </div>
    </form>
  );
}

function RenameForm({
  orgId,
  siteId,
  link,
  onDone,
}: {
  orgId: string;
  siteId: string;
  link: ShareLink;
  onDone: () => void;
}) {
  const update = useUpdateShareLink(orgId, siteId);
  const form = useForm<ShareLinkNameValues>({
    resolver: zodResolver(ShareLinkNameSchema),
    defaultValues: { name: link.name ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (values.name !== (link.name ?? ''))
        await update.mutateAsync({ id: link.id, name: values.name });
      onDone();
    } catch (error) {
      applyServerError(error, form.setError, ['name']);
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-start"
    >
      <Field
        label="New name"
        error={errors.name?.message ?? errors.root?.server?.message}
        className="flex-1"
      >
        {(field) => (
          <Input
            {...field}
            {...form.register('name')}
            invalid={!!errors.name}
            autoFocus
            maxLength={50}
            onKeyDown={(event) => {
              if (event.key === 'Escape') onDone();
            }}
          />
        )}
      </Field>
      <div className="flex gap-2 sm:mt-7">
        <Button type="submit" size="sm" loading={isSubmitting}>
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ShareLinkRow({
  orgId,
  siteId,
  link,
  canManage,
  onDelete,
}: {
  orgId: string;
  siteId: string;
  link: ShareLink;
  canManage: boolean;
  onDelete: (link: ShareLink) => void;
}) {
  const update = useUpdateShareLink(orgId, siteId);
  const [renaming, setRenaming] = useState(false);
  const active =
    update.isPending && update.variables?.active !== undefined
      ? update.variables.active
      : link.active !== false;
  return (
    <li
      className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center"
      data-testid="share-link-row"
    >
      {renaming ? (
        <RenameForm orgId={orgId} siteId={siteId} link={link} onDone={() => setRenaming(false)} />
      ) : (
        <>
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
              <span className="truncate" data-testid="share-link-name">
                {linkName(link)}
              </span>
              {active ? <Badge tone="green">Active</Badge> : <Badge>Inactive</Badge>}
            </p>
            <p className="mt-1 text-xs text-slate-500">
              Created {formatDate(link.createdAt)} ·{' '}
              {active
                ? 'Opens the site for anyone holding it'
                : 'Turned off: the link opens nothing'}
            </p>
            {update.isError && (
              <p role="alert" className="mt-1 text-xs text-red-600">
                {errorMessage(update.error)}
              </p>
            )}
          </div>
          {canManage && (
            <div className="flex items-center gap-3 self-start sm:self-auto">
              <label className="flex items-center gap-2 text-sm text-slate-600">
                <Switch
                  label={`Active: ${linkName(link)}`}
                  checked={active}
                  disabled={update.isPending}
                  onChange={(next) => update.mutate({ id: link.id, active: next })}
                />
                <span className="w-14">{active ? 'On' : 'Off'}</span>
              </label>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setRenaming(true)}
                aria-label={`Rename ${linkName(link)}`}
              >
                Rename
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onDelete(link)}
                aria-label={`Delete ${linkName(link)}`}
              >
                <svg
                  viewBox="0 0 20 20"
                  fill="currentColor"
                  className="size-4 text-red-600"
                  aria-hidden="true"
                >
                  <path
                    fillRule="evenodd"
                    d="M8.75 1A2.75 2.75 0 0 0 6 3.75v.443c-.795.077-1.584.176-2.365.298a.75.75 0 1 0 .23 1.482l.149-.022.841 10.518A2.75 2.75 0 0 0 7.596 19h4.807a2.75 2.75 0 0 0 2.742-2.53l.841-10.52.149.023a.75.75 0 0 0 .23-1.482A41.03 41.03 0 0 0 14 4.193V3.75A2.75 2.75 0 0 0 11.25 1h-2.5ZM10 4c.84 0 1.673.025 2.5.075V3.75c0-.69-.56-1.25-1.25-1.25h-2.5c-.69 0-1.25.56-1.25 1.25v.325C8.327 4.025 9.16 4 10 4ZM8.58 7.72a.75.75 0 0 0-1.5.06l.3 7.5a.75.75 0 1 0 1.5-.06l-.3-7.5Zm4.34.06a.75.75 0 1 0-1.5-.06l-.3 7.5a.75.75 0 1 0 1.5.06l.3-7.5Z"
                    clipRule="evenodd"
                  />
                </svg>
                <span className="sm:sr-only">Delete</span>
              </Button>
            </div>
          )}
        </>
      )}
    </li>
  );
}

/** Share links of a site: create (the link is shown once), rename, turn on and off, delete. */
export function ShareLinksTab({ orgId, siteId }: { orgId: string; siteId: string }) {
  const site = useSite(orgId, siteId);
  const links = useShareLinks(orgId, siteId);
  const remove = useDeleteShareLink(orgId, siteId);
  const [created, setCreated] = useState<ShareLink | null>(null);
  const [deleting, setDeleting] = useState<ShareLink | null>(null);
  useDocumentTitle('Share links', site.data?.title);
  const canManage = site.data?.permissions?.edit ?? true;

  return (
    <div className="max-w-4xl space-y-6">
      {site.data && site.data.visibility !== 'share-link' && (
        <Alert tone="warning" title="Share links are not in use">
          This site’s visibility is <strong>{VISIBILITY_LABELS[site.data.visibility]}</strong>;
          share links open it only while its visibility is{' '}
          <strong>{VISIBILITY_LABELS['share-link']}</strong>.{' '}
          <Link
            to="/app/orgs/$orgId/sites/$siteId/settings"
            params={{ orgId, siteId }}
            className="font-medium underline underline-offset-2"
          >
            Change the visibility
          </Link>
        </Alert>
      )}

      {canManage && (
        <Card>
          <CardHeader
            title="Create a share link"
            description="Anyone holding a share link can read the site, without an account."
          />
          {created && (
            <div
              className="mx-5 mt-5 rounded-lg bg-emerald-50 p-4 ring-1 ring-emerald-200"
              data-testid="created-share-link"
            >
              <div className="mb-3 flex items-start justify-between gap-4">
                <div>
                  <p className="text-sm font-semibold text-emerald-900">
                    Link “{linkName(created)}” created
                  </p>
                  <p className="text-sm text-emerald-800">
                    Copy it now and send it to its reader: it is shown only this once.
                  </p>
                </div>
                <Button variant="ghost" size="sm" onClick={() => setCreated(null)}>
                  Done
                </Button>
              </div>
              {created.urls.published ? (
                <CopyField value={created.urls.published} label="New share link" />
              ) : (
                <p className="text-sm text-emerald-800">
                  The site has no published address yet: add a space to it, then create a link.
                </p>
              )}
            </div>
          )}
          <CreateShareLinkForm orgId={orgId} siteId={siteId} onCreated={setCreated} />
        </Card>
      )}

      <Card aria-labelledby="share-links-title">
        <CardHeader id="share-links-title" title="Share links" />
        {links.isPending ? (
          <ListSkeleton rows={2} label="Loading share links" />
        ) : links.isError ? (
          <ErrorState
            error={links.error}
            title="Could not load the share links"
            onRetry={() => void links.refetch()}
          />
        ) : links.data.items.length === 0 ? (
          <EmptyState
            title="No share links"
            description="Links you create appear here. Turn one off to stop it working, or delete it."
          />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Share links">
            {links.data.items.map((link) => (
              <ShareLinkRow
                key={link.id}
                orgId={orgId}
                siteId={siteId}
                link={link}
                canManage={canManage}
                onDelete={setDeleting}
              />
            ))}
          </ul>
        )}
      </Card>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this share link?"
        description={
          <>
            <strong>{deleting ? linkName(deleting) : ''}</strong> stops working at once for everyone
            holding it. This cannot be undone.
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
            onSuccess: () => {
              if (created?.id === deleting.id) setCreated(null);
              setDeleting(null);
            },
          })
        }
      />
    </div>
  );
}
