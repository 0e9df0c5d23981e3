import type { Role } from '@/lib/roles';

export type Organization = {
  object: 'organization';
  id: string;
  title: string;
  createdAt: string;
  emailDomains: string[];
  hostname?: string;
  type: string;
  defaultRole: Role | null;
  sso: boolean;
  ai: boolean;
  inviteLinks: boolean;
  plan: string;
  customHostname?: string;
  urls: { location: string; app: string; logo?: string };
  permissions: {
    view: boolean;
    admin: boolean;
    ownTeam: boolean;
    createContent: boolean;
    createOpenAPISpec: boolean;
    viewBilling: boolean;
    listMembers: boolean;
    listTeams: boolean;
    listIntegrations: boolean;
  };
};

export type OrganizationUpdate = Partial<{
  title: string;
  emailDomains: string[];
  hostname: string;
  defaultRole: Role | null;
  logo: string | null;
  sso: boolean;
  ai: boolean;
  inviteLinks: boolean;
}>;
