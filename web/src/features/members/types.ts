import type { User } from '@/features/auth/types';
import type { Role } from '@/lib/roles';

export type Member = {
  object: 'member';
  /** The user ID. */
  id: string;
  role: Role | null;
  user: User;
  disabled: boolean;
  joinedAt: string;
  lastSeenAt?: string;
  sso: boolean;
  spaces: number;
  teams: number;
};

export type MemberFilters = {
  search?: string;
  role?: Role;
  sort?: 'joinedAt' | 'lastSeenAt';
  order?: 'asc' | 'desc';
};
