import type { Urls } from '../../lib/urls.js';
import type { Member, User } from '../../generated/prisma/client.js';
import { presentUser } from '../users/present.js';

export function presentMember(
  urls: Urls,
  member: Member & { user: User },
  counts: { spaces: number; teams: number },
) {
  return {
    object: 'member' as const,
    id: member.userId,
    role: member.role,
    user: presentUser(urls, member.user),
    disabled: member.disabled,
    joinedAt: member.joinedAt.toISOString(),
    ...(member.lastSeenAt ? { lastSeenAt: member.lastSeenAt.toISOString() } : {}),
    sso: member.sso,
    spaces: counts.spaces,
    teams: counts.teams,
  };
}
