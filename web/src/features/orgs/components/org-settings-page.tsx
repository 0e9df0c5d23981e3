import { PageHeader } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { InviteLinksCard } from '@/features/invites/components/invite-links-card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrg } from '../api/get-org';
import { OrgSettingsForm } from './org-settings-form';
import { OrgSettingsReadOnly } from './org-settings-readonly';

export function OrgSettingsPage({ orgId }: { orgId: string }) {
  const org = useOrg(orgId);
  useDocumentTitle('Settings', org.data?.title);
  return (
    <div className="max-w-4xl">
      <PageHeader
        title="Organization settings"
        description="Name, sign-up rules and defaults of your organization."
      />
      {org.isPending ? (
        <PageSpinner />
      ) : org.isError ? (
        <ErrorState error={org.error} onRetry={() => void org.refetch()} />
      ) : org.data.permissions.admin ? (
        <div className="space-y-6">
          {/* Keyed by ID so switching organizations starts a fresh form. */}
          <OrgSettingsForm key={org.data.id} org={org.data} />
          <InviteLinksCard key={`invites-${org.data.id}`} org={org.data} />
        </div>
      ) : (
        <OrgSettingsReadOnly org={org.data} />
      )}
    </div>
  );
}
