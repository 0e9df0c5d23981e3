import { zodResolver } from '@hookform/resolvers/zod';
import {
  Controller,
  useForm,
  type FieldPath,
  type FieldValues,
  type UseFormSetError,
} from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { Alert } from '@/components/ui/states';
import { Modal, ModalActions } from '@/components/ui/modal';
import { applyServerError } from '@/features/sites/form-errors';
import { isApiError } from '@/lib/api-client';
import { useCreateSection } from '../api/create-section';
import { useCreateSectionGroup } from '../api/create-section-group';
import { useCreateSiteSpace } from '../api/create-site-space';
import { useDeleteSection } from '../api/delete-section';
import { useDeleteSectionGroup } from '../api/delete-section-group';
import { useDeleteSiteSpace } from '../api/delete-site-space';
import { useUpdateSection } from '../api/update-section';
import { useUpdateSectionGroup } from '../api/update-section-group';
import { useUpdateSiteSpace } from '../api/update-site-space';
import { idOf, isSectionKey } from '../model';
import {
  AddSiteSpaceSchema,
  CreateSectionSchema,
  EditSectionSchema,
  EditSiteSpaceSchema,
  GroupSchema,
  nullableChange,
  toSpaceId,
  type AddSiteSpaceValues,
  type CreateSectionValues,
  type EditSectionValues,
  type EditSiteSpaceValues,
  type GroupValues,
} from '../schema';
import type { SectionUpdate, SiteSection, SiteSectionGroup, SiteSpace } from '../types';
import { SpacePicker, spaceLabel } from './space-picker';
import { useStructureActions } from './structure-context';

/** 400 issues to their fields; a 409 about a path to the path field; the rest above the form. */
function showError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  map: (field: string) => FieldPath<T> | undefined,
) {
  if (isApiError(error, 409) && /\bpath\b/i.test(error.message) && map('path')) {
    setError(
      map('path')!,
      { type: 'server', message: error.message.charAt(0).toUpperCase() + error.message.slice(1) },
      { shouldFocus: true },
    );
    return;
  }
  applyServerError(error, setError, map);
}

function FormError({ title, message }: { title: string; message?: string }) {
  return message ? (
    <Alert tone="error" title={title}>
      {message}
    </Alert>
  ) : null;
}

function Optional() {
  return <span className="font-normal text-slate-400">(optional)</span>;
}

// ---- Sections --------------------------------------------------------------------------

export function CreateSectionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { orgId, siteId, structure } = useStructureActions();
  const create = useCreateSection(orgId, siteId);
  const form = useForm<CreateSectionValues>({
    resolver: zodResolver(CreateSectionSchema),
    defaultValues: { title: '', space: { source: 'new', spaceId: '' } },
  });
  const { errors, isSubmitting } = form.formState;
  const adopting = structure.type === 'siteSpaces' && structure.rootSiteSpaces.length > 0;
  const close = () => {
    form.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ title: values.title, spaceId: toSpaceId(values.space) });
      close();
    } catch (error) {
      showError(error, form.setError, (field) =>
        field === 'title' ? 'title' : field === 'spaceId' ? 'space.spaceId' : undefined,
      );
    }
  });
  return (
    <Modal
      open={open}
      onClose={close}
      busy={isSubmitting}
      title="Add a section"
      description="A section is a tab of the site; its spaces are what visitors read in it."
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormError title="Could not add the section" message={errors.root?.server?.message} />
        {adopting && (
          <Alert tone="info">
            This site has no sections yet: its current{' '}
            {structure.rootSiteSpaces.length === 1 ? 'space moves' : 'spaces move'} into a first
            section named after the site, and this one comes after it.
          </Alert>
        )}
        <Field
          label="Title"
          error={errors.title?.message}
          hint="Between 2 and 64 characters; you can lengthen it to 128 later. The path is made from it."
        >
          {(field) => (
            <Input
              {...field}
              {...form.register('title')}
              invalid={!!errors.title}
              placeholder="Guides"
              autoFocus
              maxLength={64}
            />
          )}
        </Field>
        <Controller
          control={form.control}
          name="space"
          render={({ field }) => (
            <SpacePicker
              orgId={orgId}
              value={field.value}
              onChange={field.onChange}
              error={errors.space?.spaceId?.message ?? errors.space?.message}
            />
          )}
        />
        <ModalActions>
          <Button variant="secondary" onClick={close} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Add section
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

const sectionValues = (section: SiteSection): EditSectionValues => ({
  title: section.title,
  path: section.path,
  condition: section.condition ?? '',
  icon: section.icon ?? '',
  description: section.description ?? '',
});

export function EditSectionDialog({
  section,
  onClose,
}: {
  section: SiteSection;
  onClose: () => void;
}) {
  const { orgId, siteId } = useStructureActions();
  const update = useUpdateSection(orgId, siteId);
  const form = useForm<EditSectionValues>({
    resolver: zodResolver(EditSectionSchema),
    defaultValues: sectionValues(section),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const body: SectionUpdate = {};
    if (values.title !== section.title) body.title = values.title;
    if (values.path !== section.path) body.path = values.path;
    const condition = nullableChange(values.condition, section.condition);
    const icon = nullableChange(values.icon, section.icon);
    const description = nullableChange(values.description, section.description);
    if (condition !== undefined) body.condition = condition;
    if (icon !== undefined) body.icon = icon;
    if (description !== undefined) body.description = description;
    try {
      if (Object.keys(body).length) await update.mutateAsync({ id: section.id, ...body });
      onClose();
    } catch (error) {
      const fields = ['title', 'path', 'condition', 'icon', 'description'] as const;
      showError(error, form.setError, (field) => fields.find((name) => name === field));
    }
  });
  return (
    <Modal
      open
      onClose={onClose}
      busy={isSubmitting}
      title={`Edit section “${section.title}”`}
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormError title="Could not save the section" message={errors.root?.server?.message} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Title" error={errors.title?.message} hint="2 to 128 characters.">
            {(field) => (
              <Input
                {...field}
                {...form.register('title')}
                invalid={!!errors.title}
                autoFocus
                maxLength={128}
              />
            )}
          </Field>
          <Field
            label="Path"
            error={errors.path?.message}
            hint="One URL segment, unique in the site."
          >
            {(field) => (
              <div className="flex rounded-md shadow-sm">
                <span className="inline-flex items-center rounded-l-md bg-slate-50 px-2.5 text-sm text-slate-500 ring-1 ring-slate-300 ring-inset">
                  /
                </span>
                <Input
                  {...field}
                  {...form.register('path')}
                  invalid={!!errors.path}
                  className="rounded-l-none shadow-none"
                  maxLength={100}
                  autoCapitalize="none"
                  spellCheck={false}
                />
              </div>
            )}
          </Field>
        </div>
        <Field
          label={
            <>
              Condition <Optional />
            </>
          }
          error={errors.condition?.message}
          hint="An expression on the visitor's claims; the section shows only when it is true. Empty: always shown."
        >
          {(field) => (
            <Input
              {...field}
              {...form.register('condition')}
              invalid={!!errors.condition}
              placeholder="visitor.claims.unsigned.beta"
              className="font-mono"
              spellCheck={false}
            />
          )}
        </Field>
        <div className="grid gap-5 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <Field
            label={
              <>
                Icon <Optional />
              </>
            }
            error={errors.icon?.message}
            hint="An icon name, e.g. book."
          >
            {(field) => (
              <Input
                {...field}
                {...form.register('icon')}
                invalid={!!errors.icon}
                placeholder="book"
                maxLength={50}
                autoCapitalize="none"
                spellCheck={false}
              />
            )}
          </Field>
          <Field
            label={
              <>
                Description <Optional />
              </>
            }
            error={errors.description?.message}
            hint="Up to 256 characters."
          >
            {(field) => (
              <Input
                {...field}
                {...form.register('description')}
                invalid={!!errors.description}
                maxLength={256}
              />
            )}
          </Field>
        </div>
        <ModalActions>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            Save section
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

export function DeleteSectionDialog({
  section,
  onClose,
}: {
  section: SiteSection;
  onClose: () => void;
}) {
  const { orgId, siteId } = useStructureActions();
  const remove = useDeleteSection(orgId, siteId);
  return (
    <ConfirmDialog
      open
      title="Delete this section?"
      description={
        <>
          <strong>{section.title}</strong> and its{' '}
          {section.siteSpaces.length === 1 ? 'space' : `${section.siteSpaces.length} spaces`} leave
          the site. The spaces themselves are kept.
          {section.default ? ' Another section becomes the default.' : ''}
        </>
      }
      confirmLabel="Delete section"
      pending={remove.isPending}
      error={remove.error}
      onClose={onClose}
      onConfirm={() => remove.mutate(section.id, { onSuccess: onClose })}
    />
  );
}

// ---- Groups ----------------------------------------------------------------------------

export function GroupDialog({
  group,
  onClose,
}: {
  group: SiteSectionGroup | null;
  onClose: () => void;
}) {
  const { orgId, siteId, structure } = useStructureActions();
  const create = useCreateSectionGroup(orgId, siteId);
  const update = useUpdateSectionGroup(orgId, siteId);
  const form = useForm<GroupValues>({
    resolver: zodResolver(GroupSchema),
    defaultValues: { title: group?.title ?? '', icon: group?.icon ?? '', sections: [] },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const ungrouped = structure.layout.top
    .filter(isSectionKey)
    .map((key) => structure.sections.get(idOf(key))!);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (group) {
        const icon = nullableChange(values.icon, group.icon);
        await update.mutateAsync({
          id: group.id,
          ...(values.title !== group.title ? { title: values.title } : {}),
          ...(icon !== undefined ? { icon } : {}),
        });
      } else {
        await create.mutateAsync({
          title: values.title,
          ...(values.icon ? { icon: values.icon } : {}),
          ...(values.sections.length ? { sections: values.sections } : {}),
        });
      }
      onClose();
    } catch (error) {
      showError(error, form.setError, (field) =>
        field === 'title' || field === 'icon'
          ? field
          : field.startsWith('sections')
            ? 'sections'
            : undefined,
      );
    }
  });
  return (
    <Modal
      open
      onClose={onClose}
      busy={isSubmitting}
      title={group ? `Edit group “${group.title}”` : 'Add a section group'}
      description={
        group ? undefined : 'A group gathers sections under one heading in the site navigation.'
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormError
          title={group ? 'Could not save the group' : 'Could not add the group'}
          message={errors.root?.server?.message}
        />
        <Field label="Title" error={errors.title?.message} hint="1 to 100 characters.">
          {(field) => (
            <Input
              {...field}
              {...form.register('title')}
              invalid={!!errors.title}
              autoFocus
              maxLength={100}
              placeholder="Products"
            />
          )}
        </Field>
        <Field
          label={
            <>
              Icon <Optional />
            </>
          }
          error={errors.icon?.message}
          hint="An icon name, up to 50 characters."
        >
          {(field) => (
            <Input
              {...field}
              {...form.register('icon')}
              invalid={!!errors.icon}
              maxLength={50}
              placeholder="layers"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </Field>
        {!group && ungrouped.length > 0 && (
          <Controller
            control={form.control}
            name="sections"
            render={({ field }) => (
              <fieldset>
                <legend className="mb-1.5 text-sm font-medium text-slate-800">
                  Sections to put in it <Optional />
                </legend>
                <ul className="max-h-48 space-y-1 overflow-y-auto rounded-lg p-2 ring-1 ring-slate-200">
                  {ungrouped.map((section) => (
                    <li key={section.id}>
                      <label className="flex items-center gap-2 rounded px-1 py-1 text-sm text-slate-700 hover:bg-slate-50">
                        <input
                          type="checkbox"
                          className="size-4 accent-brand-600"
                          checked={field.value.includes(section.id)}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...field.value, section.id]
                                : field.value.filter((id) => id !== section.id),
                            )
                          }
                        />
                        {section.title}
                      </label>
                    </li>
                  ))}
                </ul>
                {errors.sections && (
                  <p role="alert" className="mt-1 text-sm text-red-600">
                    {errors.sections.message}
                  </p>
                )}
              </fieldset>
            )}
          />
        )}
        <ModalActions>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={!!group && !isDirty}>
            {group ? 'Save group' : 'Add group'}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

export function DeleteGroupDialog({
  group,
  onClose,
}: {
  group: SiteSectionGroup;
  onClose: () => void;
}) {
  const { orgId, siteId } = useStructureActions();
  const remove = useDeleteSectionGroup(orgId, siteId);
  return (
    <ConfirmDialog
      open
      title="Delete this group?"
      description={
        <>
          The group <strong>{group.title}</strong> goes away; its sections stay on the site, at the
          top level where the group was.
        </>
      }
      confirmLabel="Delete group"
      pending={remove.isPending}
      error={remove.error}
      onClose={onClose}
      onConfirm={() => remove.mutate(group.id, { onSuccess: onClose })}
    />
  );
}

// ---- Site spaces -----------------------------------------------------------------------

export function AddSiteSpaceDialog({
  section,
  onClose,
}: {
  section: SiteSection | null;
  onClose: () => void;
}) {
  const { orgId, siteId, structure } = useStructureActions();
  const create = useCreateSiteSpace(orgId, siteId);
  const form = useForm<AddSiteSpaceValues>({
    resolver: zodResolver(AddSiteSpaceSchema),
    defaultValues: { space: { source: 'new', spaceId: '' } },
  });
  const { errors, isSubmitting } = form.formState;
  const siblings = section ? section.siteSpaces : structure.rootSiteSpaces;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({
        spaceId: toSpaceId(values.space),
        ...(section ? { sectionId: section.id } : {}),
      });
      onClose();
    } catch (error) {
      if (isApiError(error, 409))
        form.setError(
          'space.spaceId',
          { type: 'server', message: error.message },
          { shouldFocus: true },
        );
      else
        showError(error, form.setError, (field) =>
          field === 'spaceId' ? 'space.spaceId' : undefined,
        );
    }
  });
  return (
    <Modal
      open
      onClose={onClose}
      busy={isSubmitting}
      title={section ? `Add a space to “${section.title}”` : 'Add a space to the site'}
      description={
        section
          ? 'Spaces of a section are variants visitors switch between (versions, languages…).'
          : 'Visitors see the spaces of a site without sections directly.'
      }
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormError title="Could not add the space" message={errors.root?.server?.message} />
        <Controller
          control={form.control}
          name="space"
          render={({ field }) => (
            <SpacePicker
              orgId={orgId}
              value={field.value}
              onChange={field.onChange}
              error={errors.space?.spaceId?.message ?? errors.space?.message}
              excludeSpaceIds={siblings.map((ss) => ss.space.id)}
            />
          )}
        />
        <ModalActions>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Add space
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

export function EditSiteSpaceDialog({
  siteSpace,
  onClose,
}: {
  siteSpace: SiteSpace;
  onClose: () => void;
}) {
  const { orgId, siteId } = useStructureActions();
  const update = useUpdateSiteSpace(orgId, siteId);
  const form = useForm<EditSiteSpaceValues>({
    resolver: zodResolver(EditSiteSpaceSchema),
    defaultValues: { path: siteSpace.path, condition: siteSpace.condition ?? '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const condition = nullableChange(values.condition, siteSpace.condition);
    try {
      if (values.path !== siteSpace.path || condition !== undefined) {
        await update.mutateAsync({
          id: siteSpace.id,
          ...(values.path !== siteSpace.path ? { path: values.path } : {}),
          ...(condition !== undefined ? { condition } : {}),
        });
      }
      onClose();
    } catch (error) {
      showError(error, form.setError, (field) =>
        field === 'path' || field === 'condition' ? field : undefined,
      );
    }
  });
  return (
    <Modal
      open
      onClose={onClose}
      busy={isSubmitting}
      title={`Edit space “${spaceLabel(siteSpace.space)}”`}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormError title="Could not save the space" message={errors.root?.server?.message} />
        <Field
          label="Path"
          error={errors.path?.message}
          hint="One URL segment, unique among the spaces of its section."
        >
          {(field) => (
            <div className="flex rounded-md shadow-sm">
              <span className="inline-flex items-center rounded-l-md bg-slate-50 px-2.5 text-sm text-slate-500 ring-1 ring-slate-300 ring-inset">
                /
              </span>
              <Input
                {...field}
                {...form.register('path')}
                invalid={!!errors.path}
                className="rounded-l-none shadow-none"
                autoFocus
                maxLength={100}
                autoCapitalize="none"
                spellCheck={false}
              />
            </div>
          )}
        </Field>
        <Field
          label={
            <>
              Condition <Optional />
            </>
          }
          error={errors.condition?.message}
          hint="Shown only to visitors for whom this expression is true. Empty: always shown."
        >
          {(field) => (
            <Input
              {...field}
              {...form.register('condition')}
              invalid={!!errors.condition}
              placeholder="visitor.claims.unsigned.beta"
              className="font-mono"
              spellCheck={false}
            />
          )}
        </Field>
        <ModalActions>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            Save space
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

export function DeleteSiteSpaceDialog({
  siteSpace,
  onClose,
}: {
  siteSpace: SiteSpace;
  onClose: () => void;
}) {
  const { orgId, siteId } = useStructureActions();
  const remove = useDeleteSiteSpace(orgId, siteId);
  return (
    <ConfirmDialog
      open
      title="Remove this space from the site?"
      description={
        <>
          Visitors will no longer see <strong>{spaceLabel(siteSpace.space)}</strong> on this site.
          The space and its content are kept.
        </>
      }
      confirmLabel="Remove space"
      pending={remove.isPending}
      error={remove.error}
      onClose={onClose}
      onConfirm={() => remove.mutate(siteSpace.id, { onSuccess: onClose })}
    />
  );
}
