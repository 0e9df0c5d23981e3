import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { SearchSnippet } from '@/features/search/components/search-snippet';
import { sectionAnchor } from '@/features/search/components/org-search';
import { useSpaceSearch } from '../api/search-space';

/** Search box of a space: pages, best first, with their best sections and snippets. */
export function SpaceSearch({
  spaceId,
  onOpen,
}: {
  spaceId: string;
  onOpen: (pageId: string, section: string | undefined) => void;
}) {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const results = useSpaceSearch(spaceId, query);
  const items = query ? (results.data?.items ?? []) : [];

  return (
    <div>
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
          aria-label="Search this space"
          placeholder="Search this space"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setInput('');
          }}
          className="pl-9"
          maxLength={512}
        />
        {results.isFetching && query && (
          <Spinner className="absolute top-2.5 right-3 size-4 text-slate-400" />
        )}
      </div>
      {query && !results.isPending && (
        <div className="mt-2 rounded-lg ring-1 ring-slate-200">
          {results.isError ? (
            <ErrorState
              error={results.error}
              title="Could not search"
              onRetry={() => void results.refetch()}
              className="py-6"
            />
          ) : items.length === 0 ? (
            <p role="status" className="px-3 py-4 text-center text-sm text-slate-500">
              No page matches “{query}”.
            </p>
          ) : (
            <ul
              aria-label="Search results"
              className="max-h-96 divide-y divide-slate-100 overflow-y-auto"
            >
              {items.map((page) => (
                <li key={page.id} className="py-1" data-testid="space-search-result">
                  <button
                    type="button"
                    className="block w-full px-3 py-1.5 text-left text-sm font-medium text-slate-900 hover:bg-slate-50"
                    onClick={() => onOpen(page.id, undefined)}
                  >
                    {page.title || 'Untitled'}
                  </button>
                  {page.sections.map((section) => (
                    <button
                      key={section.id}
                      type="button"
                      className="block w-full px-3 py-1 pl-5 text-left hover:bg-slate-50"
                      onClick={() => onOpen(page.id, sectionAnchor(section.path))}
                    >
                      <span className="block text-xs font-medium text-slate-700">
                        {section.title}
                      </span>
                      <SearchSnippet
                        text={section.body}
                        query={query}
                        className="line-clamp-2 text-xs text-slate-500"
                      />
                    </button>
                  ))}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
