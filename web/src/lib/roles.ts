// Organization roles, highest first (api-spec.md "Role"); null means guest.
export const ROLES = ['admin', 'create', 'review', 'edit', 'comment', 'read'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  create: 'Creator',
  review: 'Reviewer',
  edit: 'Editor',
  comment: 'Commenter',
  read: 'Reader',
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Administrate content, create and delete spaces',
  create: 'Create content',
  review: 'Review content',
  edit: 'Edit live or in change requests',
  comment: 'Access content and discussions',
  read: 'Read only',
};

export const GUEST_LABEL = 'Guest';

export function roleLabel(role: Role | null | undefined): string {
  return role ? ROLE_LABELS[role] : GUEST_LABEL;
}

/** Select value for a nullable role: '' stands for guest. */
export function roleToOption(role: Role | null | undefined): string {
  return role ?? '';
}

export function optionToRole(value: string): Role | null {
  return (ROLES as readonly string[]).includes(value) ? (value as Role) : null;
}
