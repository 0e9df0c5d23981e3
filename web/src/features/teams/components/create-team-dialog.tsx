import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { Alert } from '@/components/ui/states';
import { Modal, ModalActions } from '@/components/ui/modal';
import { applyServerError } from '@/features/sites/form-errors';
import { useCreateTeam } from '../api/create-team';
import { CreateTeamSchema, type CreateTeamValues } from '../schema';
import type { Team } from '../types';
import { MemberPicker } from './member-picker';

export function CreateTeamDialog({
  orgId,
  open,
  onClose,
  onCreated,
}: {
  orgId: string;
  open: boolean;
  onClose: () => void;
  onCreated: (team: Team) => void;
}) {
  const create = useCreateTeam(orgId);
  const form = useForm<CreateTeamValues>({
    resolver: zodResolver(CreateTeamSchema),
    defaultValues: { title: '', members: [] },
  });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const team = await create.mutateAsync({
        title: values.title,
        ...(values.members.length ? { members: values.members } : {}),
      });
      form.reset();
      onCreated(team);
    } catch (error) {
      applyServerError(error, form.setError, (field) =>
        field === 'title' ? 'title' : field.startsWith('members') ? 'members' : undefined,
      );
    }
  });

  return (
    <Modal
      open={open}
      onClose={close}
      busy={isSubmitting}
      title="Create a team"
      description="A group of members that can be given access to spaces together."
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {errors.root?.server && (
          <Alert tone="error" title="Could not create the team">
            {errors.root.server.message}
          </Alert>
        )}
        <Field label="Title" error={errors.title?.message} hint="Between 1 and 64 characters.">
          {(field) => (
            <Input
              {...field}
              {...form.register('title')}
              invalid={!!errors.title}
              placeholder="Engineering"
              autoFocus
              maxLength={64}
            />
          )}
        </Field>
        <Controller
          control={form.control}
          name="members"
          render={({ field }) => (
            <MemberPicker
              orgId={orgId}
              label="Initial members"
              value={field.value}
              onChange={field.onChange}
              error={errors.members?.message}
              hint="Optional. They join with the role Member; make owners later."
            />
          )}
        />
        <ModalActions>
          <Button variant="secondary" onClick={close} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Create team
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
