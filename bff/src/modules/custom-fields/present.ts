import type { Urls } from '../../lib/urls.js';
import type { CustomField, Role } from '../../generated/prisma/client.js';
import { customFieldPermissions } from '../../policies/custom-field.js';
import { isSelect } from './service.js';
import type { CustomFieldType } from './schema.js';

/** A CustomField for a caller whose organization role is `orgRole` (null: a guest reading through a space). */
export function presentCustomField(urls: Urls, field: CustomField, orgRole: Role | null) {
  return {
    id: field.id,
    name: field.name,
    title: field.title ?? field.name,
    description: field.description ?? '',
    type: field.type as CustomFieldType,
    placeholder: field.placeholder ?? '',
    ...(isSelect(field.type) ? { options: field.options } : {}),
    createdAt: field.createdAt.toISOString(),
    updatedAt: field.updatedAt.toISOString(),
    urls: urls.customField(field.organizationId, field.name),
    permissions: customFieldPermissions(orgRole),
  };
}
