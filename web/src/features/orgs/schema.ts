// Form rules of the organization settings, the same bounds as PATCH /v1/orgs/{id}.
import { z } from 'zod';
import { ROLES, optionToRole, roleToOption } from '@/lib/roles';
import type { Organization, OrganizationUpdate } from './types';

export const DOMAIN_PATTERN = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const HOSTNAME_PATTERN = /^[a-z0-9][a-z0-9-]{1,30}[a-z0-9]$/;

export function orgSettingsSchema({ hadHostname }: { hadHostname: boolean }) {
  return z.object({
    title: z
      .string()
      .trim()
      .min(2, 'The title must be at least 2 characters')
      .max(255, 'The title must be at most 255 characters'),
    emailDomains: z
      .array(
        z.object({
          value: z
            .string()
            .trim()
            .toLowerCase()
            .min(1, 'Enter a domain, or remove this row')
            .max(253, 'A domain is at most 253 characters')
            .regex(DOMAIN_PATTERN, 'Enter a domain name such as example.com'),
        }),
      )
      .max(100, 'At most 100 email domains')
      .superRefine((rows, ctx) => {
        const seen = new Set<string>();
        rows.forEach((row, index) => {
          if (seen.has(row.value))
            ctx.addIssue({
              code: 'custom',
              path: [index, 'value'],
              message: 'This domain is already listed',
            });
          seen.add(row.value);
        });
      }),
    // '' stands for guest (null).
    defaultRole: z.enum(['', ...ROLES]),
    hostname: z
      .string()
      .trim()
      .refine(
        (value) => value !== '' || !hadHostname,
        'The hostname can be changed but not removed',
      )
      .refine(
        (value) => value === '' || (value.length >= 3 && value.length <= 32),
        'The hostname must be 3 to 32 characters',
      )
      .refine(
        (value) => value === '' || HOSTNAME_PATTERN.test(value),
        'Use lowercase letters, digits and dashes, not starting or ending with a dash',
      ),
    inviteLinks: z.boolean(),
    ai: z.boolean(),
  });
}

export type OrgSettingsValues = z.infer<ReturnType<typeof orgSettingsSchema>>;

export function toFormValues(org: Organization): OrgSettingsValues {
  return {
    title: org.title,
    emailDomains: org.emailDomains.map((value) => ({ value })),
    defaultRole: roleToOption(org.defaultRole) as OrgSettingsValues['defaultRole'],
    hostname: org.hostname ?? '',
    inviteLinks: org.inviteLinks,
    ai: org.ai,
  };
}

/** The PATCH body: only what changed, so concurrent edits of other fields survive. */
export function toUpdateBody(values: OrgSettingsValues, org: Organization): OrganizationUpdate {
  const body: OrganizationUpdate = {};
  const domains = values.emailDomains.map((row) => row.value);
  if (values.title !== org.title) body.title = values.title;
  if (domains.join('\n') !== org.emailDomains.join('\n')) body.emailDomains = domains;
  if (optionToRole(values.defaultRole) !== org.defaultRole)
    body.defaultRole = optionToRole(values.defaultRole);
  if (values.hostname !== '' && values.hostname !== (org.hostname ?? ''))
    body.hostname = values.hostname;
  if (values.inviteLinks !== org.inviteLinks) body.inviteLinks = values.inviteLinks;
  if (values.ai !== org.ai) body.ai = values.ai;
  return body;
}
