import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Badge, Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field, Input, Select } from '@/components/ui/field';
import { Modal, ModalActions } from '@/components/ui/modal';
import { ListSkeleton, Skeleton } from '@/components/ui/spinner';
import { Alert, EmptyState, ErrorState } from '@/components/ui/states';
import { useSession } from '@/features/auth/api/get-session';
import { applyServerError } from '@/features/sites/form-errors';
import { usePage } from '@/features/spaces/api/get-page';
import { useSpaceContent } from '@/features/spaces/api/get-space-content';
import { findPage, PageTree } from '@/features/spaces/components/page-tree';
import type { RevisionPage } from '@/features/spaces/types';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateChangeRequestPage } from '../api/create-change-request-page';
import { useDeleteChangeRequestPage } from '../api/delete-change-request-page';
import { useChangeRequest } from '../api/get-change-request';
import { useChangeRequestContent } from '../api/get-change-request-content';
import { useChangeRequestPage } from '../api/get-change-request-page';
import { useMergeChangeRequest } from '../api/merge-change-request';
import { useUpdateChangeRequest } from '../api/update-change-request';
import { useUpdateChangeRequestPage } from '../api/update-change-request-page';
import { useUpdateFromMain } from '../api/update-from-main';
import { NewPageSchema, SubjectSchema, type NewPageValues, type SubjectValues } from '../schema';
import {
  SETTABLE_STATUSES,
  STATUS_LABELS,
  type ChangeRequest,
  type ChangeRequestStatus,
  type MergeResult,
} from '../types';
import { STATUS_TONES } from './change-requests-page';
import { Discussion } from './discussion';
import { PageDiff } from './page-diff';

const textarea =
  'block w-full rounded-md border-0 bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600 focus:ring-inset focus:outline-none aria-invalid:ring-red-400';

function allPages(pages: RevisionPage[]): RevisionPage[] {
  return pages.flatMap((page) => [page, ...allPages(page.pages ?? [])]);
}

function SubjectForm({
  spaceId,
  number,
  cr,
  onDone,
}: {
  spaceId: string;
  number: string;
  cr: ChangeRequest;
  onDone: () => void;
}) {
  const update = useUpdateChangeRequest(spaceId, number);
  const form = useForm<SubjectValues>({
    resolver: zodResolver(SubjectSchema),
    defaultValues: { subject: cr.subject },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ subject: values.subject });
      onDone();
    } catch (error) {
      applyServerError(error, form.setError, ['subject']);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="min-w-0 flex-1" aria-label="Edit the subject">
      <div className="flex flex-wrap items-start gap-2">
        <Input
          {...form.register('subject')}
          aria-label="Subject"
          invalid={!!errors.subject}
          className="max-w-md min-w-48 flex-1"
          maxLength={100}
          autoFocus
        />
        <Button type="submit" loading={isSubmitting}>
          Save
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
      {(errors.subject || errors.root?.server) && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {errors.subject?.message ?? errors.root?.server?.message}
        </p>
      )}
    </form>
  );
}

function ResultAlert({
  result,
  pages,
  onClose,
}: {
  result: MergeResult;
  pages: RevisionPage[];
  onClose: () => void;
}) {
  const title = (id: string) => pages.find((page) => page.id === id)?.title ?? id;
  return (
    <Alert
      tone={result.result === 'conflicts' ? 'warning' : 'success'}
      title={
        result.result === 'merge'
          ? 'Merged into the live content'
          : result.result === 'update'
            ? 'Updated from the live content'
            : 'Conflicts: these pages changed on both sides'
      }
    >
      {result.conflicts && result.conflicts.length > 0 && (
        <ul className="list-disc pl-5" aria-label="Conflicts">
          {result.conflicts.map((id) => (
            <li key={id}>{title(id)}</li>
          ))}
        </ul>
      )}
      <button type="button" className="mt-1 text-sm underline" onClick={onClose}>
        Dismiss
      </button>
    </Alert>
  );
}

function Header({
  orgId,
  spaceId,
  number,
  cr,
  pages,
}: {
  orgId: string;
  spaceId: string;
  number: string;
  cr: ChangeRequest;
  pages: RevisionPage[];
}) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateChangeRequest(spaceId, number);
  const updateFromMain = useUpdateFromMain(spaceId, number);
  const merge = useMergeChangeRequest(spaceId, number);
  const [result, setResult] = useState<MergeResult | undefined>(undefined);
  const merged = cr.status === 'merged';
  const error = update.error ?? updateFromMain.error ?? merge.error;

  return (
    <div className="mt-3 mb-6 space-y-3">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        {editing ? (
          <SubjectForm spaceId={spaceId} number={number} cr={cr} onDone={() => setEditing(false)} />
        ) : (
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <h1
              className="truncate text-2xl font-semibold tracking-tight text-slate-900"
              data-testid="change-request-title"
            >
              #{cr.number} {cr.subject || 'Untitled change request'}
            </h1>
            {!merged && (
              <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
                Edit subject
              </Button>
            )}
            {cr.outdated && !merged && <Badge tone="amber">Outdated</Badge>}
            {merged && <Badge tone={STATUS_TONES.merged}>Merged</Badge>}
          </div>
        )}
        {!merged && (
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            <Select
              aria-label="Change request status"
              value={cr.status}
              disabled={update.isPending}
              onChange={(event) =>
                update.mutate({ status: event.target.value as ChangeRequestStatus })
              }
              className="w-32"
            >
              {SETTABLE_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {STATUS_LABELS[value]}
                </option>
              ))}
            </Select>
            <Button
              variant="secondary"
              loading={updateFromMain.isPending}
              onClick={() => updateFromMain.mutate(undefined, { onSuccess: setResult })}
            >
              Update from main
            </Button>
            <Button
              loading={merge.isPending}
              onClick={() => merge.mutate(undefined, { onSuccess: setResult })}
            >
              Merge
            </Button>
          </div>
        )}
      </div>
      {error && (
        <Alert tone="error" title="That did not work">
          {errorMessage(error)}
        </Alert>
      )}
      {result && <ResultAlert result={result} pages={pages} onClose={() => setResult(undefined)} />}
      <Link
        to="/app/orgs/$orgId/spaces/$spaceId"
        params={{ orgId, spaceId }}
        className="text-sm font-medium text-brand-700 hover:underline"
      >
        View the live content
      </Link>
    </div>
  );
}

function AddPageDialog({
  spaceId,
  number,
  parent,
  open,
  onClose,
  onCreated,
}: {
  spaceId: string;
  number: string;
  parent: RevisionPage | undefined;
  open: boolean;
  onClose: () => void;
  onCreated: (page: RevisionPage) => void;
}) {
  const create = useCreateChangeRequestPage(spaceId, number);
  const form = useForm<NewPageValues>({
    resolver: zodResolver(NewPageSchema),
    defaultValues: { title: '', markdown: '' },
  });
  const [nested, setNested] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const page = await create.mutateAsync({
        ...values,
        ...(nested && parent ? { parent: parent.id } : {}),
      });
      form.reset();
      onCreated(page);
    } catch (error) {
      applyServerError(error, form.setError, ['title', 'markdown']);
    }
  });
  return (
    <Modal open={open} onClose={close} busy={isSubmitting} title="Add a page" size="lg">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {errors.root?.server && (
          <Alert tone="error" title="Could not add the page">
            {errors.root.server.message}
          </Alert>
        )}
        <Field label="Title" error={errors.title?.message}>
          {(field) => (
            <Input
              {...field}
              {...form.register('title')}
              invalid={!!errors.title}
              maxLength={100}
              autoFocus
            />
          )}
        </Field>
        <Field label="Markdown" error={errors.markdown?.message}>
          {(field) => (
            <textarea {...field} {...form.register('markdown')} rows={8} className={textarea} />
          )}
        </Field>
        {parent && (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={nested}
              onChange={(event) => setNested(event.target.checked)}
            />
            Inside “{parent.title}”
          </label>
        )}
        <ModalActions>
          <Button variant="secondary" onClick={close} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Add page
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

function PageEditor({
  spaceId,
  number,
  pageId,
  markdown,
}: {
  spaceId: string;
  number: string;
  pageId: string;
  markdown: string;
}) {
  const update = useUpdateChangeRequestPage(spaceId, number);
  const [value, setValue] = useState(markdown);
  useEffect(() => setValue(markdown), [markdown]);
  const issue = isApiError(update.error, 400)
    ? (update.error.issues.find((entry) => entry.field === 'markdown')?.message ??
      update.error.message)
    : update.error
      ? errorMessage(update.error)
      : undefined;
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ pageId, markdown: value });
      }}
    >
      <Field label="Markdown in this change request" error={issue}>
        {(field) => (
          <textarea
            {...field}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            rows={10}
            className={textarea}
          />
        )}
      </Field>
      <Button type="submit" size="sm" loading={update.isPending} disabled={value === markdown}>
        Save page
      </Button>
    </form>
  );
}

function SelectedPage({
  spaceId,
  number,
  page,
  isNew,
  editable,
  onDeleted,
}: {
  spaceId: string;
  number: string;
  page: RevisionPage;
  isNew: boolean;
  editable: boolean;
  onDeleted: () => void;
}) {
  const after = useChangeRequestPage(spaceId, number, page.id);
  const before = usePage(spaceId, isNew ? undefined : page.id);
  const remove = useDeleteChangeRequestPage(spaceId, number);
  const [deleting, setDeleting] = useState(false);

  if (after.isPending || (!isNew && before.isPending))
    return <ListSkeleton rows={4} label="Loading the page" />;
  if (after.isError || (!isNew && before.isError))
    return (
      <ErrorState
        error={after.error ?? before.error}
        title="Could not load this page"
        onRetry={() => void (after.isError ? after.refetch() : before.refetch())}
      />
    );
  const markdown = after.data.markdown ?? '';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          {page.title || 'Untitled'}
          {isNew ? <Badge tone="green">New page</Badge> : null}
        </h2>
        {editable && (
          <Button size="sm" variant="secondary" onClick={() => setDeleting(true)}>
            Delete page
          </Button>
        )}
      </div>
      <PageDiff before={isNew ? '' : (before.data?.markdown ?? '')} after={markdown} />
      {editable && page.type === 'document' && (
        <PageEditor spaceId={spaceId} number={number} pageId={page.id} markdown={markdown} />
      )}
      <ConfirmDialog
        open={deleting}
        title="Delete this page?"
        description={
          <>
            <strong>{page.title || 'Untitled'}</strong> and its sub-pages are removed from this
            change request. The live content changes only when the request is merged.
          </>
        }
        confirmLabel="Delete page"
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          setDeleting(false);
          remove.reset();
        }}
        onConfirm={() =>
          remove.mutate(page.id, {
            onSuccess: () => {
              setDeleting(false);
              onDeleted();
            },
          })
        }
      />
    </div>
  );
}

/** A change request: header, its page tree with diffs and an editor, and the discussion. */
export function ChangeRequestPage({
  orgId,
  spaceId,
  number,
  pageId,
  onSelect,
}: {
  orgId: string;
  spaceId: string;
  number: string;
  pageId: string | undefined;
  onSelect: (pageId: string | undefined) => void;
}) {
  const cr = useChangeRequest(spaceId, number);
  const content = useChangeRequestContent(spaceId, number);
  const live = useSpaceContent(spaceId);
  const session = useSession();
  const [adding, setAdding] = useState(false);
  useDocumentTitle(cr.data ? `#${cr.data.number} ${cr.data.subject}` : 'Change request');

  const back = (
    <Link
      to="/app/orgs/$orgId/spaces/$spaceId/change-requests"
      params={{ orgId, spaceId }}
      search={{ status: 'open' }}
      className="text-sm font-medium text-slate-500 hover:text-slate-800"
    >
      ← Change requests
    </Link>
  );

  if (cr.isError)
    return (
      <div>
        {back}
        <Card className="mt-4">
          {isApiError(cr.error, 404) ? (
            <EmptyState title="Change request not found" />
          ) : (
            <ErrorState
              error={cr.error}
              title="Could not load this change request"
              onRetry={() => void cr.refetch()}
            />
          )}
        </Card>
      </div>
    );
  if (!cr.data)
    return (
      <div role="status" aria-label="Loading the change request">
        {back}
        <Skeleton className="mt-4 h-8 w-80" />
      </div>
    );

  const pages = content.data?.pages ?? [];
  const livePages = live.data?.pages ?? [];
  const flat = allPages(pages);
  const crIds = new Set(flat.map((page) => page.id));
  const liveIds = new Set(allPages(livePages).map((page) => page.id));
  const deleted = allPages(livePages).filter((page) => !crIds.has(page.id));
  const selected = pageId ? findPage(pages, pageId) : undefined;
  const editable = cr.data.status !== 'merged';

  return (
    <div>
      {back}
      <Header orgId={orgId} spaceId={spaceId} number={number} cr={cr.data} pages={flat} />
      <div className="grid gap-6 xl:grid-cols-[16rem_minmax(0,1fr)_22rem]">
        <Card className="self-start p-2">
          <nav aria-label="Change request pages" className="space-y-2">
            {content.isPending || live.isPending ? (
              <ListSkeleton rows={3} label="Loading the pages" />
            ) : content.isError ? (
              <ErrorState error={content.error} title="Could not load the pages" />
            ) : pages.length === 0 ? (
              <p className="px-2 py-1 text-sm text-slate-500">No pages yet.</p>
            ) : (
              <PageTree
                pages={pages}
                selectedId={selected?.id}
                onSelect={(page) => onSelect(page.id)}
              />
            )}
            {deleted.length > 0 && (
              <div className="border-t border-slate-100 px-2 pt-2">
                <p className="text-xs font-semibold text-slate-500 uppercase">Deleted pages</p>
                <ul aria-label="Deleted pages">
                  {deleted.map((page) => (
                    <li key={page.id} className="text-sm text-red-700 line-through">
                      {page.title || 'Untitled'}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {editable && (
              <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
                Add page
              </Button>
            )}
          </nav>
        </Card>
        <Card className="p-6">
          {selected ? (
            <SelectedPage
              key={selected.id}
              spaceId={spaceId}
              number={number}
              page={selected}
              isNew={!live.isPending && !liveIds.has(selected.id)}
              editable={editable}
              onDeleted={() => onSelect(undefined)}
            />
          ) : (
            <EmptyState
              title="Select a page"
              description="Choose a page in the tree to see how this change request changes it."
            />
          )}
        </Card>
        <Discussion
          spaceId={spaceId}
          number={number}
          userId={session.data?.user.id}
          selectedPage={selected ? { id: selected.id, title: selected.title } : undefined}
        />
      </div>
      <AddPageDialog
        spaceId={spaceId}
        number={number}
        parent={selected}
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(page) => {
          setAdding(false);
          onSelect(page.id);
        }}
      />
    </div>
  );
}
