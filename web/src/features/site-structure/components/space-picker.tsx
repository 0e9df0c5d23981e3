import { useEffect, useId, useMemo, useState } from 'react';
import { Field, Select } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useAllSites } from '@/features/sites/api/get-sites';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSiteSpaces } from '../api/get-site-spaces';
import type { SpaceChoice } from '../schema';
import type { Space } from '../types';

/**
 * The contract has no "list spaces" endpoint: the spaces we can offer are those already
 * published through a site of the organization (GET SITE/site-spaces embeds each `space`).
 */
export function useSpacesOfSite(orgId: string, siteId: string | null) {
  const query = useSiteSpaces(orgId, siteId);
  const spaces = useMemo(() => {
    const seen = new Map<string, Space>();
    for (const siteSpace of query.data?.items ?? []) if (!seen.has(siteSpace.space.id)) seen.set(siteSpace.space.id, siteSpace.space);
    return [...seen.values()];
  }, [query.data]);
  return { ...query, spaces };
}

export const spaceLabel = (space: Pick<Space, 'title' | 'emoji'>) => `${space.emoji ? `${space.emoji} ` : ''}${space.title || 'Untitled space'}`;

/** Picks the site whose spaces are offered; the current site first. */
export function SiteSourceSelect({
  orgId,
  value,
  onChange,
  currentSiteId,
  id,
  ...rest
}: {
  orgId: string;
  value: string;
  onChange: (siteId: string) => void;
  currentSiteId?: string;
  id?: string;
  'aria-describedby'?: string;
}) {
  const sites = useAllSites(orgId);
  const items = sites.data?.items ?? [];
  return (
    <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} disabled={sites.isPending} {...rest}>
      {sites.isPending && <option value="">Loading sites…</option>}
      {!sites.isPending && items.length === 0 && <option value="">No sites yet</option>}
      {!sites.isPending && !value && items.length > 0 && <option value="">Choose a site…</option>}
      {[...items]
        .sort((a, b) => (a.id === currentSiteId ? -1 : b.id === currentSiteId ? 1 : 0))
        .map((site) => (
          <option key={site.id} value={site.id}>
            {site.title}
            {site.id === currentSiteId ? ' (this site)' : ''} · {site.siteSpaces} {site.siteSpaces === 1 ? 'space' : 'spaces'}
          </option>
        ))}
    </Select>
  );
}

/**
 * "A new space" or "a space already used by a site": the content of a new section or site
 * space. Controlled; errors come from the form.
 */
export function SpacePicker({
  orgId,
  currentSiteId,
  value,
  onChange,
  error,
  excludeSpaceIds = [],
}: {
  orgId: string;
  currentSiteId?: string;
  value: SpaceChoice;
  onChange: (value: SpaceChoice) => void;
  error?: string;
  /** Spaces that cannot be chosen (already in the section), shown disabled. */
  excludeSpaceIds?: string[];
}) {
  const name = useId();
  const [sourceSiteId, setSourceSiteId] = useState(currentSiteId ?? '');
  const spaces = useSpacesOfSite(orgId, value.source === 'existing' && sourceSiteId ? sourceSiteId : null);

  // Switching sites empties the choice unless the space is offered there too.
  useEffect(() => {
    if (value.source === 'existing' && value.spaceId && spaces.data && !spaces.spaces.some((space) => space.id === value.spaceId)) {
      onChange({ ...value, spaceId: '' });
    }
  }, [spaces.data, spaces.spaces, value, onChange]);

  const option = (source: SpaceChoice['source'], title: string, description: string) => (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ring-inset transition-colors',
        value.source === source ? 'bg-brand-50/60 ring-brand-500' : 'ring-slate-200 hover:bg-slate-50',
      )}
    >
      <input
        type="radio"
        name={name}
        value={source}
        checked={value.source === source}
        onChange={() => onChange({ source, spaceId: source === 'new' ? '' : value.spaceId })}
        className="mt-0.5 size-4 accent-brand-600"
      />
      <span>
        <span className="block text-sm font-medium text-slate-900">{title}</span>
        <span className="block text-xs text-slate-500">{description}</span>
      </span>
    </label>
  );

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Content</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {option('new', 'A new space', 'An empty space, created now and titled after it.')}
        {option('existing', 'An existing space', 'A space already published by one of your sites.')}
      </div>
      {value.source === 'existing' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="From site">
            {(field) => <SiteSourceSelect orgId={orgId} currentSiteId={currentSiteId} value={sourceSiteId} onChange={setSourceSiteId} {...field} />}
          </Field>
          <Field label="Space" error={error}>
            {(field) => (
              <div className="relative">
                <Select {...field} value={value.spaceId} invalid={!!error} disabled={!sourceSiteId || spaces.isPending} onChange={(event) => onChange({ ...value, spaceId: event.target.value })}>
                  <option value="">{!sourceSiteId ? 'Choose a site first' : spaces.isPending ? 'Loading spaces…' : spaces.spaces.length ? 'Choose a space…' : 'This site has no spaces'}</option>
                  {spaces.spaces.map((space) => (
                    <option key={space.id} value={space.id} disabled={excludeSpaceIds.includes(space.id)}>
                      {spaceLabel(space)}
                      {excludeSpaceIds.includes(space.id) ? ' (already here)' : ''}
                    </option>
                  ))}
                </Select>
                {spaces.isFetching && <Spinner className="absolute top-2.5 right-8 size-4 text-slate-400" />}
              </div>
            )}
          </Field>
          {spaces.isError && (
            <p role="alert" className="text-sm text-red-600 sm:col-span-2">
              {errorMessage(spaces.error)}
            </p>
          )}
        </div>
      )}
      {value.source === 'new' && error && (
        <p role="alert" className="text-sm text-red-600" data-field-error>
          {error}
        </p>
      )}
    </fieldset>
  );
}
