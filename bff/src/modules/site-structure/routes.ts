import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSchema } from '../../lib/pagination.js';
import { callerOf } from '../../plugins/auth.js';
import { requireSite } from '../sites/access.js';
import { SiteParamsSchema } from '../sites/params.js';
import {
  GroupAddSectionSchema,
  GroupCreateSchema,
  GroupListQuerySchema,
  GroupMoveSchema,
  GroupParamsSchema,
  GroupSectionParamsSchema,
  GroupUpdateSchema,
  SectionCreateSchema,
  SectionListQuerySchema,
  SectionMoveSchema,
  SectionParamsSchema,
  SectionUpdateSchema,
  SiteSectionGroupSchema,
  SiteSectionSchema,
  SiteSpaceCreateSchema,
  SiteSpaceListQuerySchema,
  SiteSpaceMoveSchema,
  SiteSpaceParamsSchema,
  SiteSpaceSchema,
  SiteSpaceUpdateSchema,
} from './schema.js';
import * as structure from './service.js';
import { one, renderGroups, renderSections, renderSiteSpaces } from './view.js';

const SITE = '/v1/orgs/:organizationId/sites/:siteId';

export const siteStructureRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = (
    params: { organizationId: string; siteId: string },
    userId: string,
    need: 'view' | 'edit',
    shareKey?: string,
  ) => requireSite(app.db, { ...params, userId, need, shareKey });

  // ---- Sections ----
  {
    const tags = ['site-sections'];
    app.get(
      `${SITE}/sections`,
      {
        schema: {
          tags,
          summary: 'List the sections of a site, in structure order',
          params: SiteParamsSchema,
          querystring: SectionListQuerySchema,
          response: { 200: listSchema(SiteSectionSchema) },
        },
      },
      async (request) => {
        const a = await access(
          request.params,
          callerOf(request).userId,
          'view',
          request.query.shareKey,
        );
        const result = await structure.listSections(app.db, a.site.id, request.query);
        return { ...result, items: await renderSections(app.db, app.urls, a, result.items) };
      },
    );

    app.post(
      `${SITE}/sections`,
      {
        schema: {
          tags,
          summary: 'Add a section, with a space as its first site space',
          params: SiteParamsSchema,
          body: SectionCreateSchema,
          response: { 201: SiteSectionSchema },
        },
      },
      async (request, reply) => {
        const a = await access(request.params, callerOf(request).userId, 'edit');
        const row = await structure.createSection(app.db, a, request.body);
        return reply.code(201).send(await one(renderSections(app.db, app.urls, a, [row])));
      },
    );

    app.patch(
      `${SITE}/sections/:siteSectionId`,
      {
        schema: {
          tags,
          summary: 'Update a section (null removes condition, icon, description)',
          params: SectionParamsSchema,
          body: SectionUpdateSchema,
          response: { 200: SiteSectionSchema },
        },
      },
      async (request) => {
        const a = await access(request.params, callerOf(request).userId, 'edit');
        const row = await structure.updateSection(
          app.db,
          a,
          request.params.siteSectionId,
          request.body,
        );
        return one(renderSections(app.db, app.urls, a, [row]));
      },
    );

    app.delete(
      `${SITE}/sections/:siteSectionId`,
      {
        schema: {
          tags,
          summary: 'Delete a section and its site spaces',
          params: SectionParamsSchema,
        },
      },
      async (request, reply) => {
        const a = await access(request.params, callerOf(request).userId, 'edit');
        await structure.deleteSection(app.db, a, request.params.siteSectionId);
        return reply.code(205).send();
      },
    );

    app.post(
      `${SITE}/sections/:siteSectionId/move`,
      {
        schema: {
          tags,
          summary: 'Move a section before or after a sibling section',
          params: SectionParamsSchema,
          body: SectionMoveSchema,
          response: { 200: SiteSectionSchema },
        },
      },
      async (request) => {
        const a = await access(request.params, callerOf(request).userId, 'edit');
        const row = await structure.moveSection(
          app.db,
          a,
          request.params.siteSectionId,
          request.body.position,
        );
        return one(renderSections(app.db, app.urls, a, [row]));
      },
    );
  }

  // ---- Section groups ----
  {
    const tags = ['site-section-groups'];
    app.get(
      `${SITE}/section-groups`,
      {
        schema: {
          tags,
          summary: 'List the section groups of a site, in order',
          params: SiteParamsSchema,
          querystring: GroupListQuerySchema,
          response: { 200: listSchema(SiteSectionGroupSchema) },
        },
      },
      async (request) => {
        const a = await access(request.params, callerOf(request).userId, 'view');
        const result = await structure.listGroups(app.db, a.site.id, request.query);
        return { ...result, items: await renderGroups(app.db, app.urls, a, result.items) };
      },
    );

    app.post(
      `${SITE}/section-groups`,
      {
        schema: {
          tags,
          summary: 'Create a section group, optionally with sections',
          params: SiteParamsSchema,
          body: GroupCreateSchema,
          response: { 201: SiteSectionGroupSchema },
        },
      },
      async (request, reply) => {
        const a = await access(request.params, callerOf(request).userId, 'edit');
        const row = await structure.createGroup(app.db, a, request.body);
        return reply.code(201).send(await one(renderGroups(app.db, app.urls, a, [row])));
      },
    );

    app.patch(
      `${SITE}/section-groups/:siteSectionGroupId`,
      {
        schema: {
          tags,
          summary: 'Update a section group (null removes the icon)',
          params: GroupParamsSchema,
          body: GroupUpdateSchema,
          response: { 200: SiteSectionGroupSchema },
        },
      },
      async (request) => {
        const a = await access(request.params, callerOf(request).userId, 'edit');
        const row = await structure.updateGroup(
          app.db,
          a,
          request.params.siteSectionGroupId,
          request.body,
        );
        return one(renderGroups(app.db, app.urls, a, [row]));
      },
    );

    app.delete(
      `${SITE}/section-groups/:siteSectionGroupId`,
      {
        schema: {
          tags,
          summary: 'Delete a section group; its sections move to the top level',
          params: GroupParamsSchema,
        },
      },
      async (request, reply) => {
        const a = await access(request.params, callerOf(request).userId, 'edit');
        await structure.deleteGroup(app.db, a, request.params.siteSectionGroupId);
        return reply.code(205).send();
      },
    );

    app.post(
      `${SITE}/section-groups/:siteSectionGroupId/sections`,
      {
        schema: {
          tags,
          summary: 'Add a section to a group (at its end)',
          params: GroupParamsSchema,
          body: GroupAddSectionSchema,
          response: { 201: SiteSectionGroupSchema },
        },
      },
      async (request, reply) => {
        const a = await access(request.params, callerOf(request).userId, 'edit');
        const row = await structure.addSectionToGroup(
          app.db,
          a,
          request.params.siteSectionGroupId,
          request.body.sectionId,
        );
        return reply.code(201).send(await one(renderGroups(app.db, app.urls, a, [row])));
      },
    );

    app.delete(
      `${SITE}/section-groups/:siteSectionGroupId/sections/:siteSectionId`,
      {
        schema: {
          tags,
          summary: 'Remove a section from a group (it moves right after the group)',
          params: GroupSectionParamsSchema,
        },
      },
      async (request, reply) => {
        const a = await access(request.params, callerOf(request).userId, 'edit');
        await structure.removeSectionFromGroup(
          app.db,
          a,
          request.params.siteSectionGroupId,
          request.params.siteSectionId,
        );
        return reply.code(205).send();
      },
    );

    app.post(
      `${SITE}/section-groups/:siteSectionGroupId/move`,
      {
        schema: {
          tags,
          summary: 'Move a section group before or after a top-level item',
          params: GroupParamsSchema,
          body: GroupMoveSchema,
          response: { 200: SiteSectionGroupSchema },
        },
      },
      async (request) => {
        const a = await access(request.params, callerOf(request).userId, 'edit');
        const row = await structure.moveGroup(
          app.db,
          a,
          request.params.siteSectionGroupId,
          request.body.position,
        );
        return one(renderGroups(app.db, app.urls, a, [row]));
      },
    );
  }

  // ---- Site spaces ----
  {
    const tags = ['site-spaces'];
    app.get(
      `${SITE}/site-spaces`,
      {
        schema: {
          tags,
          summary: 'List the site spaces of a site, in structure order',
          params: SiteParamsSchema,
          querystring: SiteSpaceListQuerySchema,
          response: { 200: listSchema(SiteSpaceSchema) },
        },
      },
      async (request) => {
        const a = await access(
          request.params,
          callerOf(request).userId,
          'view',
          request.query.shareKey,
        );
        const result = await structure.listSiteSpaces(app.db, a.site.id, request.query);
        return { ...result, items: await renderSiteSpaces(app.db, app.urls, a, result.items) };
      },
    );

    app.post(
      `${SITE}/site-spaces`,
      {
        schema: {
          tags,
          summary: 'Add a space to a site (to a section, the default section, or the root)',
          params: SiteParamsSchema,
          body: SiteSpaceCreateSchema,
          response: { 201: SiteSpaceSchema },
        },
      },
      async (request, reply) => {
        const a = await access(request.params, callerOf(request).userId, 'edit');
        const row = await structure.addSiteSpace(app.db, a, request.body);
        return reply.code(201).send(await one(renderSiteSpaces(app.db, app.urls, a, [row])));
      },
    );

    app.patch(
      `${SITE}/site-spaces/:siteSpaceId`,
      {
        schema: {
          tags,
          summary: 'Update a site space (null removes the condition)',
          params: SiteSpaceParamsSchema,
          body: SiteSpaceUpdateSchema,
          response: { 200: SiteSpaceSchema },
        },
      },
      async (request) => {
        const a = await access(request.params, callerOf(request).userId, 'edit');
        const row = await structure.updateSiteSpace(
          app.db,
          a,
          request.params.siteSpaceId,
          request.body,
        );
        return one(renderSiteSpaces(app.db, app.urls, a, [row]));
      },
    );

    app.delete(
      `${SITE}/site-spaces/:siteSpaceId`,
      { schema: { tags, summary: 'Remove a space from a site', params: SiteSpaceParamsSchema } },
      async (request, reply) => {
        const a = await access(request.params, callerOf(request).userId, 'edit');
        await structure.deleteSiteSpace(app.db, a, request.params.siteSpaceId);
        return reply.code(205).send();
      },
    );

    app.post(
      `${SITE}/site-spaces/:siteSpaceId/move`,
      {
        schema: {
          tags,
          summary: 'Move a site space before or after a sibling',
          params: SiteSpaceParamsSchema,
          body: SiteSpaceMoveSchema,
          response: { 200: SiteSpaceSchema },
        },
      },
      async (request) => {
        const a = await access(request.params, callerOf(request).userId, 'edit');
        const row = await structure.moveSiteSpace(
          app.db,
          a,
          request.params.siteSpaceId,
          request.body.position,
        );
        return one(renderSiteSpaces(app.db, app.urls, a, [row]));
      },
    );
  }
};
