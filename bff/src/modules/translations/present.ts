import type { Urls } from '../../lib/urls.js';
import type { Role, TranslationSettings } from '../../generated/prisma/client.js';
import { translationPermissions } from '../../policies/translation.js';

export function presentTranslationSettings(
  urls: Urls,
  settings: TranslationSettings,
  orgRole: Role | null,
) {
  return {
    object: 'translation-settings' as const,
    id: settings.id,
    title: settings.title,
    languages: settings.languages,
    createdAt: settings.createdAt.toISOString(),
    updatedAt: settings.updatedAt.toISOString(),
    permissions: translationPermissions(orgRole),
    urls: urls.translationSettings(settings.organizationId, settings.id),
  };
}
