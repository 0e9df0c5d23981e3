import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Badge, Card, CardHeader, PageHeader } from '@/components/ui/card';
import { CopyField } from '@/components/ui/copy-field';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field, Input, Select } from '@/components/ui/field';
import { ListSkeleton } from '@/components/ui/spinner';
import { Alert, EmptyState, ErrorState } from '@/components/ui/states';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatDate, formatRelative } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateApiToken } from '../api/create-api-token';
import { useDeleteApiToken } from '../api/delete-api-token';
import { useApiTokens } from '../api/get-api-tokens';
import type { ApiToken, CreatedApiToken } from '../types';

const EXPIRY_OPTIONS = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: '', label: 'Never' },
];

const CreateTokenSchema = z.object({
  name: z.string().trim().min(1, 'Give the token a name').max(100, 'At most 100 characters'),
  expiresInDays: z.enum(['', '30', '90', '365']),
});
type CreateTokenValues = z.infer<typeof CreateTokenSchema>;

function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const create = useCreateApiToken();
  const form = useForm<CreateTokenValues>({
    resolver: zodResolver(CreateTokenSchema),
    defaultValues: { name: '', expiresInDays: '90' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const token = await create.mutateAsync({
        name: values.name,
        ...(values.expiresInDays ? { expiresInDays: Number(values.expiresInDays) } : {}),
      });
      form.reset();
      onCreated(token);
    } catch (error) {
      if (isApiError(error) && (error.field === 'name' || error.field === 'expiresInDays')) {
        form.setError(error.field, { message: error.issues[0]?.message }, { shouldFocus: true });
      } else {
        form.setError('root.server', { message: errorMessage(error) });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 px-5 py-5">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-start">
        <Field
          label="Token name"
          error={errors.name?.message}
          hint="What the token is for, e.g. “CI deploys”."
        >
          {(field) => (
            <Input
              {...field}
              {...form.register('name')}
              invalid={!!errors.name}
              placeholder="CI deploys"
              maxLength={100}
            />
          )}
        </Field>
        <Field label="Expires after" error={errors.expiresInDays?.message}>
          {(field) => (
            <Select {...field} {...form.register('expiresInDays')}>
              {EXPIRY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" loading={isSubmitting} className="sm:mt-6.5">
          Create token
        </Button>
      </div>
    </form>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: (token: ApiToken) => void }) {
  const expired = token.expiresAt ? new Date(token.expiresAt).getTime() < Date.now() : false;
  return (
    <li
      className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center"
      data-testid="api-token-row"
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
          <span className="truncate">{token.name}</span>
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-600">
            {token.prefix}…
          </code>
          {expired && <Badge tone="red">Expired</Badge>}
        </p>
        <p className="mt-1 text-xs text-slate-500">
          Created {formatDate(token.createdAt)} · Last used{' '}
          {formatRelative(token.lastUsedAt).toLowerCase()} ·{' '}
          {token.expiresAt
            ? `${expired ? 'Expired' : 'Expires'} ${formatDate(token.expiresAt)}`
            : 'Never expires'}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onRevoke(token)}
        aria-label={`Revoke ${token.name}`}
        className="self-start sm:self-auto"
      >
        Revoke
      </Button>
    </li>
  );
}

/** The signed-in user's API tokens: create (secret shown once), list, revoke. */
export function ApiTokensPage() {
  useDocumentTitle('API tokens');
  const tokens = useApiTokens();
  const revoke = useDeleteApiToken();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  return (
    <div className="max-w-4xl space-y-6">
      <PageHeader
        title="API tokens"
        description={
          <>
            Personal tokens for scripts and the API: send one as{' '}
            <code className="font-mono text-xs">Authorization: Bearer &lt;token&gt;</code>. A token
            acts as you in every organization you belong to.
          </>
        }
      />

      <Card>
        <CardHeader title="Create a token" />
        {created && (
          <div
            className="mx-5 mt-5 rounded-lg bg-emerald-50 p-4 ring-1 ring-emerald-200"
            data-testid="created-token"
          >
            <div className="mb-3 flex items-start justify-between gap-4">
              <div>
                <p className="text-sm font-semibold text-emerald-900">
                  Token “{created.name}” created
                </p>
                <p className="text-sm text-emerald-800">
                  Copy it now: it is shown only once and cannot be recovered.
                </p>
              </div>
              <Button variant="ghost" size="sm" onClick={() => setCreated(null)}>
                Done
              </Button>
            </div>
            <CopyField value={created.token} label="New API token" />
          </div>
        )}
        <CreateTokenForm onCreated={setCreated} />
      </Card>

      <Card aria-labelledby="active-tokens-title">
        <CardHeader id="active-tokens-title" title="Active tokens" />
        {tokens.isPending ? (
          <ListSkeleton rows={2} label="Loading API tokens" />
        ) : tokens.isError ? (
          <ErrorState
            error={tokens.error}
            title="Could not load your API tokens"
            onRetry={() => void tokens.refetch()}
          />
        ) : tokens.data.items.length === 0 ? (
          <EmptyState
            title="No API tokens"
            description="Tokens you create appear here. Revoke any you no longer use."
          />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="API tokens">
            {tokens.data.items.map((token) => (
              <TokenRow key={token.id} token={token} onRevoke={setRevoking} />
            ))}
          </ul>
        )}
      </Card>

      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this token?"
        description={
          <>
            Scripts using <strong>{revoking?.name}</strong> will stop working at once. This cannot
            be undone.
          </>
        }
        confirmLabel="Revoke token"
        pending={revoke.isPending}
        error={revoke.error}
        onClose={() => {
          setRevoking(null);
          revoke.reset();
        }}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              if (created?.id === revoking.id) setCreated(null);
              setRevoking(null);
            },
          })
        }
      />
    </div>
  );
}
