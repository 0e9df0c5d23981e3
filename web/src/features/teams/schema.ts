// Form rules of teams, the same bounds as PUT/PATCH /v1/orgs/{id}/teams (api-spec.md "Team title 1-64").
import { z } from 'zod';

export const teamTitle = z
  .string()
  .trim()
  .min(1, 'Enter a title')
  .max(64, 'The title must be at most 64 characters');

export const CreateTeamSchema = z.object({
  title: teamTitle,
  /** User IDs of organization members who join with the role member. */
  members: z.array(z.string()).max(1000, 'At most 1000 members at once'),
});
export type CreateTeamValues = z.infer<typeof CreateTeamSchema>;

export const RenameTeamSchema = z.object({ title: teamTitle });
export type RenameTeamValues = z.infer<typeof RenameTeamSchema>;

/** A rough e-mail check for the "add by e-mail" box; the server has the last word. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const AddTeamMembersSchema = z.object({
  /** User IDs or e-mail addresses (PUT …/members `add`). */
  refs: z
    .array(z.string())
    .min(1, 'Choose at least one member')
    .max(1000, 'At most 1000 members at once'),
  role: z.enum(['owner', 'member']),
});
export type AddTeamMembersValues = z.infer<typeof AddTeamMembersSchema>;
