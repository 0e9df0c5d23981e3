// Downloading a file of a space's live revision: the `downloadURL` of every File. The bytes
// come from the blob store; the headers keep a browser from running what a member uploaded
// or imported (no sniffing, non-images sandboxed, shown inline under a safe name).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.js';
import { blobStoreFor } from '../../lib/blob-store.js';
import { callerOf } from '../../plugins/auth.js';
import { FileParamsSchema } from '../content/schema.js';
import { getFile, getRevision } from '../content/service.js';
import { requireSpace } from '../spaces/access.js';
import { SpaceGetQuerySchema } from '../spaces/schema.js';

/** A Content-Disposition value: an ASCII fallback name plus the exact UTF-8 name (RFC 6266). */
export function inlineDisposition(name: string) {
  const ascii =
    name
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\/;]/g, '_')
      .trim() || 'file';
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name.replace(/[/\\]/g, '_'))}`;
}

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const blobs = blobStoreFor(app.config);

  app.get(
    '/v1/spaces/:spaceId/content/files/:fileId/download',
    {
      schema: {
        tags: ['space content'],
        summary: 'The bytes of a file of the live revision',
        description:
          'Same access as reading the content. Served inline; types other than images are sandboxed.',
        params: FileParamsSchema,
        querystring: SpaceGetQuerySchema,
      },
    },
    async (request, reply) => {
      const access = await requireSpace(app.db, {
        spaceId: request.params.spaceId,
        userId: callerOf(request).userId,
        need: 'view',
        shareKey: request.query.shareKey,
      });
      if (access.space.deletedAt) throw notFound('Space');
      const revision = await getRevision(app.db, access.space);
      const file = await getFile(app.db, revision.id, request.params.fileId);
      const blob = await blobs.get(file.blobKey);
      if (!blob) throw notFound('File');
      reply
        .header('content-type', file.contentType)
        .header('content-length', String(blob.metadata.size))
        .header('content-disposition', inlineDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=0, must-revalidate');
      // An SVG is an image but runs scripts when opened directly: sandbox it too.
      if (!file.contentType.startsWith('image/') || file.contentType.startsWith('image/svg'))
        reply.header('content-security-policy', 'sandbox');
      return reply.send(blob.stream);
    },
  );
};
