import type { ReactNode } from 'react';
import { Badge, Card, CardHeader } from '@/components/ui/card';
import { Alert } from '@/components/ui/states';
import { formatDate } from '@/lib/format';
import { roleLabel } from '@/lib/roles';
import type { Organization } from '../types';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 px-5 py-3.5 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** What members without the admin role see of the settings. */
export function OrgSettingsReadOnly({ org }: { org: Organization }) {
  return (
    <div className="space-y-4">
      <Alert tone="info">Only organization admins can change these settings.</Alert>
      <Card>
        <CardHeader title="General" />
        <dl className="divide-y divide-slate-100">
          <Row label="Title">{org.title}</Row>
          <Row label="Email domains">
            {org.emailDomains.length ? (
              <span className="flex flex-wrap gap-1.5">
                {org.emailDomains.map((domain) => (
                  <Badge key={domain}>{domain}</Badge>
                ))}
              </span>
            ) : (
              <span className="text-slate-500">None</span>
            )}
          </Row>
          <Row label="Default role">{roleLabel(org.defaultRole)}</Row>
          <Row label="Hostname">
            {org.hostname ?? <span className="text-slate-500">Not set</span>}
          </Row>
          <Row label="Invite links">
            {org.inviteLinks ? <Badge tone="green">On</Badge> : <Badge>Off</Badge>}
          </Row>
          <Row label="AI features">
            {org.ai ? <Badge tone="green">On</Badge> : <Badge>Off</Badge>}
          </Row>
          <Row label="Created">{formatDate(org.createdAt)}</Row>
        </dl>
      </Card>
    </div>
  );
}
