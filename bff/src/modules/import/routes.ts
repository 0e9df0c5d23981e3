import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blobStoreFor } from '../../lib/blob-store.js';
import { callerOf } from '../../plugins/auth.js';
import { requireSpace } from '../spaces/access.js';
import { DEFAULT_CRAWL_LIMITS } from './crawl.js';
import {
  ContentImportParamsSchema,
  ContentImportResultSchema,
  ContentImportSchema,
} from './schema.js';
import { importWebsite } from './service.js';

export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const blobs = blobStoreFor(app.config);
  const limits = {
    ...DEFAULT_CRAWL_LIMITS,
    allowPrivateAddresses: app.config.FETCH_PRIVATE_ADDRESSES,
  };

  app.post(
    '/v1/spaces/:spaceId/content/import',
    {
      schema: {
        tags: ['space content'],
        summary: 'Import a website into the space, replacing its content with a new revision',
        description:
          'Crawls the URL within its origin (at most 50 pages, 3 links deep, 2 MB per page, 50 images of 5 MB, 30 s in all; robots.txt honoured), ' +
          'turns each page into markdown, keeps same-origin images as files and builds the page tree from URL paths. Answers once the new revision is live.',
        params: ContentImportParamsSchema,
        body: ContentImportSchema,
        response: { 201: ContentImportResultSchema },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const { space } = await requireSpace(app.db, {
        spaceId: request.params.spaceId,
        userId,
        need: 'edit',
      });
      const result = await importWebsite(app.db, blobs, {
        space,
        userId,
        url: request.body.url,
        limits,
      });
      return reply.code(201).send(result);
    },
  );
};
