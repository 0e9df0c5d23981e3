import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.js';
import { listSchema } from '../../lib/pagination.js';
import { callerOf } from '../../plugins/auth.js';
import { OrgParamsSchema } from '../organizations/schema.js';
import { requireMembership } from '../organizations/service.js';
import { requireSpace } from '../spaces/access.js';
import { SpaceParamsSchema } from '../spaces/schema.js';
import {
  SearchQuerySchema,
  SearchSpaceResultSchema,
  SearchPageResultSchema,
  SpaceSearchQuerySchema,
} from './schema.js';
import { searchOrganization, searchSpace } from './service.js';

const tags = ['search'];

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/spaces/:spaceId/search',
    {
      schema: {
        tags,
        summary: 'Search the live content of a space: pages, best first, with their best sections',
        params: SpaceParamsSchema,
        querystring: SpaceSearchQuerySchema,
        response: { 200: listSchema(SearchPageResultSchema) },
      },
    },
    async (request) => {
      const { shareKey, ...params } = request.query;
      const access = await requireSpace(app.db, {
        spaceId: request.params.spaceId,
        userId: callerOf(request).userId,
        need: 'view',
        shareKey,
      });
      // A deleted space shows only its settings (to those who may restore it), not its content.
      if (access.space.deletedAt) throw notFound('Space');
      const revisionId = access.space.revisionId;
      if (!revisionId) return { items: [], count: 0 };
      return searchSpace(app.db, app.urls, { id: access.space.id, revisionId }, params);
    },
  );

  app.get(
    '/v1/orgs/:organizationId/search',
    {
      schema: {
        tags,
        summary:
          "Search the organization's spaces the caller can read: spaces, best first, with their best pages",
        params: OrgParamsSchema,
        querystring: SearchQuerySchema,
        response: { 200: listSchema(SearchSpaceResultSchema) },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const member = await requireMembership(app.db, request.params.organizationId, userId);
      return searchOrganization(
        app.db,
        app.urls,
        member.organizationId,
        { userId, orgRole: member.role },
        request.query,
      );
    },
  );
};
