import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSchema } from '../../lib/pagination.js';
import { callerOf } from '../../plugins/auth.js';
import { requireSite } from '../sites/access.js';
import { SiteParamsSchema } from '../sites/params.js';
import { presentShareLink } from './present.js';
import {
  ShareLinkCreateSchema,
  ShareLinkListQuerySchema,
  ShareLinkParamsSchema,
  ShareLinkSchema,
  ShareLinkUpdateSchema,
} from './schema.js';
import * as shareLinks from './service.js';

const tags = ['site-share-links'];
const BASE = '/v1/orgs/:organizationId/sites/:siteId/share-links';

export const shareLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = (params: { organizationId: string; siteId: string }, userId: string) =>
    requireSite(app.db, { ...params, userId, need: 'manageShareLinks' });

  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: 'List the share links of a site',
        params: SiteParamsSchema,
        querystring: ShareLinkListQuerySchema,
        response: { 200: listSchema(ShareLinkSchema) },
      },
    },
    async (request) => {
      const { site } = await access(request.params, callerOf(request).userId);
      const result = await shareLinks.listShareLinks(app.db, site.id, request.query);
      return { ...result, items: result.items.map((l) => presentShareLink(app.urls, site, l)) };
    },
  );

  app.post(
    BASE,
    {
      schema: {
        tags,
        summary: 'Create a share link (its URL carries a new secret key)',
        params: SiteParamsSchema,
        body: ShareLinkCreateSchema,
        response: { 201: ShareLinkSchema },
      },
    },
    async (request, reply) => {
      const { site } = await access(request.params, callerOf(request).userId);
      const link = await shareLinks.createShareLink(app.db, site.id, request.body.name);
      return reply.code(201).send(presentShareLink(app.urls, site, link));
    },
  );

  app.patch(
    `${BASE}/:shareLinkId`,
    {
      schema: {
        tags,
        summary: 'Rename a share link, or turn it off and on',
        params: ShareLinkParamsSchema,
        body: ShareLinkUpdateSchema,
        response: { 200: ShareLinkSchema },
      },
    },
    async (request) => {
      const { site } = await access(request.params, callerOf(request).userId);
      const link = await shareLinks.updateShareLink(
        app.db,
        site.id,
        request.params.shareLinkId,
        request.body,
      );
      return presentShareLink(app.urls, site, link);
    },
  );

  app.delete(
    `${BASE}/:shareLinkId`,
    { schema: { tags, summary: 'Delete a share link', params: ShareLinkParamsSchema } },
    async (request, reply) => {
      const { site } = await access(request.params, callerOf(request).userId);
      await shareLinks.deleteShareLink(app.db, site.id, request.params.shareLinkId);
      return reply.code(205).send();
    },
  );
};
