import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Badge, Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/field';
import { ListSkeleton, Skeleton } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useOrg } from '@/features/orgs/api/get-org';
import { applyServerError } from '@/features/sites/form-errors';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteSpace } from '../api/delete-space';
import { useSpace } from '../api/get-space';
import { useSpaceContent } from '../api/get-space-content';
import { useUpdateSpace } from '../api/update-space';
import { RenameSpaceSchema, type RenameSpaceValues } from '../schema';
import { VISIBILITY_LABELS, type Space } from '../types';
import { BrokenLinks } from './broken-links';
import { findPage, firstDocument, PageTree } from './page-tree';
import { PageView } from './page-view';
import { SpaceMark, spacesIcon } from './space-mark';
import { SpaceSearch } from './space-search';

function BackToSpaces({ orgId }: { orgId: string }) {
  return (
    <Link
      to="/app/orgs/$orgId/spaces"
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
      Spaces
    </Link>
  );
}

/** Inline rename of the header: emoji and title, saved with PATCH. */
function RenameForm({ orgId, space, onDone }: { orgId: string; space: Space; onDone: () => void }) {
  const update = useUpdateSpace(orgId, space.id);
  const form = useForm<RenameSpaceValues>({
    resolver: zodResolver(RenameSpaceSchema),
    defaultValues: { title: space.title, emoji: space.emoji },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ title: values.title, emoji: values.emoji || null });
      onDone();
    } catch (error) {
      applyServerError(error, form.setError, ['title', 'emoji']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="min-w-0 flex-1" aria-label="Rename the space">
      <div className="flex flex-wrap items-start gap-2">
        <Input
          {...form.register('emoji')}
          aria-label="Emoji"
          invalid={!!errors.emoji}
          placeholder="📘"
          className="w-20"
          maxLength={50}
        />
        <Input
          {...form.register('title')}
          aria-label="Space title"
          invalid={!!errors.title}
          className="max-w-md min-w-48 flex-1"
          maxLength={50}
          autoFocus
          onKeyDown={(event) => {
            if (event.key === 'Escape') onDone();
          }}
        />
        <Button type="submit" loading={isSubmitting}>
          Save
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
      {(errors.title || errors.emoji || errors.root?.server) && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {errors.title?.message ?? errors.emoji?.message ?? errors.root?.server?.message}
        </p>
      )}
    </form>
  );
}

function SpaceContent({
  spaceId,
  pageId,
  section,
  onSelect,
}: {
  spaceId: string;
  pageId: string | undefined;
  section: string | undefined;
  onSelect: (pageId: string, section?: string) => void;
}) {
  const content = useSpaceContent(spaceId);
  const pages = content.data?.pages ?? [];
  const selected =
    (pageId && findPage(pages, pageId)) ||
    (pageId ? undefined : (firstDocument(pages) ?? pages[0]));

  if (content.isPending) {
    return (
      <Card>
        <ListSkeleton rows={4} label="Loading the content" />
      </Card>
    );
  }
  if (content.isError) {
    return (
      <Card>
        <ErrorState
          error={content.error}
          title="Could not load the content of this space"
          onRetry={() => void content.refetch()}
        />
      </Card>
    );
  }
  if (pages.length === 0) {
    return (
      <Card>
        <EmptyState
          title="This space has no pages yet"
          description="Its live content is empty. Pages appear here once content is imported or merged from a change request."
          icon={spacesIcon}
        />
      </Card>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <Card className="self-start p-2">
        <nav aria-label="Page tree">
          <PageTree
            pages={pages}
            selectedId={selected?.id}
            onSelect={(page) => onSelect(page.id)}
          />
        </nav>
      </Card>
      <Card className="p-6">
        {selected ? (
          <PageView
            spaceId={spaceId}
            page={selected}
            section={section}
            onSelect={(page) => onSelect(page.id)}
          />
        ) : (
          <EmptyState
            title="Page not found"
            description="It is no longer part of the live content. Choose another page in the tree."
          />
        )}
      </Card>
    </div>
  );
}

/** A space: header (rename, delete), page tree, the selected page, search and broken links. */
export function SpacePage({
  orgId,
  spaceId,
  pageId,
  section,
  onSelect,
}: {
  orgId: string;
  spaceId: string;
  pageId: string | undefined;
  section: string | undefined;
  onSelect: (pageId: string, section?: string) => void;
}) {
  const org = useOrg(orgId);
  const space = useSpace(spaceId);
  useDocumentTitle(space.data?.title || undefined, 'Spaces', org.data?.title);
  const remove = useDeleteSpace(orgId);
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const canDelete =
    (org.data?.permissions.createContent ?? false) || (space.data?.permissions.admin ?? false);

  if (space.isError || space.data?.deletedAt) {
    return (
      <div>
        <BackToSpaces orgId={orgId} />
        <Card className="mt-4">
          {space.data?.deletedAt ? (
            <EmptyState
              title="This space is in the trash"
              description="Restore it from the trash of the spaces page to browse its content."
            />
          ) : isApiError(space.error, 404) ? (
            <EmptyState
              title="Space not found"
              description="It was deleted, or it belongs to another organization."
            />
          ) : (
            <ErrorState
              error={space.error}
              title="Could not load this space"
              onRetry={() => void space.refetch()}
            />
          )}
        </Card>
      </div>
    );
  }

  return (
    <div>
      <BackToSpaces orgId={orgId} />
      <div className="mt-3 mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        {!space.data ? (
          <div className="flex items-center gap-3" role="status" aria-label="Loading the space">
            <Skeleton className="size-11 rounded-lg" />
            <div className="space-y-2">
              <Skeleton className="h-6 w-56" />
              <Skeleton className="h-4 w-40" />
            </div>
          </div>
        ) : renaming ? (
          <RenameForm orgId={orgId} space={space.data} onDone={() => setRenaming(false)} />
        ) : (
          <div className="flex min-w-0 items-center gap-3">
            <SpaceMark title={space.data.title} emoji={space.data.emoji} size="lg" />
            <div className="min-w-0">
              <h1
                className="truncate text-2xl font-semibold tracking-tight text-slate-900"
                data-testid="space-title"
              >
                {space.data.title || 'Untitled'}
              </h1>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
                <Badge>{VISIBILITY_LABELS[space.data.visibility]}</Badge>
                {space.data.editMode === 'locked' && <Badge tone="amber">Locked</Badge>}
                <span>Updated {formatDate(space.data.updatedAt)}</span>
              </p>
            </div>
          </div>
        )}
        {space.data && !renaming && (
          <div className="flex shrink-0 gap-2">
            <Link
              to="/app/orgs/$orgId/spaces/$spaceId/change-requests"
              params={{ orgId, spaceId }}
              search={{ status: 'open' }}
              className="inline-flex h-9 items-center rounded-md bg-white px-3.5 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
            >
              Change requests ({space.data.changeRequestsOpen} open)
            </Link>
            {space.data.permissions.edit && (
              <Button variant="secondary" onClick={() => setRenaming(true)}>
                Rename
              </Button>
            )}
            {canDelete && (
              <Button
                variant="secondary"
                onClick={() => setDeleting(true)}
                className="text-red-600 hover:text-red-700"
              >
                Delete space
              </Button>
            )}
          </div>
        )}
      </div>

      {space.data && (
        <div className="space-y-6">
          <div className="max-w-xl">
            <SpaceSearch spaceId={spaceId} onOpen={onSelect} />
          </div>
          <SpaceContent spaceId={spaceId} pageId={pageId} section={section} onSelect={onSelect} />
          <BrokenLinks spaceId={spaceId} onOpen={(id) => onSelect(id)} />
        </div>
      )}

      <ConfirmDialog
        open={deleting}
        title="Delete this space?"
        description={
          <>
            <strong>{space.data?.title || 'Untitled'}</strong> moves to the trash. You can restore
            it from there for 7 days; after that it is removed for good.
          </>
        }
        confirmLabel="Delete space"
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          setDeleting(false);
          remove.reset();
        }}
        onConfirm={() =>
          remove.mutate(spaceId, {
            onSuccess: () => {
              setDeleting(false);
              void navigate({ to: '/app/orgs/$orgId/spaces', params: { orgId }, replace: true });
            },
          })
        }
      />
    </div>
  );
}
