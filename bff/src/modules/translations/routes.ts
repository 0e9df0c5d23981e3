import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSchema } from '../../lib/pagination.js';
import { callerOf } from '../../plugins/auth.js';
import { TranslationPolicy } from '../../policies/translation.js';
import { OrgParamsSchema } from '../organizations/schema.js';
import { requireOrgRole } from '../organizations/service.js';
import { presentTranslationSettings } from './present.js';
import {
  TranslationSettingsCreateSchema,
  TranslationSettingsListQuerySchema,
  TranslationSettingsParamsSchema,
  TranslationSettingsSchema,
  TranslationSettingsUpdateSchema,
} from './schema.js';
import * as translations from './service.js';

const tags = ['translations'];
const LIST = '/v1/orgs/:organizationId/translations';
const ONE = `${LIST}/:translationSettingsId`;

export const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireReader = (organizationId: string, userId: string) =>
    requireOrgRole(
      app.db,
      organizationId,
      userId,
      TranslationPolicy.view,
      'see translation settings',
    );
  const requireManager = (organizationId: string, userId: string) =>
    requireOrgRole(
      app.db,
      organizationId,
      userId,
      TranslationPolicy.manage,
      'manage translation settings',
    );

  app.get(
    LIST,
    {
      schema: {
        tags,
        summary: 'List the translation settings of an organization (oldest first)',
        params: OrgParamsSchema,
        querystring: TranslationSettingsListQuerySchema,
        response: { 200: listSchema(TranslationSettingsSchema) },
      },
    },
    async (request) => {
      const { organizationId } = request.params;
      const caller = await requireReader(organizationId, callerOf(request).userId);
      const result = await translations.listTranslationSettings(
        app.db,
        organizationId,
        request.query,
      );
      return {
        ...result,
        items: result.items.map((t) => presentTranslationSettings(app.urls, t, caller.role)),
      };
    },
  );

  app.post(
    LIST,
    {
      schema: {
        tags,
        summary: 'Create translation settings',
        params: OrgParamsSchema,
        body: TranslationSettingsCreateSchema,
        response: { 201: TranslationSettingsSchema },
      },
    },
    async (request, reply) => {
      const { organizationId } = request.params;
      const caller = await requireManager(organizationId, callerOf(request).userId);
      const body = presentTranslationSettings(
        app.urls,
        await translations.createTranslationSettings(app.db, organizationId, request.body),
        caller.role,
      );
      return reply.code(201).header('location', body.urls.location).send(body);
    },
  );

  app.get(
    ONE,
    {
      schema: {
        tags,
        summary: 'Get translation settings',
        params: TranslationSettingsParamsSchema,
        response: { 200: TranslationSettingsSchema },
      },
    },
    async (request) => {
      const { organizationId, translationSettingsId } = request.params;
      const caller = await requireReader(organizationId, callerOf(request).userId);
      return presentTranslationSettings(
        app.urls,
        await translations.getTranslationSettings(app.db, organizationId, translationSettingsId),
        caller.role,
      );
    },
  );

  app.put(
    ONE,
    {
      schema: {
        tags,
        summary: 'Replace the title (and the languages, when given) of translation settings',
        params: TranslationSettingsParamsSchema,
        body: TranslationSettingsUpdateSchema,
        response: { 200: TranslationSettingsSchema },
      },
    },
    async (request) => {
      const { organizationId, translationSettingsId } = request.params;
      const caller = await requireManager(organizationId, callerOf(request).userId);
      const settings = await translations.replaceTranslationSettings(
        app.db,
        organizationId,
        translationSettingsId,
        request.body,
      );
      return presentTranslationSettings(app.urls, settings, caller.role);
    },
  );

  app.delete(
    ONE,
    {
      schema: {
        tags,
        summary: 'Delete translation settings',
        params: TranslationSettingsParamsSchema,
      },
    },
    async (request, reply) => {
      const { organizationId, translationSettingsId } = request.params;
      await requireManager(organizationId, callerOf(request).userId);
      await translations.deleteTranslationSettings(app.db, organizationId, translationSettingsId);
      return reply.code(205).send();
    },
  );
};
