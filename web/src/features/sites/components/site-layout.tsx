import { Link, Outlet } from '@tanstack/react-router';
import { Badge } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/spinner';
import { ErrorState, EmptyState } from '@/components/ui/states';
import { isApiError } from '@/lib/api-client';
import { useSite } from '../api/get-site';
import { VISIBILITY_LABELS } from '../types';
import { SiteMark } from './site-mark';
import { PublishedBadge } from './sites-page';

const TABS = [
  { to: '/app/orgs/$orgId/sites/$siteId/structure', label: 'Structure' },
  { to: '/app/orgs/$orgId/sites/$siteId/share-links', label: 'Share links' },
  { to: '/app/orgs/$orgId/sites/$siteId/settings', label: 'Settings' },
] as const;

function BackToSites({ orgId }: { orgId: string }) {
  return (
    <Link
      to="/app/orgs/$orgId/sites"
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
      Sites
    </Link>
  );
}

/** A site's header (title, state, published address) and its tabs around the tab's page. */
export function SiteLayout({ orgId, siteId }: { orgId: string; siteId: string }) {
  const site = useSite(orgId, siteId);

  if (site.isError) {
    return (
      <div>
        <BackToSites orgId={orgId} />
        <div className="mt-4 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          {isApiError(site.error, 404) ? (
            <EmptyState
              title="Site not found"
              description="It was deleted, or it belongs to another organization."
            />
          ) : (
            <ErrorState
              error={site.error}
              title="Could not load this site"
              onRetry={() => void site.refetch()}
            />
          )}
        </div>
      </div>
    );
  }

  return (
    <div>
      <BackToSites orgId={orgId} />
      <div className="mt-3 mb-5 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        {site.data ? (
          <div className="flex min-w-0 items-center gap-3">
            <SiteMark title={site.data.title} size="lg" />
            <div className="min-w-0">
              <h1
                className="truncate text-2xl font-semibold tracking-tight text-slate-900"
                data-testid="site-title"
              >
                {site.data.title}
              </h1>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-500">
                <PublishedBadge site={site.data} />
                <Badge>{VISIBILITY_LABELS[site.data.visibility]}</Badge>
                <span>
                  {site.data.siteSpaces} {site.data.siteSpaces === 1 ? 'space' : 'spaces'}
                </span>
              </div>
            </div>
          </div>
        ) : (
          <div className="flex items-center gap-3" role="status" aria-label="Loading the site">
            <Skeleton className="size-11 rounded-lg" />
            <div className="space-y-2">
              <Skeleton className="h-6 w-56" />
              <Skeleton className="h-4 w-40" />
            </div>
          </div>
        )}
        {site.data?.urls.published && (
          <a
            href={site.data.urls.published}
            target="_blank"
            rel="noreferrer"
            className="inline-flex max-w-full items-center gap-1.5 self-start truncate rounded-md px-2.5 py-1.5 text-sm font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 sm:self-auto"
          >
            <span className="truncate">{site.data.urls.published.replace(/^https?:\/\//, '')}</span>
            <svg
              viewBox="0 0 20 20"
              fill="currentColor"
              className="size-4 shrink-0"
              aria-hidden="true"
            >
              <path
                fillRule="evenodd"
                d="M4.25 5.5a.75.75 0 0 0-.75.75v8.5c0 .414.336.75.75.75h8.5a.75.75 0 0 0 .75-.75v-4a.75.75 0 0 1 1.5 0v4A2.25 2.25 0 0 1 12.75 17h-8.5A2.25 2.25 0 0 1 2 14.75v-8.5A2.25 2.25 0 0 1 4.25 4h5a.75.75 0 0 1 0 1.5h-5Zm7.25-.75a.75.75 0 0 1 .75-.75h3.5a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0V6.56l-5.22 5.22a.75.75 0 1 1-1.06-1.06l5.22-5.22h-1.69a.75.75 0 0 1-.75-.75Z"
                clipRule="evenodd"
              />
            </svg>
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </div>

      <nav aria-label="Site" className="mb-6 border-b border-slate-200">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <Link
                to={tab.to}
                params={{ orgId, siteId }}
                className="inline-flex items-center border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-slate-500 hover:border-slate-300 hover:text-slate-800 data-[status=active]:border-brand-600 data-[status=active]:text-brand-700"
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
