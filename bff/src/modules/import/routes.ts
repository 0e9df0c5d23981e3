import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blobStoreFor } from '../../lib/blob-store.js';
import { conflict } from '../../errors.js';
import { callerOf } from '../../plugins/auth.js';
import { ChangeRequestPolicy } from '../../policies/change-request.js';
import { requireSpace } from '../spaces/access.js';
import { DEFAULT_CRAWL_LIMITS } from './crawl.js';
import { changeRequestImportTarget, getChangeRequest } from '../change-requests/service.js';
import {
  ChangeRequestImportParamsSchema,
  ContentImportParamsSchema,
  ContentImportResultSchema,
  ContentImportSchema,
} from './schema.js';
import { importWebsite, liveContentTarget } from './service.js';

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
        target: liveContentTarget(space),
        userId,
        url: request.body.url,
        limits,
      });
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/v1/spaces/:spaceId/change-requests/:changeRequestId/content/import',
    {
      schema: {
        tags: ['change request content'],
        summary:
          'Import a website into a change request, replacing its content with a new revision',
        description:
          "The same crawl as the space import; the new revision becomes the change request's (edit role; draft or open requests only).",
        params: ChangeRequestImportParamsSchema,
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
      const cr = await getChangeRequest(app.db, space.id, request.params.changeRequestId);
      // Refuse before crawling; advance() checks again inside the write transaction.
      if (!ChangeRequestPolicy.contentWritable(cr.status))
        throw conflict(`A ${cr.status} change request is read-only`);
      const result = await importWebsite(app.db, blobs, {
        target: changeRequestImportTarget(cr, userId),
        userId,
        url: request.body.url,
        limits,
      });
      return reply.code(201).send(result);
    },
  );
};
