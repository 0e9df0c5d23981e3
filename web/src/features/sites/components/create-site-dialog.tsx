import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { Alert } from '@/components/ui/states';
import { SpaceSearchList } from '@/features/site-structure/components/space-picker';
import { cn } from '@/lib/cn';
import { useCreateSite } from '../api/create-site';
import { applyServerError } from '../form-errors';
import { CreateSiteSchema, type CreateSiteValues } from '../schema';
import { type Site } from '../types';
import { VisibilityPicker } from './visibility-picker';
import { Modal, ModalActions } from '@/components/ui/modal';

/** The value of POST …/sites `spaces` that creates a new space with the site (bff SITE_NEW_SPACE). */
export const NEW_SPACE = 'new';

const CONTENT_OPTIONS = [
  {
    value: 'new',
    title: 'A new space',
    description: 'Start with one empty space, titled after the site.',
  },
  {
    value: 'existing',
    title: 'Existing spaces',
    description: 'Publish spaces of your organization.',
  },
  { value: 'none', title: 'Nothing yet', description: 'Add sections and spaces later.' },
] as const;

export function CreateSiteDialog({
  orgId,
  open,
  onClose,
  onCreated,
}: {
  orgId: string;
  open: boolean;
  onClose: () => void;
  onCreated: (site: Site) => void;
}) {
  const create = useCreateSite(orgId);
  const form = useForm<CreateSiteValues>({
    resolver: zodResolver(CreateSiteSchema),
    defaultValues: { title: '', visibility: 'public', content: 'new', spaceIds: [] },
  });
  const { errors, isSubmitting } = form.formState;
  const content = form.watch('content');

  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const site = await create.mutateAsync({
        title: values.title,
        visibility: values.visibility,
        ...(values.content === 'new'
          ? { spaces: NEW_SPACE }
          : values.content === 'existing'
            ? { spaces: values.spaceIds }
            : {}),
      });
      form.reset();
      onCreated(site);
    } catch (error) {
      applyServerError(error, form.setError, (field) =>
        field === 'title' || field === 'visibility'
          ? field
          : field.startsWith('spaces')
            ? 'spaceIds'
            : undefined,
      );
    }
  });

  return (
    <Modal
      open={open}
      onClose={close}
      busy={isSubmitting}
      title="Create a site"
      description="A published documentation site, assembled from spaces."
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {errors.root?.server && (
          <Alert tone="error" title="Could not create the site">
            {errors.root.server.message}
          </Alert>
        )}
        <Field label="Title" error={errors.title?.message} hint="Between 2 and 128 characters.">
          {(field) => (
            <Input
              {...field}
              {...form.register('title')}
              invalid={!!errors.title}
              placeholder="Developer docs"
              autoFocus
              maxLength={128}
            />
          )}
        </Field>

        <Controller
          control={form.control}
          name="visibility"
          render={({ field }) => (
            <VisibilityPicker
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              error={errors.visibility?.message}
              className="sm:grid-cols-2"
            />
          )}
        />

        <Controller
          control={form.control}
          name="content"
          render={({ field }) => (
            <fieldset>
              <legend className="mb-1.5 text-sm font-medium text-slate-800">Content</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {CONTENT_OPTIONS.map((option) => (
                  <label
                    key={option.value}
                    className={cn(
                      'flex cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ring-inset transition-colors',
                      field.value === option.value
                        ? 'bg-brand-50/60 ring-brand-500'
                        : 'ring-slate-200 hover:bg-slate-50',
                    )}
                  >
                    <input
                      type="radio"
                      name={field.name}
                      value={option.value}
                      checked={field.value === option.value}
                      onChange={() => field.onChange(option.value)}
                      className="mt-0.5 size-4 accent-brand-600"
                    />
                    <span>
                      <span className="block text-sm font-medium text-slate-900">
                        {option.title}
                      </span>
                      <span className="block text-xs text-slate-500">{option.description}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        />
        {content === 'existing' && (
          <Controller
            control={form.control}
            name="spaceIds"
            render={({ field }) => (
              <SpaceSearchList
                orgId={orgId}
                multiple
                label="Spaces"
                value={field.value}
                onChange={field.onChange}
                error={errors.spaceIds?.message}
              />
            )}
          />
        )}

        <ModalActions>
          <Button variant="secondary" onClick={close} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Create site
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
