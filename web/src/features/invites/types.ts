import type { Role } from '@/lib/roles';

export type Invite = {
  object: 'invite';
  id: string;
  role: Role;
  /** Another, older invite link of the organization grants the same role. */
  redundant: boolean;
  createdAt?: string;
};

/** Returned once, at creation: the URL carries the secret. */
export type CreatedInvite = Invite & { url: string };
