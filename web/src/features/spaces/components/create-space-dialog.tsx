import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/field';
import { Alert } from '@/components/ui/states';
import { Modal, ModalActions } from '@/components/ui/modal';
import { applyServerError } from '@/features/sites/form-errors';
import { useCreateSpace } from '../api/create-space';
import { CreateSpaceSchema, type CreateSpaceValues } from '../schema';
import { VISIBILITY_LABELS, type Space } from '../types';

const VISIBILITY_OPTIONS = ['private', 'public', 'unlisted', 'share-link', 'visitor-auth'] as const;

export function CreateSpaceDialog({
  orgId,
  open,
  onClose,
  onCreated,
}: {
  orgId: string;
  open: boolean;
  onClose: () => void;
  onCreated: (space: Space) => void;
}) {
  const create = useCreateSpace(orgId);
  const form = useForm<CreateSpaceValues>({
    resolver: zodResolver(CreateSpaceSchema),
    defaultValues: { title: '', emoji: '', visibility: 'private' },
  });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const space = await create.mutateAsync({
        title: values.title,
        visibility: values.visibility,
        ...(values.emoji ? { emoji: values.emoji } : {}),
      });
      form.reset();
      onCreated(space);
    } catch (error) {
      applyServerError(error, form.setError, ['title', 'emoji', 'visibility']);
    }
  });

  return (
    <Modal
      open={open}
      onClose={close}
      busy={isSubmitting}
      title="Create a space"
      description="A space holds a tree of documentation pages."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {errors.root?.server && (
          <Alert tone="error" title="Could not create the space">
            {errors.root.server.message}
          </Alert>
        )}
        <Field label="Title" error={errors.title?.message} hint="Between 1 and 50 characters.">
          {(field) => (
            <Input
              {...field}
              {...form.register('title')}
              invalid={!!errors.title}
              placeholder="Developer guide"
              autoFocus
              maxLength={50}
            />
          )}
        </Field>
        <Field label="Emoji" error={errors.emoji?.message} hint="Optional, shown beside the title.">
          {(field) => (
            <Input
              {...field}
              {...form.register('emoji')}
              invalid={!!errors.emoji}
              placeholder="📘"
              className="max-w-32"
              maxLength={50}
            />
          )}
        </Field>
        <Field label="Visibility" error={errors.visibility?.message}>
          {(field) => (
            <Select
              {...field}
              {...form.register('visibility')}
              invalid={!!errors.visibility}
              className="max-w-xs"
            >
              {VISIBILITY_OPTIONS.map((visibility) => (
                <option key={visibility} value={visibility}>
                  {VISIBILITY_LABELS[visibility]}
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
            Create space
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
