import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  type FieldPath,
  type UseFormSetError,
} from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Field, Input, Select } from '@/components/ui/field';
import { Alert } from '@/components/ui/states';
import { Switch } from '@/components/ui/switch';
import { errorMessage, isApiError } from '@/lib/api-client';
import { GUEST_LABEL, ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, optionToRole } from '@/lib/roles';
import { useUpdateOrg } from '../api/update-org';
import { orgSettingsSchema, toFormValues, toUpdateBody, type OrgSettingsValues } from '../schema';
import type { Organization } from '../types';

const SIMPLE_FIELDS = new Set(['title', 'hostname', 'defaultRole', 'inviteLinks', 'ai']);

/** Puts each "body.<field>: …" issue of a 400 next to its field; the rest above the form. */
function showServerError(error: unknown, setError: UseFormSetError<OrgSettingsValues>) {
  const unplaced: string[] = [];
  let focused = false;
  const place = (name: FieldPath<OrgSettingsValues>, message: string) => {
    setError(name, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  };
  if (isApiError(error) && error.issues.length > 0) {
    for (const issue of error.issues) {
      const row = /^emailDomains\.(\d+)/.exec(issue.field);
      if (SIMPLE_FIELDS.has(issue.field))
        place(issue.field as FieldPath<OrgSettingsValues>, issue.message);
      else if (row) place(`emailDomains.${Number(row[1])}.value`, issue.message);
      else if (issue.field === 'emailDomains') place('emailDomains', issue.message);
      else unplaced.push(`${issue.field}: ${issue.message}`);
    }
  } else if (isApiError(error, 409) && /hostname/i.test(error.message)) {
    place('hostname', 'This hostname is already used by another organization');
  } else {
    unplaced.push(errorMessage(error));
  }
  if (unplaced.length) setError('root.server', { type: 'server', message: unplaced.join(' ') });
}

export function OrgSettingsForm({ org }: { org: Organization }) {
  const update = useUpdateOrg(org.id);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const schema = useMemo(() => orgSettingsSchema({ hadHostname: !!org.hostname }), [org.hostname]);
  const form = useForm<OrgSettingsValues>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues(org),
  });
  const domains = useFieldArray({ control: form.control, name: 'emailDomains' });
  const { errors, isDirty, isSubmitting } = form.formState;
  const defaultRole = form.watch('defaultRole');
  const inviteLinks = form.watch('inviteLinks');

  // Another tab or user changed the organization: take the new values unless editing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toFormValues(org));
  }, [org, form]);

  useEffect(() => {
    if (!savedAt) return;
    const timer = setTimeout(() => setSavedAt(null), 5000);
    return () => clearTimeout(timer);
  }, [savedAt]);

  const onSubmit = form.handleSubmit(async (values) => {
    setSavedAt(null);
    const body = toUpdateBody(values, org);
    try {
      const updated = Object.keys(body).length ? await update.mutateAsync(body) : org;
      form.reset(toFormValues(updated));
      setSavedAt(Date.now());
    } catch (error) {
      showServerError(error, form.setError);
    }
  });

  const domainsError = errors.emailDomains?.root?.message ?? errors.emailDomains?.message;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="org-general-title">
      <Card>
        <CardHeader
          id="org-general-title"
          title="General"
          description="How your organization is named and who joins it."
        />
        <div className="space-y-6 px-5 py-5">
          {errors.root?.server && (
            <Alert tone="error" title="Could not save the settings">
              {errors.root.server.message}
            </Alert>
          )}

          <Field label="Title" error={errors.title?.message} hint="Between 2 and 255 characters.">
            {(field) => (
              <Input
                {...field}
                {...form.register('title')}
                invalid={!!errors.title}
                autoComplete="organization"
                className="max-w-lg"
              />
            )}
          </Field>

          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">Email domains</legend>
            <p className="text-xs text-slate-500" id="email-domains-hint">
              People signing in with an address at these domains can find and join this
              organization.
            </p>
            {domains.fields.length === 0 ? (
              <p className="rounded-md border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-500">
                No email domains yet.
              </p>
            ) : (
              <ul className="max-w-lg space-y-2">
                {domains.fields.map((row, index) => {
                  const error = errors.emailDomains?.[index]?.value?.message;
                  const errorId = `email-domain-${row.id}-error`;
                  return (
                    <li key={row.id}>
                      <div className="flex gap-2">
                        <Input
                          {...form.register(`emailDomains.${index}.value`)}
                          aria-label={`Email domain ${index + 1}`}
                          aria-describedby={error ? errorId : 'email-domains-hint'}
                          placeholder="example.com"
                          autoCapitalize="none"
                          spellCheck={false}
                          invalid={!!error}
                        />
                        <Button
                          variant="ghost"
                          aria-label={`Remove email domain ${index + 1}`}
                          onClick={() => domains.remove(index)}
                        >
                          <svg
                            viewBox="0 0 20 20"
                            fill="currentColor"
                            className="size-4"
                            aria-hidden="true"
                          >
                            <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                          </svg>
                        </Button>
                      </div>
                      {error && (
                        <p
                          id={errorId}
                          role="alert"
                          className="mt-1 text-sm text-red-600"
                          data-field-error
                        >
                          {error}
                        </p>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
            {domainsError && (
              <p role="alert" className="text-sm text-red-600" data-field-error>
                {domainsError}
              </p>
            )}
            <Button
              variant="secondary"
              size="sm"
              onClick={() => domains.append({ value: '' })}
              disabled={domains.fields.length >= 100}
            >
              <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
                <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
              </svg>
              Add domain
            </Button>
          </fieldset>

          <div className="grid gap-6 md:grid-cols-2">
            <Field
              label="Default role"
              error={errors.defaultRole?.message}
              hint={
                defaultRole
                  ? ROLE_DESCRIPTIONS[optionToRole(defaultRole) ?? 'read']
                  : 'Guests see only what is shared with them.'
              }
            >
              {(field) => (
                <Select {...field} {...form.register('defaultRole')} invalid={!!errors.defaultRole}>
                  {ROLES.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                  <option value="">{GUEST_LABEL} (no role)</option>
                </Select>
              )}
            </Field>

            <Field
              label="Hostname"
              error={errors.hostname?.message}
              hint="Default hostname for public content: 3 to 32 lowercase letters, digits or dashes."
            >
              {(field) => (
                <Input
                  {...field}
                  {...form.register('hostname')}
                  invalid={!!errors.hostname}
                  placeholder="acme-docs"
                  autoCapitalize="none"
                  spellCheck={false}
                />
              )}
            </Field>
          </div>

          <div className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
            <Controller
              control={form.control}
              name="inviteLinks"
              render={({ field }) => (
                <div className="flex items-start justify-between gap-4 px-4 py-3">
                  <div>
                    <p id="invite-links-label" className="text-sm font-medium text-slate-800">
                      Invite links
                    </p>
                    <p id="invite-links-hint" className="text-xs text-slate-500">
                      Let anyone holding an invite link join this organization.
                    </p>
                  </div>
                  <Switch
                    label="Invite links"
                    checked={field.value}
                    onChange={field.onChange}
                    aria-describedby="invite-links-hint"
                  />
                </div>
              )}
            />
            <Controller
              control={form.control}
              name="ai"
              render={({ field }) => (
                <div className="flex items-start justify-between gap-4 px-4 py-3">
                  <div>
                    <p className="text-sm font-medium text-slate-800">AI features</p>
                    <p id="ai-hint" className="text-xs text-slate-500">
                      Turn on all AI features for this organization.
                    </p>
                  </div>
                  <Switch
                    label="AI features"
                    checked={field.value}
                    onChange={field.onChange}
                    aria-describedby="ai-hint"
                  />
                </div>
              )}
            />
          </div>
          {!inviteLinks && org.inviteLinks && (
            <p className="text-xs text-amber-700">
              Existing invite links stop working while invite links are turned off.
            </p>
          )}
        </div>

        <div className="flex flex-col-reverse gap-3 rounded-b-xl border-t border-slate-100 bg-slate-50/60 px-5 py-3 sm:flex-row sm:items-center sm:justify-end">
          {savedAt && !isDirty && (
            <p
              role="status"
              className="flex items-center gap-1.5 text-sm font-medium text-emerald-700 sm:mr-auto"
            >
              <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
                <path
                  fillRule="evenodd"
                  d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.857-9.809a.75.75 0 0 0-1.214-.882l-3.483 4.79-1.88-1.88a.75.75 0 1 0-1.06 1.061l2.5 2.5a.75.75 0 0 0 1.137-.089l4-5.5Z"
                  clipRule="evenodd"
                />
              </svg>
              Changes saved
            </p>
          )}
          <Button
            variant="secondary"
            onClick={() => form.reset(toFormValues(org))}
            disabled={!isDirty || isSubmitting}
          >
            Discard
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            Save changes
          </Button>
        </div>
      </Card>
    </form>
  );
}
