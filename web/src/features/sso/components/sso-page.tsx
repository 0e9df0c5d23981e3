import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Badge, Card, CardHeader, PageHeader } from '@/components/ui/card';
import { CopyField } from '@/components/ui/copy-field';
import { ConfirmDialog } from '@/components/ui/dialog';
import { ListSkeleton, PageSpinner } from '@/components/ui/spinner';
import { Alert, EmptyState, ErrorState } from '@/components/ui/states';
import { useOrg } from '@/features/orgs/api/get-org';
import { formatDate } from '@/lib/format';
import { roleLabel } from '@/lib/roles';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteSamlProvider } from '../api/delete-saml-provider';
import { useSamlProviders } from '../api/get-saml-providers';
import type { SamlProvider } from '../types';
import { SamlProviderDialog } from './saml-provider-dialog';

export const ssoIcon = (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    className="size-5"
    aria-hidden="true"
  >
    <path
      strokeLinecap="round"
      strokeLinejoin="round"
      d="M9 12.75 11.25 15 15 9.75m-3-7.036A11.959 11.959 0 0 1 3.598 6 11.99 11.99 0 0 0 3 9.749c0 5.592 3.824 10.29 9 11.623 5.176-1.332 9-6.03 9-11.622 0-1.31-.21-2.571-.598-3.751h-.152c-3.196 0-6.1-1.248-8.25-3.285Z"
    />
  </svg>
);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 px-5 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

const notSet = <span className="text-slate-500">Not set</span>;

function ProviderCard({
  provider,
  onEdit,
  onDelete,
}: {
  provider: SamlProvider;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const active = provider.status === 'active';
  return (
    <Card aria-label={provider.label} data-testid="saml-provider">
      <CardHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            <span className="truncate">{provider.label}</span>
            {active ? (
              <Badge tone="green">Active</Badge>
            ) : (
              <Badge
                tone="amber"
                title="Set the entity ID, the certificate and the sign-on URL to turn sign-in on"
              >
                Incomplete
              </Badge>
            )}
          </span>
        }
        description={`Added ${formatDate(provider.createdAt)}`}
        actions={
          <>
            <Button
              variant="secondary"
              size="sm"
              onClick={onEdit}
              aria-label={`Edit ${provider.label}`}
            >
              Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={onDelete}
              aria-label={`Delete ${provider.label}`}
              className="text-red-600 hover:text-red-700"
            >
              Delete
            </Button>
          </>
        }
      />
      {!active && (
        <Alert tone="warning" className="mx-5 mt-4">
          Sign-in with this provider is off until its entity ID, certificate and sign-on URL are all
          set.
        </Alert>
      )}
      <dl className="divide-y divide-slate-100">
        <Row label="Entity ID">{provider.entityID ?? notSet}</Row>
        <Row label="Sign-on URL">{provider.ssoURL ?? notSet}</Row>
        <Row label="Certificate">{provider.certificate ? 'Set' : notSet}</Row>
        <Row label="New members">
          {roleLabel(provider.defaultRole)}
          {provider.defaultTeam ? `, in the team ${provider.defaultTeam.title}` : ''}
        </Row>
      </dl>
      <div className="space-y-4 border-t border-slate-100 bg-slate-50/60 px-5 py-4">
        <div>
          <h3 className="text-sm font-semibold text-slate-900">For your identity provider</h3>
          <p className="mt-0.5 text-sm text-slate-500">
            Enter these values in the SAML application of your identity provider.
          </p>
        </div>
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-slate-800">ACS URL (reply URL)</p>
          <CopyField value={provider.service.acsURL} label={`ACS URL of ${provider.label}`} />
        </div>
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-slate-800">
            Entity ID (audience) and metadata URL
          </p>
          <CopyField value={provider.service.entityID} label={`Entity ID of ${provider.label}`} />
        </div>
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-slate-800">Start URL (sign-in link)</p>
          <CopyField value={provider.service.startURL} label={`Start URL of ${provider.label}`} />
        </div>
      </div>
    </Card>
  );
}

function Providers({ orgId }: { orgId: string }) {
  const providers = useSamlProviders(orgId);
  const remove = useDeleteSamlProvider(orgId);
  // null: creating; a provider: editing it; undefined: closed.
  const [editing, setEditing] = useState<SamlProvider | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<SamlProvider | null>(null);
  const items = providers.data?.items ?? [];

  return (
    <>
      {providers.isPending ? (
        <Card>
          <ListSkeleton rows={2} label="Loading identity providers" />
        </Card>
      ) : providers.isError ? (
        <Card>
          <ErrorState
            error={providers.error}
            title="Could not load the identity providers"
            onRetry={() => void providers.refetch()}
          />
        </Card>
      ) : items.length === 0 ? (
        <Card>
          <EmptyState
            title="No identity providers yet"
            description="Add your SAML identity provider so members can sign in with it."
            icon={ssoIcon}
            action={<Button onClick={() => setEditing(null)}>Add an identity provider</Button>}
          />
        </Card>
      ) : (
        <div className="space-y-6">
          <div className="flex justify-end">
            <Button onClick={() => setEditing(null)}>
              <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
                <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
              </svg>
              Add an identity provider
            </Button>
          </div>
          <ul
            className="space-y-6"
            aria-label="Identity providers"
            aria-busy={providers.isFetching || undefined}
          >
            {items.map((provider) => (
              <li key={provider.id}>
                <ProviderCard
                  provider={provider}
                  onEdit={() => setEditing(provider)}
                  onDelete={() => setDeleting(provider)}
                />
              </li>
            ))}
          </ul>
        </div>
      )}

      <SamlProviderDialog
        orgId={orgId}
        provider={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this identity provider?"
        description={
          <>
            Members can no longer sign in with <strong>{deleting?.label}</strong>. Their accounts
            and memberships stay.
          </>
        }
        confirmLabel="Delete provider"
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
        }
      />
    </>
  );
}

/** SAML identity providers of an organization (admins); others see a notice. */
export function SsoPage({ orgId }: { orgId: string }) {
  const org = useOrg(orgId);
  useDocumentTitle('Single sign-on', org.data?.title);
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Single sign-on"
        description="Let members sign in with your SAML identity provider."
      />
      {org.isPending ? (
        <PageSpinner />
      ) : org.isError ? (
        <ErrorState error={org.error} onRetry={() => void org.refetch()} />
      ) : org.data.permissions.admin ? (
        <Providers key={org.data.id} orgId={org.data.id} />
      ) : (
        <Alert tone="info">
          Only organization admins can set up single sign-on. Ask one of them to add or change an
          identity provider.
        </Alert>
      )}
    </div>
  );
}
