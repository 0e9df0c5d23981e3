import { errorMessage } from '@/lib/api-client';
import { Button } from './button';

/** What a paginated list footer needs from a TanStack infinite query. */
type PagedQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  isError: boolean;
  error: unknown;
};

/**
 * The footer of a paginated list: "Showing N of M things", a Load more button while pages
 * remain, and the error of the last page fetch.
 */
export function ListFooter({
  shown,
  total,
  noun,
  suffix,
  query,
}: {
  shown: number;
  total?: number;
  /** Singular and plural: ['site', 'sites']. */
  noun: [string, string];
  /** Words after the noun, e.g. " deleted in the last 7 days". */
  suffix?: string;
  query: PagedQuery;
}) {
  return (
    <div className="flex flex-col items-center gap-2 border-t border-slate-100 px-5 py-3 text-sm text-slate-500 sm:flex-row sm:justify-between">
      <span>
        Showing {shown}
        {total !== undefined && total > shown ? ` of ${total}` : ''}{' '}
        {shown === 1 ? noun[0] : noun[1]}
        {suffix}
      </span>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Load more
        </Button>
      )}
      {query.isError && <span className="text-red-600">{errorMessage(query.error)}</span>}
    </div>
  );
}
