import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSchema } from '../../lib/pagination.js';
import { callerOf } from '../../plugins/auth.js';
import { SitePolicy } from '../../policies/site.js';
import { requireMembership, requireOrgRole } from '../organizations/service.js';
import { OrgParamsSchema } from '../organizations/schema.js';
import { forbidden } from '../../errors.js';
import { requireSite } from './access.js';
import { presentAdaptiveSchema, presentSite } from './present.js';
import { publishedContentSite } from './published.js';
import {
  PublishedContentSiteSchema,
  PublishedQuerySchema,
  SiteAdaptiveSchemaSchema,
  SiteAdaptiveSchemaUpdateSchema,
  SiteCreateSchema,
  SiteListQuerySchema,
  SiteParamsSchema,
  SiteSchema,
  SiteUpdateSchema,
} from './schema.js';
import * as sites from './service.js';

const tags = ['sites'];
const SITE = '/v1/orgs/:organizationId/sites/:siteId';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/orgs/:organizationId/sites',
    {
      schema: {
        tags,
        summary: 'List the sites of an organization',
        params: OrgParamsSchema,
        querystring: SiteListQuerySchema,
        response: { 200: listSchema(SiteSchema) },
      },
    },
    async (request) => {
      const { organizationId } = request.params;
      const member = await requireMembership(app.db, organizationId, callerOf(request).userId);
      if (!SitePolicy.view(member.role))
        throw forbidden('Your role in this organization does not allow you to read sites');
      const result = await sites.listSites(app.db, organizationId, request.query);
      return { ...result, items: result.items.map((s) => presentSite(app.urls, s, member.role)) };
    },
  );

  app.post(
    '/v1/orgs/:organizationId/sites',
    {
      schema: {
        tags,
        summary: 'Create a site',
        params: OrgParamsSchema,
        body: SiteCreateSchema,
        response: { 201: SiteSchema },
      },
    },
    async (request, reply) => {
      const { organizationId } = request.params;
      const { userId } = callerOf(request);
      const member = await requireOrgRole(
        app.db,
        organizationId,
        userId,
        SitePolicy.edit,
        'create sites',
      );
      const site = await sites.createSite(app.db, organizationId, userId, request.body);
      return reply
        .code(201)
        .header('location', app.urls.site(organizationId, site.id).location)
        .send(presentSite(app.urls, site, member.role));
    },
  );

  app.get(
    SITE,
    {
      schema: {
        tags,
        summary: 'Get a site',
        params: SiteParamsSchema,
        response: { 200: SiteSchema },
      },
    },
    async (request) => {
      const a = await requireSite(app.db, {
        ...request.params,
        userId: callerOf(request).userId,
        need: 'view',
      });
      return presentSite(app.urls, await sites.getSiteRow(app.db, a.site.id), a.role);
    },
  );

  app.patch(
    SITE,
    {
      schema: {
        tags,
        summary: 'Update a site',
        params: SiteParamsSchema,
        body: SiteUpdateSchema,
        response: { 200: SiteSchema },
      },
    },
    async (request) => {
      const a = await requireSite(app.db, {
        ...request.params,
        userId: callerOf(request).userId,
        need: 'edit',
      });
      return presentSite(app.urls, await sites.updateSite(app.db, a, request.body), a.role);
    },
  );

  app.delete(
    SITE,
    {
      schema: {
        tags,
        summary: 'Delete a site with its structure and share links',
        params: SiteParamsSchema,
      },
    },
    async (request, reply) => {
      const a = await requireSite(app.db, {
        ...request.params,
        userId: callerOf(request).userId,
        need: 'edit',
      });
      await sites.deleteSite(app.db, a);
      return reply.code(205).send();
    },
  );

  app.get(
    `${SITE}/adaptive-schema`,
    {
      schema: {
        tags,
        summary: "Get the JSON schema of the site's visitor claims",
        params: SiteParamsSchema,
        response: { 200: SiteAdaptiveSchemaSchema },
      },
    },
    async (request) => {
      const a = await requireSite(app.db, {
        ...request.params,
        userId: callerOf(request).userId,
        need: 'view',
      });
      return presentAdaptiveSchema(await sites.getAdaptiveSchema(app.db, a.site.id), a.site);
    },
  );

  app.put(
    `${SITE}/adaptive-schema`,
    {
      schema: {
        tags,
        summary: "Set the JSON schema of the site's visitor claims",
        params: SiteParamsSchema,
        body: SiteAdaptiveSchemaUpdateSchema,
        response: { 200: SiteAdaptiveSchemaSchema },
      },
    },
    async (request) => {
      const a = await requireSite(app.db, {
        ...request.params,
        userId: callerOf(request).userId,
        need: 'edit',
      });
      return presentAdaptiveSchema(
        await sites.putAdaptiveSchema(app.db, a.site.id, request.body.jsonSchema),
        a.site,
      );
    },
  );

  app.get(
    `${SITE}/published`,
    {
      schema: {
        tags,
        summary: 'The published view of a site: site, structure, customizations',
        params: SiteParamsSchema,
        querystring: PublishedQuerySchema,
        response: { 200: PublishedContentSiteSchema },
      },
    },
    async (request) => {
      const a = await requireSite(app.db, {
        ...request.params,
        userId: callerOf(request).userId,
        need: 'view',
        shareKey: request.query.shareKey,
      });
      return publishedContentSite(app.db, app.urls, a);
    },
  );
};
