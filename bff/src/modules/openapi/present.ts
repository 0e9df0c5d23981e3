import type { OpenAPISpec, OpenAPISpecVersion, Role } from '../../generated/prisma/client.js';
import type { Urls } from '../../lib/urls.js';
import { openAPISpecPermissions } from '../../policies/openapi.js';
import type { PROCESS_ERROR_CODES, PROCESSING_STATES } from './schema.js';

type SpecRef = Pick<OpenAPISpec, 'organizationId' | 'slug'>;

export function presentSpec(urls: Urls, spec: OpenAPISpec, role: Role | null) {
  return {
    object: 'openapi-spec' as const,
    id: spec.id,
    createdAt: spec.createdAt.toISOString(),
    updatedAt: spec.updatedAt.toISOString(),
    slug: spec.slug,
    ...(spec.sourceURL ? { sourceURL: spec.sourceURL } : {}),
    processingState: spec.processingState as (typeof PROCESSING_STATES)[number],
    ...(spec.lastVersionId ? { lastVersion: spec.lastVersionId } : {}),
    ...(spec.lastProcessedAt ? { lastProcessedAt: spec.lastProcessedAt.toISOString() } : {}),
    ...(spec.lastProcessErrorCode
      ? { lastProcessErrorCode: spec.lastProcessErrorCode as (typeof PROCESS_ERROR_CODES)[number] }
      : {}),
    permissions: openAPISpecPermissions(role),
    urls: urls.openAPISpec(spec.organizationId, spec.slug),
  };
}

/** A version made from text has no source URL (stored as ''): its own content endpoint stands in. */
function versionURL(urls: Urls, spec: SpecRef, version: Pick<OpenAPISpecVersion, 'id' | 'url'>) {
  return version.url || urls.openAPISpecVersionContent(spec.organizationId, spec.slug, version.id);
}

export function presentVersion(
  urls: Urls,
  spec: SpecRef,
  version: Pick<OpenAPISpecVersion, 'id' | 'url' | 'createdAt'>,
) {
  return {
    object: 'openapi-spec-version' as const,
    id: version.id,
    createdAt: version.createdAt.toISOString(),
    url: versionURL(urls, spec, version),
    urls: urls.openAPISpecVersion(spec.organizationId, spec.slug, version.id),
  };
}

export function presentContent(
  urls: Urls,
  spec: SpecRef,
  version: Pick<OpenAPISpecVersion, 'id' | 'url' | 'filesystem'>,
) {
  return {
    filesystem: version.filesystem as Record<string, unknown>,
    url: versionURL(urls, spec, version),
  };
}
