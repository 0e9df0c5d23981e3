import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/field';
import { Alert } from '@/components/ui/states';
import { Modal, ModalActions } from '@/components/ui/modal';
import { applyServerError } from '@/features/sites/form-errors';
import { useTeams } from '@/features/teams/api/get-teams';
import { cn } from '@/lib/cn';
import { GUEST_LABEL, optionToRole, ROLE_LABELS, ROLES, roleToOption } from '@/lib/roles';
import { useCreateSamlProvider } from '../api/create-saml-provider';
import { useUpdateSamlProvider } from '../api/update-saml-provider';
import { SAML_FIELDS, SamlProviderSchema, type SamlProviderValues } from '../schema';
import type { SamlProvider } from '../types';

function toValues(provider: SamlProvider | null): SamlProviderValues {
  return {
    label: provider?.label ?? '',
    entityID: provider?.entityID ?? '',
    certificate: provider?.certificate ?? '',
    ssoURL: provider?.ssoURL ?? '',
    defaultTeam: provider?.defaultTeam?.id ?? '',
    // New providers default to readers, as the API does.
    defaultRole: provider
      ? (roleToOption(provider.defaultRole) as SamlProviderValues['defaultRole'])
      : 'read',
  };
}

/** The teams to choose from, plus the provider's current one if it is not on the first page. */
function TeamSelect({
  orgId,
  current,
  ...rest
}: { orgId: string; current: SamlProvider['defaultTeam'] } & React.ComponentProps<typeof Select>) {
  const teams = useTeams(orgId, {});
  const items = teams.data?.pages.flatMap((page) => page.items) ?? [];
  const options =
    current && !items.some((team) => team.id === current.id) ? [current, ...items] : items;
  return (
    <Select {...rest}>
      <option value="">{teams.isPending ? 'Loading teams…' : 'No team'}</option>
      {options.map((team) => (
        <option key={team.id} value={team.id}>
          {team.title}
        </option>
      ))}
    </Select>
  );
}

/** Creates a provider (`provider` null) or edits one. Cleared fields are removed (PATCH null). */
export function SamlProviderDialog({
  orgId,
  provider,
  open,
  onClose,
}: {
  orgId: string;
  provider: SamlProvider | null;
  open: boolean;
  onClose: () => void;
}) {
  const create = useCreateSamlProvider(orgId);
  const update = useUpdateSamlProvider(orgId);
  const form = useForm<SamlProviderValues>({
    resolver: zodResolver(SamlProviderSchema),
    defaultValues: toValues(provider),
  });
  const { errors, isSubmitting } = form.formState;

  // Each opening starts from the provider as it is now.
  useEffect(() => {
    if (open) form.reset(toValues(provider));
  }, [open, provider, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const defaultRole = optionToRole(values.defaultRole);
    try {
      if (provider) {
        await update.mutateAsync({
          providerId: provider.id,
          body: {
            label: values.label,
            entityID: values.entityID || null,
            certificate: values.certificate || null,
            ssoURL: values.ssoURL || null,
            defaultTeam: values.defaultTeam || null,
            defaultRole,
          },
        });
      } else {
        await create.mutateAsync({
          label: values.label,
          ...(values.entityID ? { entityID: values.entityID } : {}),
          ...(values.certificate ? { certificate: values.certificate } : {}),
          ...(values.ssoURL ? { ssoURL: values.ssoURL } : {}),
          ...(values.defaultTeam ? { defaultTeam: values.defaultTeam } : {}),
          defaultRole,
        });
      }
      onClose();
    } catch (error) {
      applyServerError(error, form.setError, SAML_FIELDS);
    }
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={isSubmitting}
      title={provider ? `Edit ${provider.label}` : 'Add an identity provider'}
      description="Copy these values from your identity provider (Okta, Microsoft Entra ID, Google Workspace…). Sign-in turns on once the entity ID, certificate and sign-on URL are all set."
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {errors.root?.server && (
          <Alert
            tone="error"
            title={provider ? 'Could not save the provider' : 'Could not add the provider'}
          >
            {errors.root.server.message}
          </Alert>
        )}
        <Field
          label="Label"
          error={errors.label?.message}
          hint="Shown on the sign-in button: “Sign in with …”. At most 30 characters."
        >
          {(field) => (
            <Input
              {...field}
              {...form.register('label')}
              invalid={!!errors.label}
              placeholder="Okta"
              autoFocus
              maxLength={30}
            />
          )}
        </Field>
        <Field
          label="Identity provider entity ID"
          error={errors.entityID?.message}
          hint="The issuer of the identity provider's SAML responses."
        >
          {(field) => (
            <Input
              {...field}
              {...form.register('entityID')}
              invalid={!!errors.entityID}
              placeholder="http://www.okta.com/exk…"
              maxLength={1024}
            />
          )}
        </Field>
        <Field
          label="Single sign-on URL"
          error={errors.ssoURL?.message}
          hint="Where sign-in requests are sent (HTTP-Redirect binding)."
        >
          {(field) => (
            <Input
              {...field}
              {...form.register('ssoURL')}
              type="url"
              invalid={!!errors.ssoURL}
              placeholder="https://example.okta.com/app/…/sso/saml"
              maxLength={2048}
            />
          )}
        </Field>
        <Field
          label="Signing certificate"
          error={errors.certificate?.message}
          hint="The X.509 certificate, in PEM (-----BEGIN CERTIFICATE-----…) or as its base64 body."
        >
          {(field) => (
            <textarea
              {...field}
              {...form.register('certificate')}
              rows={6}
              spellCheck={false}
              maxLength={10000}
              placeholder="-----BEGIN CERTIFICATE-----"
              className={cn(
                'block w-full rounded-md border-0 bg-white px-3 py-2 font-mono text-xs text-slate-900 shadow-sm ring-1 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-inset focus:outline-none',
                errors.certificate
                  ? 'ring-red-400 focus:ring-red-500'
                  : 'ring-slate-300 focus:ring-brand-600',
              )}
            />
          )}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="Default team"
            error={errors.defaultTeam?.message}
            hint="People who sign in for the first time join it."
          >
            {(field) => (
              <TeamSelect
                {...field}
                {...form.register('defaultTeam')}
                orgId={orgId}
                current={provider?.defaultTeam}
                invalid={!!errors.defaultTeam}
              />
            )}
          </Field>
          <Field
            label="Default role"
            error={errors.defaultRole?.message}
            hint="Their role in the organization."
          >
            {(field) => (
              <Select {...field} {...form.register('defaultRole')} invalid={!!errors.defaultRole}>
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
                <option value="">{GUEST_LABEL}</option>
              </Select>
            )}
          </Field>
        </div>
        <ModalActions>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {provider ? 'Save' : 'Add provider'}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
