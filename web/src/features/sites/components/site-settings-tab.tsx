import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { PageSpinner } from '@/components/ui/spinner';
import { Alert, ErrorState } from '@/components/ui/states';
import { Switch } from '@/components/ui/switch';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteSite } from '../api/delete-site';
import { useAdaptiveSchema } from '../api/get-adaptive-schema';
import { useSite } from '../api/get-site';
import { useUpdateAdaptiveSchema } from '../api/update-adaptive-schema';
import { useUpdateSite } from '../api/update-site';
import { applyServerError } from '../form-errors';
import {
  siteSettingsSchema,
  toSettingsValues,
  toSiteUpdate,
  type SiteSettingsValues,
} from '../schema';
import { type Site } from '../types';
import { VisibilityPicker } from './visibility-picker';

function SavedNote({ show }: { show: boolean }) {
  return show ? (
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
  ) : null;
}

function useFlag(ms = 5000) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setOn(false), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return [on, setOn] as const;
}

const SETTINGS_FIELDS = ['title', 'visibility', 'basename', 'proxy', 'adaptiveContent'] as const;

function GeneralForm({ orgId, site }: { orgId: string; site: Site }) {
  const update = useUpdateSite(orgId, site.id);
  const [saved, setSaved] = useFlag();
  const schema = useMemo(
    () => siteSettingsSchema({ hadBasename: !!site.basename }),
    [site.basename],
  );
  const form = useForm<SiteSettingsValues>({
    resolver: zodResolver(schema),
    defaultValues: toSettingsValues(site),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const readOnly = site.permissions?.edit === false;

  // Another tab or user changed the site: take the new values unless editing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toSettingsValues(site));
  }, [site, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    const body = toSiteUpdate(values, site);
    try {
      const updated = Object.keys(body).length ? await update.mutateAsync(body) : site;
      form.reset(toSettingsValues(updated));
      setSaved(true);
    } catch (error) {
      if (isApiError(error, 409) && /basename/i.test(error.message)) {
        form.setError(
          'basename',
          {
            type: 'server',
            message: 'Another site of this organization already uses this basename',
          },
          { shouldFocus: true },
        );
        return;
      }
      applyServerError(error, form.setError, (field) =>
        SETTINGS_FIELDS.find((name) => field === name || field.startsWith(`${name}.`)),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="site-general-title">
      <Card>
        <CardHeader
          id="site-general-title"
          title="General"
          description="How the site is named, who can read it and where it lives."
        />
        <fieldset disabled={readOnly} className="space-y-6 px-5 py-5">
          {errors.root?.server && (
            <Alert tone="error" title="Could not save the settings">
              {errors.root.server.message}
            </Alert>
          )}
          <Field label="Title" error={errors.title?.message} hint="Between 2 and 128 characters.">
            {(field) => (
              <Input
                {...field}
                {...form.register('title')}
                invalid={!!errors.title}
                className="max-w-lg"
                maxLength={128}
              />
            )}
          </Field>

          <Controller
            control={form.control}
            name="visibility"
            render={({ field }) => (
              <VisibilityPicker
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                error={errors.visibility?.message}
                className="md:grid-cols-2"
              />
            )}
          />

          <div className="grid gap-6 md:grid-cols-2">
            <Field
              label="Basename"
              error={errors.basename?.message}
              hint="The site's segment in its published address, e.g. api. 1 to 100 characters."
            >
              {(field) => (
                <Input
                  {...field}
                  {...form.register('basename')}
                  invalid={!!errors.basename}
                  placeholder="docs"
                  maxLength={100}
                  autoCapitalize="none"
                  spellCheck={false}
                />
              )}
            </Field>
            <Field
              label="Proxy"
              error={errors.proxy?.message}
              hint="Serve the site under your own domain and path through a reverse proxy, e.g. example.com/docs. Empty: no proxy."
            >
              {(field) => (
                <Input
                  {...field}
                  {...form.register('proxy')}
                  invalid={!!errors.proxy}
                  placeholder="example.com/docs"
                  maxLength={512}
                  autoCapitalize="none"
                  spellCheck={false}
                />
              )}
            </Field>
          </div>
          {site.proxy?.target && (
            <p className="-mt-3 text-xs text-slate-500">
              Point <code className="font-mono">{site.proxy.origin}</code> at{' '}
              <code className="font-mono">{site.proxy.target}</code>.
            </p>
          )}

          <Controller
            control={form.control}
            name="adaptiveContent"
            render={({ field }) => (
              <div className="flex items-start justify-between gap-4 rounded-lg px-4 py-3 ring-1 ring-slate-200">
                <div>
                  <p className="text-sm font-medium text-slate-800">Adaptive content</p>
                  <p id="adaptive-hint" className="text-xs text-slate-500">
                    Show sections and spaces to visitors according to their claims, described by the
                    schema below.
                  </p>
                  {errors.adaptiveContent && (
                    <p role="alert" className="mt-1 text-sm text-red-600">
                      {errors.adaptiveContent.message}
                    </p>
                  )}
                </div>
                <Switch
                  label="Adaptive content"
                  checked={field.value}
                  onChange={field.onChange}
                  aria-describedby="adaptive-hint"
                  disabled={readOnly}
                />
              </div>
            )}
          />
        </fieldset>
        {!readOnly && (
          <div className="flex flex-col-reverse gap-3 rounded-b-xl border-t border-slate-100 bg-slate-50/60 px-5 py-3 sm:flex-row sm:items-center sm:justify-end">
            <SavedNote show={saved && !isDirty} />
            <Button
              variant="secondary"
              onClick={() => form.reset(toSettingsValues(site))}
              disabled={!isDirty || isSubmitting}
            >
              Discard
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              Save changes
            </Button>
          </div>
        )}
      </Card>
    </form>
  );
}

const SchemaText = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Enter a JSON schema')
    .superRefine((text, ctx) => {
      try {
        const value: unknown = JSON.parse(text);
        if (typeof value !== 'object' || value === null || Array.isArray(value))
          ctx.addIssue({ code: 'custom', message: 'The schema must be a JSON object' });
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: `This is not valid JSON: ${(error as Error).message}`,
        });
      }
    }),
});
type SchemaTextValues = z.infer<typeof SchemaText>;

/** "body.jsonSchema.properties.x.type: must be …" → "properties.x.type: must be …". */
function schemaIssue(message: string) {
  const match = /^body\.jsonSchema(?:\.(\S+?))?:\s*(.*)$/s.exec(message.trim());
  if (!match) return null;
  const [, path, rule] = match;
  return path
    ? `${path}: ${rule}`
    : `${(rule ?? '').charAt(0).toUpperCase()}${(rule ?? '').slice(1)}`;
}

function AdaptiveSchemaEditor({ orgId, site }: { orgId: string; site: Site }) {
  const schema = useAdaptiveSchema(orgId, site.id);
  const update = useUpdateAdaptiveSchema(orgId, site.id);
  const [saved, setSaved] = useFlag();
  const form = useForm<SchemaTextValues>({
    resolver: zodResolver(SchemaText),
    defaultValues: { text: '' },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const canEdit = site.permissions?.editAdaptiveSchema !== false;

  useEffect(() => {
    if (schema.data && !form.formState.isDirty)
      form.reset({ text: JSON.stringify(schema.data.jsonSchema, null, 2) });
  }, [schema.data, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      const stored = await update.mutateAsync(JSON.parse(values.text));
      form.reset({ text: JSON.stringify(stored.jsonSchema, null, 2) });
      setSaved(true);
    } catch (error) {
      const issue = isApiError(error, 400) ? schemaIssue(error.message) : null;
      if (issue) form.setError('text', { type: 'server', message: issue }, { shouldFocus: true });
      else applyServerError(error, form.setError, () => undefined);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="adaptive-schema-title">
      <Card>
        <CardHeader
          id="adaptive-schema-title"
          title="Adaptive schema"
          description={
            <>
              A JSON Schema (draft-07) of the claims visitors carry: an{' '}
              <code className="font-mono text-xs">unsigned</code> object of booleans, and further
              boolean claims, each with a description.
            </>
          }
        />
        <div className="space-y-4 px-5 py-5">
          {!site.adaptiveContent?.enabled && (
            <Alert tone="info">
              Adaptive content is off: the schema is kept, but visitors all see the same site until
              you turn it on above.
            </Alert>
          )}
          {errors.root?.server && (
            <Alert tone="error" title="Could not save the schema">
              {errors.root.server.message}
            </Alert>
          )}
          {schema.isPending ? (
            <PageSpinner label="Loading the schema…" />
          ) : schema.isError ? (
            <ErrorState
              error={schema.error}
              title="Could not load the adaptive schema"
              onRetry={() => void schema.refetch()}
            />
          ) : (
            <Field
              label="JSON schema"
              error={errors.text?.message}
              hint={
                schema.data.updatedAt
                  ? `Last updated ${formatDate(schema.data.updatedAt)}.`
                  : 'Not saved yet: this is the empty schema every site starts with.'
              }
            >
              {(field) => (
                <textarea
                  {...field}
                  {...form.register('text')}
                  readOnly={!canEdit}
                  rows={16}
                  wrap="off"
                  spellCheck={false}
                  className={cn(
                    'block w-full rounded-md border-0 bg-slate-950 px-3 py-2.5 font-mono text-xs leading-5 text-slate-100 shadow-sm ring-1 ring-inset focus:ring-2 focus:ring-inset focus:outline-none',
                    errors.text
                      ? 'ring-red-400 focus:ring-red-500'
                      : 'ring-slate-700 focus:ring-brand-500',
                  )}
                />
              )}
            </Field>
          )}
        </div>
        {canEdit && (
          <div className="flex flex-col-reverse gap-3 rounded-b-xl border-t border-slate-100 bg-slate-50/60 px-5 py-3 sm:flex-row sm:items-center sm:justify-end">
            <SavedNote show={saved && !isDirty} />
            <Button
              variant="secondary"
              onClick={() =>
                schema.data && form.reset({ text: JSON.stringify(schema.data.jsonSchema, null, 2) })
              }
              disabled={!isDirty || isSubmitting}
            >
              Discard
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={!isDirty || schema.isPending}>
              Save schema
            </Button>
          </div>
        )}
      </Card>
    </form>
  );
}

function DangerZone({ orgId, site }: { orgId: string; site: Site }) {
  const remove = useDeleteSite(orgId);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card className="ring-red-200">
      <CardHeader
        title="Delete this site"
        description="The site goes offline and its sections, groups and share links are deleted. Its spaces are kept."
        actions={
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete site
          </Button>
        }
      />
      <ConfirmDialog
        open={confirming}
        title="Delete this site?"
        description={
          <>
            <strong>{site.title}</strong> and its structure will be deleted. This cannot be undone.
          </>
        }
        confirmLabel="Delete site"
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          setConfirming(false);
          remove.reset();
        }}
        onConfirm={() =>
          remove.mutate(site.id, {
            onSuccess: () => void navigate({ to: '/app/orgs/$orgId/sites', params: { orgId } }),
          })
        }
      />
    </Card>
  );
}

/** Settings tab: title, visibility, basename, proxy, adaptive content and its schema; delete. */
export function SiteSettingsTab({ orgId, siteId }: { orgId: string; siteId: string }) {
  const site = useSite(orgId, siteId);
  useDocumentTitle('Settings', site.data?.title);
  if (site.isPending) return <PageSpinner label="Loading the site…" />;
  if (site.isError)
    return (
      <ErrorState
        error={site.error}
        title="Could not load the site"
        onRetry={() => void site.refetch()}
      />
    );
  return (
    <div className="max-w-4xl space-y-6">
      <GeneralForm key={site.data.id} orgId={orgId} site={site.data} />
      <AdaptiveSchemaEditor key={`schema-${site.data.id}`} orgId={orgId} site={site.data} />
      {site.data.permissions?.edit !== false && <DangerZone orgId={orgId} site={site.data} />}
    </div>
  );
}
