import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useOrgSearch } from '../api/search-org';
import { SearchSnippet } from './search-snippet';

/** Search across the organization's spaces: spaces → pages → sections, each opening the page. */
export function OrgSearch({ orgId }: { orgId: string }) {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const results = useOrgSearch(orgId, query);
  const items = query ? (results.data?.items ?? []) : [];

  return (
    <Card aria-labelledby="org-search-title">
      <div className="px-5 py-4">
        <h2 id="org-search-title" className="sr-only">
          Content search
        </h2>
        <div className="relative">
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
            aria-label="Search all spaces"
            placeholder="Search the content of every space"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            className="pl-9"
            maxLength={512}
          />
          {results.isFetching && query && (
            <Spinner className="absolute top-2.5 right-3 size-4 text-slate-400" />
          )}
        </div>
      </div>
      {query &&
        (results.isPending ? null : results.isError ? (
          <ErrorState
            error={results.error}
            title="Could not search"
            onRetry={() => void results.refetch()}
            className="border-t border-slate-100"
          />
        ) : items.length === 0 ? (
          <EmptyState
            title="Nothing found"
            description={`No page of your spaces matches “${query}”.`}
            className="border-t border-slate-100 py-8"
          />
        ) : (
          <ul
            aria-label="Search results"
            className="divide-y divide-slate-100 border-t border-slate-100"
          >
            {items.map((space) => (
              <li key={space.id} className="px-5 py-3" data-testid="org-search-space">
                <Link
                  to="/app/orgs/$orgId/spaces/$spaceId"
                  params={{ orgId, spaceId: space.id }}
                  className="text-sm font-semibold text-slate-900 hover:text-brand-700"
                >
                  {space.title || 'Untitled'}
                </Link>
                <ul className="mt-2 space-y-2 border-l border-slate-200 pl-4">
                  {space.pages.map((page) => (
                    <li key={page.id}>
                      <Link
                        to="/app/orgs/$orgId/spaces/$spaceId"
                        params={{ orgId, spaceId: space.id }}
                        search={{ page: page.id }}
                        className="text-sm font-medium text-brand-700 hover:underline"
                      >
                        {page.title}
                      </Link>
                      <span className="ml-2 text-xs text-slate-400">{page.path}</span>
                      {page.sections.length > 0 && (
                        <ul className="mt-1 space-y-1">
                          {page.sections.map((section) => (
                            <li key={section.id}>
                              <Link
                                to="/app/orgs/$orgId/spaces/$spaceId"
                                params={{ orgId, spaceId: space.id }}
                                search={{ page: page.id, section: sectionAnchor(section.path) }}
                                className="block rounded-md px-2 py-1 hover:bg-slate-50"
                              >
                                <span className="text-sm text-slate-800">{section.title}</span>
                                <SearchSnippet
                                  text={section.body}
                                  query={query}
                                  className="line-clamp-2 text-xs text-slate-500"
                                />
                              </Link>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        ))}
    </Card>
  );
}

/** The anchor of a section path (`page/path#anchor`), or undefined for the text before the first heading. */
export function sectionAnchor(path: string): string | undefined {
  const index = path.indexOf('#');
  return index >= 0 && index < path.length - 1 ? path.slice(index + 1) : undefined;
}
