// Who may manage an organization's SAML identity providers. The sign-in choices
// (`ORG/sso`, `/auth/sso/{org}`) are open to any member and to the public sign-in page:
// they only name providers and where to start.
import type { Role } from '../generated/prisma/enums.js';
import { atLeast } from './organization.js';

export const SamlPolicy = {
  /** Create, read, change and delete identity providers (they hold sign-in trust). */
  manage: (role: Role | null) => atLeast(role, 'admin'),
};
