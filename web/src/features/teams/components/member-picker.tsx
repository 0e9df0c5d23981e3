import { useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Input } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useMembers } from '@/features/members/api/get-members';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { EMAIL_PATTERN } from '../schema';

/**
 * Organization members, searched by name or e-mail, picked with checkboxes. The value holds
 * user IDs, and (with `allowEmail`) e-mail addresses typed into the search box. Members in
 * `excludeIds` are shown but cannot be picked (already in the team).
 */
export function MemberPicker({
  orgId,
  value,
  onChange,
  excludeIds = [],
  allowEmail = false,
  error,
  label = 'Members',
  hint,
}: {
  orgId: string;
  value: string[];
  onChange: (refs: string[]) => void;
  excludeIds?: string[];
  allowEmail?: boolean;
  error?: string;
  label?: string;
  hint?: string;
}) {
  const errorId = useId();
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  // Names of what was picked, for the chips (a pick stays shown when the search moves on).
  const labels = useRef(new Map<string, string>());
  useEffect(() => {
    const timer = setTimeout(() => setTerm(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const members = useMembers(orgId, { search: term || undefined });
  const items = members.data?.pages[0]?.items ?? [];
  const total = members.data?.pages[0]?.count ?? 0;
  const typedEmail =
    allowEmail && EMAIL_PATTERN.test(search.trim()) ? search.trim().toLowerCase() : null;
  const emailIsMember =
    typedEmail !== null && items.some((member) => member.user.email.toLowerCase() === typedEmail);

  const toggle = (ref: string, name: string, on: boolean) => {
    labels.current.set(ref, name);
    onChange(
      on ? [...value.filter((item) => item !== ref), ref] : value.filter((item) => item !== ref),
    );
  };

  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{label}</legend>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={`Chosen ${label.toLowerCase()}`}>
          {value.map((ref) => (
            <li
              key={ref}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-brand-700 ring-1 ring-brand-200 ring-inset"
            >
              <span className="truncate">{labels.current.get(ref) ?? ref}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((item) => item !== ref))}
                aria-label={`Do not add ${labels.current.get(ref) ?? ref}`}
                className="rounded-full p-0.5 hover:bg-brand-100"
              >
                <svg
                  viewBox="0 0 20 20"
                  fill="currentColor"
                  className="size-3.5"
                  aria-hidden="true"
                >
                  <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <Input
          type="search"
          aria-label={allowEmail ? 'Search members or enter an e-mail' : 'Search members'}
          placeholder={
            allowEmail
              ? 'Search by name or email, or type an email address'
              : 'Search by name or email'
          }
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            // Enter on a typed address picks it instead of submitting the form.
            if (event.key === 'Enter' && typedEmail && !emailIsMember) {
              event.preventDefault();
              toggle(typedEmail, typedEmail, true);
              setSearch('');
            }
          }}
          maxLength={256}
        />
        {members.isFetching && (
          <Spinner className="absolute top-2.5 right-3 size-4 text-slate-400" />
        )}
      </div>
      <div
        className={cn(
          'max-h-56 overflow-y-auto rounded-lg ring-1 ring-inset',
          error ? 'ring-red-300' : 'ring-slate-200',
        )}
      >
        {typedEmail && !emailIsMember && (
          <label className="flex cursor-pointer items-center gap-2.5 border-b border-slate-100 px-3 py-2 text-sm text-slate-700 hover:bg-slate-50">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={value.includes(typedEmail)}
              onChange={(event) => toggle(typedEmail, typedEmail, event.target.checked)}
            />
            <span className="min-w-0 flex-1 truncate">
              Add by e-mail: <strong className="font-medium">{typedEmail}</strong>
            </span>
          </label>
        )}
        {members.isPending ? (
          <p className="px-3 py-3 text-sm text-slate-500">Loading members…</p>
        ) : members.isError ? (
          <p role="alert" className="px-3 py-3 text-sm text-red-600">
            {errorMessage(members.error)}
          </p>
        ) : items.length === 0 ? (
          <p className="px-3 py-3 text-sm text-slate-500">
            {term ? `No member matches “${term}”.` : 'This organization has no members yet.'}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Organization members">
            {items.map((member) => {
              const name = member.user.displayName || member.user.email;
              const taken = excludeIds.includes(member.id);
              const checked = value.includes(member.id);
              return (
                <li key={member.id}>
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
                      type="checkbox"
                      className="size-4 accent-brand-600"
                      disabled={taken}
                      checked={checked || taken}
                      onChange={(event) => toggle(member.id, name, event.target.checked)}
                      aria-label={`${name} (${member.user.email})`}
                    />
                    <Avatar name={name} seed={member.id} size="sm" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{name}</span>
                      <span className="block truncate text-xs text-slate-500">
                        {member.user.email}
                      </span>
                    </span>
                    {taken && <span className="shrink-0 text-xs">in the team</span>}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {total > items.length && (
        <p className="text-xs text-slate-500">
          Showing {items.length} of {total}: search to narrow the list.
        </p>
      )}
      {hint && !error && <p className="text-xs text-slate-500">{hint}</p>}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600" data-field-error>
          {error}
        </p>
      )}
    </fieldset>
  );
}
