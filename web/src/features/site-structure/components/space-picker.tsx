import { useEffect, useId, useState } from 'react';
import { Input } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useOrgSpaces } from '../api/get-org-spaces';
import type { SpaceChoice } from '../schema';
import type { Space } from '../types';

export const spaceLabel = (space: Pick<Space, 'title' | 'emoji'>) =>
  `${space.emoji ? `${space.emoji} ` : ''}${space.title || 'Untitled space'}`;

/**
 * The organization's spaces, searched by title: pick one (radio) or several (checkboxes).
 * Spaces in `excludeSpaceIds` are shown but cannot be picked (already there).
 */
export function SpaceSearchList({
  orgId,
  multiple = false,
  value,
  onChange,
  excludeSpaceIds = [],
  error,
  label = 'Space',
}: {
  orgId: string;
  multiple?: boolean;
  value: string[];
  onChange: (ids: string[]) => void;
  excludeSpaceIds?: string[];
  error?: string;
  label?: string;
}) {
  const name = useId();
  const errorId = useId();
  const [search, setSearch] = useState('');
  const [title, setTitle] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTitle(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const spaces = useOrgSpaces(orgId, title);
  const items = spaces.data?.items ?? [];
  const total = spaces.data?.count ?? 0;

  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{label}</legend>
      <div className="relative">
        <Input
          type="search"
          aria-label="Search spaces by title"
          placeholder="Search spaces by title"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxLength={256}
        />
        {spaces.isFetching && (
          <Spinner className="absolute top-2.5 right-3 size-4 text-slate-400" />
        )}
      </div>
      <div
        className={cn(
          'max-h-52 overflow-y-auto rounded-lg ring-1 ring-inset',
          error ? 'ring-red-300' : 'ring-slate-200',
        )}
      >
        {spaces.isPending ? (
          <p className="px-3 py-3 text-sm text-slate-500">Loading spaces…</p>
        ) : spaces.isError ? (
          <p role="alert" className="px-3 py-3 text-sm text-red-600">
            {errorMessage(spaces.error)}
          </p>
        ) : items.length === 0 ? (
          <p className="px-3 py-3 text-sm text-slate-500">
            {title
              ? `No space matches “${title}”.`
              : 'This organization has no spaces yet: create a new one instead.'}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Spaces">
            {items.map((space) => {
              const taken = excludeSpaceIds.includes(space.id);
              const checked = value.includes(space.id);
              return (
                <li key={space.id}>
                  <label
                    className={cn(
                      'flex items-center gap-2.5 px-3 py-2 text-sm',
                      taken
                        ? 'cursor-not-allowed text-slate-400'
                        : 'cursor-pointer text-slate-700 hover:bg-slate-50',
                      checked && 'bg-brand-50/60',
                    )}
                  >
                    <input
                      type={multiple ? 'checkbox' : 'radio'}
                      name={name}
                      className="size-4 accent-brand-600"
                      disabled={taken}
                      checked={checked}
                      onChange={(event) =>
                        onChange(
                          multiple
                            ? event.target.checked
                              ? [...value, space.id]
                              : value.filter((id) => id !== space.id)
                            : [space.id],
                        )
                      }
                    />
                    <span className="min-w-0 flex-1 truncate">{spaceLabel(space)}</span>
                    {taken && <span className="text-xs">already here</span>}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {total > items.length && (
        <p className="text-xs text-slate-500">
          Showing {items.length} of {total} spaces: search to narrow the list.
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600" data-field-error>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * "A new space" or "an existing space of the organization": the content of a new section
 * or site space. Controlled; errors come from the form.
 */
export function SpacePicker({
  orgId,
  value,
  onChange,
  error,
  excludeSpaceIds = [],
}: {
  orgId: string;
  value: SpaceChoice;
  onChange: (value: SpaceChoice) => void;
  error?: string;
  /** Spaces that cannot be chosen (already in the section), shown disabled. */
  excludeSpaceIds?: string[];
}) {
  const name = useId();
  const option = (source: SpaceChoice['source'], title: string, description: string) => (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ring-inset transition-colors',
        value.source === source
          ? 'bg-brand-50/60 ring-brand-500'
          : 'ring-slate-200 hover:bg-slate-50',
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
    <div className="space-y-3">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Content</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {option('new', 'A new space', 'An empty space, created now and titled after it.')}
          {option(
            'existing',
            'An existing space',
            'A space of your organization, also usable by other sites.',
          )}
        </div>
      </fieldset>
      {value.source === 'existing' ? (
        <SpaceSearchList
          orgId={orgId}
          value={value.spaceId ? [value.spaceId] : []}
          onChange={(ids) => onChange({ source: 'existing', spaceId: ids[0] ?? '' })}
          excludeSpaceIds={excludeSpaceIds}
          error={error}
        />
      ) : (
        error && (
          <p role="alert" className="text-sm text-red-600" data-field-error>
            {error}
          </p>
        )
      )}
    </div>
  );
}
