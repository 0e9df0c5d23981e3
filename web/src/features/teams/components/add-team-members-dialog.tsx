import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Select } from '@/components/ui/field';
import { Alert } from '@/components/ui/states';
import { Modal, ModalActions } from '@/components/ui/modal';
import { applyServerError } from '@/features/sites/form-errors';
import { useUpdateTeamMembers } from '../api/update-team-members';
import { AddTeamMembersSchema, type AddTeamMembersValues } from '../schema';
import { TEAM_ROLE_LABELS, TEAM_ROLES, type Team, type TeamRole } from '../types';
import { MemberPicker } from './member-picker';

/** Adds organization members (picked, or typed as e-mail addresses) to a team in one request. */
export function AddTeamMembersDialog({
  orgId,
  team,
  memberIds,
  open,
  onClose,
}: {
  orgId: string;
  team: Team;
  memberIds: string[];
  open: boolean;
  onClose: () => void;
}) {
  const update = useUpdateTeamMembers(orgId, team.id);
  const form = useForm<AddTeamMembersValues>({
    resolver: zodResolver(AddTeamMembersSchema),
    defaultValues: { refs: [], role: 'member' },
  });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(async ({ refs, role }) => {
    try {
      await update.mutateAsync({
        add: refs,
        ...(role === 'owner'
          ? { memberships: Object.fromEntries(refs.map((ref) => [ref, { role }])) }
          : {}),
      });
      close();
    } catch (error) {
      // "body.add.0: "x" is not …" and "body.memberships.x: …" belong to the picked members.
      applyServerError(error, form.setError, (field) =>
        field.startsWith('add') || field.startsWith('memberships')
          ? 'refs'
          : field === 'role'
            ? 'role'
            : undefined,
      );
    }
  });

  return (
    <Modal
      open={open}
      onClose={close}
      busy={isSubmitting}
      title={`Add members to ${team.title}`}
      description="Pick members of the organization, or type the e-mail address of one."
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {errors.root?.server && (
          <Alert tone="error" title="Could not add the members">
            {errors.root.server.message}
          </Alert>
        )}
        <Controller
          control={form.control}
          name="refs"
          render={({ field }) => (
            <MemberPicker
              orgId={orgId}
              label="Members to add"
              allowEmail
              value={field.value}
              onChange={field.onChange}
              excludeIds={memberIds}
              error={errors.refs?.message}
            />
          )}
        />
        <Field
          label="Role in the team"
          error={errors.role?.message}
          hint="Owners can rename the team and change its members."
        >
          {(field) => (
            <Select
              {...field}
              {...form.register('role')}
              invalid={!!errors.role}
              className="max-w-48"
            >
              {TEAM_ROLES.map((role: TeamRole) => (
                <option key={role} value={role}>
                  {TEAM_ROLE_LABELS[role]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <ModalActions>
          <Button variant="secondary" onClick={close} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Add members
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
