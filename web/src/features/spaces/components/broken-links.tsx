import { Card, CardHeader } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useBrokenLinks } from '../api/get-broken-links';
import type { ContentReference } from '../types';

function describe(reference: ContentReference) {
  if (reference.kind === 'url') return reference.url;
  if (reference.kind === 'page') return reference.page.title || reference.page.path;
  return reference.file.name;
}

/** Links of the space's pages that lead nowhere (SPACE/links?status=broken). */
export function BrokenLinks({
  spaceId,
  onOpen,
}: {
  spaceId: string;
  onOpen: (pageId: string) => void;
}) {
  const links = useBrokenLinks(spaceId);
  const items = links.data?.items ?? [];
  return (
    <Card aria-labelledby="broken-links-title">
      <CardHeader
        id="broken-links-title"
        title={`Broken links${links.data ? ` (${links.data.count})` : ''}`}
      />
      {links.isPending ? (
        <ListSkeleton rows={1} label="Loading broken links" />
      ) : links.isError ? (
        <ErrorState
          error={links.error}
          title="Could not check the links"
          onRetry={() => void links.refetch()}
          className="py-6"
        />
      ) : items.length === 0 ? (
        <EmptyState
          title="No broken links"
          description="Every link of the live content leads somewhere."
          className="py-6"
        />
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Broken links">
          {items.map((link, index) => (
            <li key={index} className="px-5 py-3 text-sm">
              <p className="font-mono text-xs break-all text-red-700">
                {describe(link.targetReference)}
              </p>
              <p className="mt-1 text-xs text-slate-500">
                On{' '}
                {link.locationReferences.map((location, i) => (
                  <span key={i}>
                    {i > 0 && ', '}
                    {location.kind === 'page' ? (
                      <button
                        type="button"
                        className="font-medium text-brand-700 hover:underline"
                        onClick={() => onOpen(location.page.id)}
                      >
                        {location.page.title || location.page.path}
                      </button>
                    ) : (
                      describe(location)
                    )}
                  </span>
                ))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
