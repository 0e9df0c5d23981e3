import { Link, useNavigate } from '@tanstack/react-router';
import { ListFooter } from '@/components/ui/list-footer';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Badge, Card, PageHeader } from '@/components/ui/card';
import { Input, Select } from '@/components/ui/field';
import { ListSkeleton } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useOrg } from '@/features/orgs/api/get-org';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSites } from '../api/get-sites';
import { VISIBILITY_LABELS, type Site, type SiteFilters } from '../types';
import { CreateSiteDialog } from './create-site-dialog';
import { SiteMark } from './site-mark';

const PUBLISHED_OPTIONS = { '': 'All sites', true: 'Published', false: 'Not published' } as const;

export function PublishedBadge({ site }: { site: Pick<Site, 'published'> }) {
  return site.published ? (
    <Badge tone="green">
      <span className="mr-1 size-1.5 rounded-full bg-emerald-500" aria-hidden="true" />
      Published
    </Badge>
  ) : (
    <Badge tone="amber" title="A site is published once it has at least one space">
      Not published
    </Badge>
  );
}

function SiteRow({ orgId, site }: { orgId: string; site: Site }) {
  return (
    <li
      className="group relative grid grid-cols-1 gap-2 px-5 py-4 hover:bg-slate-50/70 md:grid-cols-[minmax(0,1fr)_9rem_8rem_7rem] md:items-center md:gap-4"
      data-testid="site-row"
    >
      <div className="flex min-w-0 items-center gap-3">
        <SiteMark title={site.title} />
        <div className="min-w-0">
          <Link
            to="/app/orgs/$orgId/sites/$siteId/structure"
            params={{ orgId, siteId: site.id }}
            className="block truncate text-sm font-semibold text-slate-900 after:absolute after:inset-0 hover:text-brand-700"
          >
            {site.title}
          </Link>
          <p className="truncate text-xs text-slate-500">
            {site.urls.published ?? 'No published address until the site has a space'}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <PublishedBadge site={site} />
      </div>
      <div className="flex items-center gap-2 text-sm text-slate-600">
        <span className="w-20 text-xs text-slate-500 md:hidden">Visibility</span>
        {VISIBILITY_LABELS[site.visibility]}
      </div>
      <div className="flex items-center gap-2 text-sm text-slate-600">
        <span className="w-20 text-xs text-slate-500 md:hidden">Spaces</span>
        <span title={`Created ${formatDate(site.createdAt)}`}>
          {site.siteSpaces} {site.siteSpaces === 1 ? 'space' : 'spaces'}
        </span>
      </div>
    </li>
  );
}

/** Sites of an organization: filter by title and published state, create one. */
export function SitesPage({
  orgId,
  filters,
  onFiltersChange,
}: {
  orgId: string;
  filters: SiteFilters;
  onFiltersChange: (next: Partial<SiteFilters>) => void;
}) {
  const org = useOrg(orgId);
  useDocumentTitle('Sites', org.data?.title);
  const sites = useSites(orgId, filters);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [search, setSearch] = useState(filters.title ?? '');
  const filtered = !!filters.title || filters.published !== undefined;

  // The search box updates the URL once typing pauses, and follows it (back button, "clear").
  useEffect(() => {
    const value = search.trim();
    if (value === (filters.title ?? '')) return;
    const timer = setTimeout(() => onFiltersChange({ title: value || undefined }), 300);
    return () => clearTimeout(timer);
  }, [search, filters.title, onFiltersChange]);
  useEffect(() => setSearch(filters.title ?? ''), [filters.title]);

  const items = sites.data?.pages.flatMap((page) => page.items) ?? [];
  const total = sites.data?.pages[0]?.count;
  const canCreate = org.data?.permissions.createContent ?? true;

  return (
    <div>
      <PageHeader
        title="Sites"
        description="Published documentation sites. Each one arranges spaces into sections for its visitors."
        actions={
          canCreate && (
            <Button onClick={() => setCreating(true)}>
              <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
                <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
              </svg>
              New site
            </Button>
          )
        }
      />
      <Card>
        <div className="flex flex-col gap-3 border-b border-slate-100 px-5 py-4 sm:flex-row sm:items-center">
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
              aria-label="Filter sites by title"
              placeholder="Filter by title"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-9"
              maxLength={128}
            />
          </div>
          <Select
            aria-label="Filter by published state"
            value={filters.published === undefined ? '' : String(filters.published)}
            onChange={(event) =>
              onFiltersChange({
                published: event.target.value === '' ? undefined : event.target.value === 'true',
              })
            }
            className="w-full sm:w-44"
          >
            {Object.entries(PUBLISHED_OPTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>

        {sites.isPending ? (
          <ListSkeleton rows={3} label="Loading sites" />
        ) : sites.isError && items.length === 0 ? (
          <ErrorState
            error={sites.error}
            title="Could not load the sites"
            onRetry={() => void sites.refetch()}
          />
        ) : items.length === 0 ? (
          filtered ? (
            <EmptyState
              title="No sites match"
              description="Try another title or published state."
              action={
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onFiltersChange({ title: undefined, published: undefined })}
                >
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              title="No sites yet"
              description="Create a site to publish your documentation, then arrange its sections."
              icon={
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
                    d="M12 21a9.004 9.004 0 0 0 8.716-6.747M12 21a9.004 9.004 0 0 1-8.716-6.747M12 21c2.485 0 4.5-4.03 4.5-9S14.485 3 12 3m0 18c-2.485 0-4.5-4.03-4.5-9S9.515 3 12 3m0 0a8.997 8.997 0 0 1 7.843 4.582M12 3a8.997 8.997 0 0 0-7.843 4.582m15.686 0A11.953 11.953 0 0 1 12 10.5c-2.998 0-5.74-1.1-7.843-2.918m15.686 0A8.959 8.959 0 0 1 21 12c0 .778-.099 1.533-.284 2.253m0 0A17.919 17.919 0 0 1 12 16.5c-3.162 0-6.133-.815-8.716-2.247m0 0A9.015 9.015 0 0 1 3 12c0-1.605.42-3.113 1.157-4.418"
                  />
                </svg>
              }
              action={canCreate && <Button onClick={() => setCreating(true)}>Create a site</Button>}
            />
          )
        ) : (
          <>
            <div className="hidden grid-cols-[minmax(0,1fr)_9rem_8rem_7rem] gap-4 border-b border-slate-100 bg-slate-50/60 px-5 py-2 text-xs font-medium tracking-wide text-slate-500 uppercase md:grid">
              <span>Site</span>
              <span>Status</span>
              <span>Visibility</span>
              <span>Content</span>
            </div>
            <ul
              className={
                sites.isPlaceholderData
                  ? 'divide-y divide-slate-100 opacity-60 transition-opacity'
                  : 'divide-y divide-slate-100'
              }
              aria-label="Sites"
              aria-busy={sites.isFetching || undefined}
            >
              {items.map((site) => (
                <SiteRow key={site.id} orgId={orgId} site={site} />
              ))}
            </ul>
            <ListFooter shown={items.length} total={total} noun={['site', 'sites']} query={sites} />
          </>
        )}
      </Card>

      <CreateSiteDialog
        orgId={orgId}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(site) => {
          setCreating(false);
          void navigate({
            to: '/app/orgs/$orgId/sites/$siteId/structure',
            params: { orgId, siteId: site.id },
          });
        }}
      />
    </div>
  );
}
