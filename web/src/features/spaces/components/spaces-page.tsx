import { Link, useNavigate } from '@tanstack/react-router';
import { ListFooter } from '@/components/ui/list-footer';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Badge, Card, PageHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/field';
import { ListSkeleton } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useOrg } from '@/features/orgs/api/get-org';
import { OrgSearch } from '@/features/search/components/org-search';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSpaces } from '../api/get-spaces';
import { useRestoreSpace } from '../api/restore-space';
import { VISIBILITY_LABELS, type Space, type SpaceFilters } from '../types';
import { CreateSpaceDialog } from './create-space-dialog';
import { SpaceMark, spacesIcon } from './space-mark';

function SpaceRow({ orgId, space }: { orgId: string; space: Space }) {
  return (
    <li
      className="group relative grid grid-cols-1 gap-2 px-5 py-4 hover:bg-slate-50/70 md:grid-cols-[minmax(0,1fr)_10rem_8rem] md:items-center md:gap-4"
      data-testid="space-row"
    >
      <div className="flex min-w-0 items-center gap-3">
        <SpaceMark title={space.title} emoji={space.emoji} />
        <Link
          to="/app/orgs/$orgId/spaces/$spaceId"
          params={{ orgId, spaceId: space.id }}
          className="block truncate text-sm font-semibold text-slate-900 after:absolute after:inset-0 hover:text-brand-700"
        >
          {space.title || 'Untitled'}
        </Link>
      </div>
      <div className="text-sm text-slate-600">
        <Badge>{VISIBILITY_LABELS[space.visibility]}</Badge>
      </div>
      <div className="flex items-center gap-2 text-sm text-slate-600">
        <span className="w-20 text-xs text-slate-500 md:hidden">Updated</span>
        <time dateTime={space.updatedAt}>{formatDate(space.updatedAt)}</time>
      </div>
    </li>
  );
}

function TrashRow({ orgId, space }: { orgId: string; space: Space }) {
  const restore = useRestoreSpace(orgId);
  const title = space.title || 'Untitled';
  return (
    <li
      className="grid grid-cols-1 gap-2 px-5 py-4 md:grid-cols-[minmax(0,1fr)_10rem_8rem] md:items-center md:gap-4"
      data-testid="trash-row"
    >
      <div className="flex min-w-0 items-center gap-3">
        <SpaceMark title={space.title} emoji={space.emoji} />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900">{title}</p>
          {restore.isError && (
            <p role="alert" className="mt-1 text-xs text-red-600">
              {errorMessage(restore.error)}
            </p>
          )}
        </div>
      </div>
      <div className="flex items-center gap-2 text-sm text-slate-600">
        <span className="w-20 text-xs text-slate-500 md:hidden">Deleted</span>
        <time dateTime={space.deletedAt}>{formatDate(space.deletedAt)}</time>
      </div>
      <div className="flex md:justify-end">
        {/* The trash lists only the spaces the caller may restore. */}
        <Button
          variant="secondary"
          size="sm"
          loading={restore.isPending}
          onClick={() => restore.mutate(space.id)}
          aria-label={`Restore ${title}`}
        >
          Restore
        </Button>
      </div>
    </li>
  );
}

/** Spaces of an organization: filter by title, create one, and the trash with restore. */
export function SpacesPage({
  orgId,
  filters,
  onFiltersChange,
}: {
  orgId: string;
  filters: SpaceFilters;
  onFiltersChange: (next: Partial<SpaceFilters>) => void;
}) {
  const org = useOrg(orgId);
  const trash = filters.deleted === true;
  useDocumentTitle(trash ? 'Trash' : 'Spaces', org.data?.title);
  const spaces = useSpaces(orgId, filters);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [search, setSearch] = useState(filters.title ?? '');
  const canCreate = org.data?.permissions.createContent ?? false;

  // The filter box updates the URL once typing pauses, and follows it (back button, "clear").
  useEffect(() => {
    const value = search.trim();
    if (value === (filters.title ?? '')) return;
    const timer = setTimeout(() => onFiltersChange({ title: value || undefined }), 300);
    return () => clearTimeout(timer);
  }, [search, filters.title, onFiltersChange]);
  useEffect(() => setSearch(filters.title ?? ''), [filters.title]);

  const items = spaces.data?.pages.flatMap((page) => page.items) ?? [];
  const total = spaces.data?.pages[0]?.count;
  const tab = (active: boolean) =>
    cn(
      'rounded-md px-3 py-1.5 text-sm font-medium',
      active
        ? 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200'
        : 'text-slate-600 hover:text-slate-900',
    );

  return (
    <div>
      <PageHeader
        title="Spaces"
        description="Collections of documentation pages. Open one to browse and search its content."
        actions={
          canCreate && (
            <Button onClick={() => setCreating(true)}>
              <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
                <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
              </svg>
              New space
            </Button>
          )
        }
      />
      <OrgSearch orgId={orgId} />
      <Card className="mt-6">
        <div className="flex flex-col gap-3 border-b border-slate-100 px-5 py-4 sm:flex-row sm:items-center">
          <div
            role="tablist"
            aria-label="Spaces or trash"
            className="flex shrink-0 gap-1 rounded-lg bg-slate-100 p-1"
          >
            <button
              type="button"
              role="tab"
              aria-selected={!trash}
              className={tab(!trash)}
              onClick={() => onFiltersChange({ deleted: undefined })}
            >
              Spaces
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={trash}
              className={tab(trash)}
              onClick={() => onFiltersChange({ deleted: true })}
            >
              Trash
            </button>
          </div>
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
              aria-label="Filter spaces by title"
              placeholder="Filter by title"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-9"
              maxLength={256}
            />
          </div>
        </div>

        {spaces.isPending ? (
          <ListSkeleton rows={3} label="Loading spaces" />
        ) : spaces.isError && items.length === 0 ? (
          <ErrorState
            error={spaces.error}
            title={trash ? 'Could not load the trash' : 'Could not load the spaces'}
            onRetry={() => void spaces.refetch()}
          />
        ) : items.length === 0 ? (
          filters.title ? (
            <EmptyState
              title="No spaces match"
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
          ) : trash ? (
            <EmptyState
              title="The trash is empty"
              description="Deleted spaces stay here for 7 days; restore them before they are removed for good."
            />
          ) : (
            <EmptyState
              title="No spaces yet"
              description={
                canCreate
                  ? 'Create a space to start writing documentation.'
                  : 'A creator or admin of the organization can create spaces.'
              }
              icon={spacesIcon}
              action={
                canCreate && <Button onClick={() => setCreating(true)}>Create a space</Button>
              }
            />
          )
        ) : (
          <>
            <div className="hidden grid-cols-[minmax(0,1fr)_10rem_8rem] gap-4 border-b border-slate-100 bg-slate-50/60 px-5 py-2 text-xs font-medium tracking-wide text-slate-500 uppercase md:grid">
              <span>Space</span>
              <span>{trash ? 'Deleted' : 'Visibility'}</span>
              <span>{trash ? '' : 'Updated'}</span>
            </div>
            <ul
              className={
                spaces.isPlaceholderData
                  ? 'divide-y divide-slate-100 opacity-60 transition-opacity'
                  : 'divide-y divide-slate-100'
              }
              aria-label={trash ? 'Deleted spaces' : 'Spaces'}
              aria-busy={spaces.isFetching || undefined}
            >
              {items.map((space) =>
                trash ? (
                  <TrashRow key={space.id} orgId={orgId} space={space} />
                ) : (
                  <SpaceRow key={space.id} orgId={orgId} space={space} />
                ),
              )}
            </ul>
            <ListFooter
              shown={items.length}
              total={total}
              noun={['space', 'spaces']}
              suffix={trash ? ' deleted in the last 7 days' : undefined}
              query={spaces}
            />
          </>
        )}
      </Card>

      <CreateSpaceDialog
        orgId={orgId}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(space) => {
          setCreating(false);
          void navigate({
            to: '/app/orgs/$orgId/spaces/$spaceId',
            params: { orgId, spaceId: space.id },
          });
        }}
      />
    </div>
  );
}
