import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSchema } from '../../lib/pagination.js';
import { callerOf } from '../../plugins/auth.js';
import { CustomFieldPolicy } from '../../policies/custom-field.js';
import { OrgParamsSchema } from '../organizations/schema.js';
import { requireOrgRole } from '../organizations/service.js';
import { requireSpace } from '../spaces/access.js';
import { SpaceParamsSchema } from '../spaces/schema.js';
import { presentCustomField } from './present.js';
import {
  CustomFieldCreateSchema,
  CustomFieldListQuerySchema,
  CustomFieldParamsSchema,
  CustomFieldSchema,
  CustomFieldUpdateSchema,
  CustomFieldValuesSchema,
  MAX_FIELDS_PER_ORGANIZATION,
  SpaceCustomFieldsUpdateSchema,
} from './schema.js';
import * as customFields from './service.js';

const tags = ['custom-fields'];
const FIELDS = '/v1/orgs/:organizationId/custom-fields';
const FIELD = `${FIELDS}/:fieldName`;
const SPACE_FIELDS = '/v1/spaces/:spaceId/custom-fields';

export const customFieldRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireReader = (organizationId: string, userId: string) =>
    requireOrgRole(app.db, organizationId, userId, CustomFieldPolicy.view, 'see custom fields');
  const requireManager = (organizationId: string, userId: string) =>
    requireOrgRole(
      app.db,
      organizationId,
      userId,
      CustomFieldPolicy.manage,
      'manage custom fields',
    );

  app.get(
    FIELDS,
    {
      schema: {
        tags,
        summary: 'List the custom fields of an organization (oldest first)',
        params: OrgParamsSchema,
        querystring: CustomFieldListQuerySchema,
        response: { 200: listSchema(CustomFieldSchema) },
      },
    },
    async (request) => {
      const { organizationId } = request.params;
      const caller = await requireReader(organizationId, callerOf(request).userId);
      const result = await customFields.listFields(app.db, organizationId, request.query);
      return {
        ...result,
        items: result.items.map((f) => presentCustomField(app.urls, f, caller.role)),
      };
    },
  );

  app.post(
    FIELDS,
    {
      schema: {
        tags,
        summary: 'Create a custom field',
        description: `409 when the name is taken in the organization or the organization already has ${MAX_FIELDS_PER_ORGANIZATION} custom fields. \`options\` are required for select:single and select:multi and refused for other types.`,
        params: OrgParamsSchema,
        body: CustomFieldCreateSchema,
        response: { 201: CustomFieldSchema },
      },
    },
    async (request, reply) => {
      const { organizationId } = request.params;
      const caller = await requireManager(organizationId, callerOf(request).userId);
      const field = await customFields.createField(app.db, organizationId, request.body);
      const body = presentCustomField(app.urls, field, caller.role);
      return reply.code(201).header('location', body.urls.location).send(body);
    },
  );

  app.get(
    FIELD,
    {
      schema: {
        tags,
        summary: 'Get a custom field by name',
        params: CustomFieldParamsSchema,
        response: { 200: CustomFieldSchema },
      },
    },
    async (request) => {
      const { organizationId, fieldName } = request.params;
      const caller = await requireReader(organizationId, callerOf(request).userId);
      return presentCustomField(
        app.urls,
        await customFields.getField(app.db, organizationId, fieldName),
        caller.role,
      );
    },
  );

  app.patch(
    FIELD,
    {
      schema: {
        tags,
        summary: 'Update a custom field (its name and type never change)',
        params: CustomFieldParamsSchema,
        body: CustomFieldUpdateSchema,
        response: { 200: CustomFieldSchema },
      },
    },
    async (request) => {
      const { organizationId, fieldName } = request.params;
      const caller = await requireManager(organizationId, callerOf(request).userId);
      return presentCustomField(
        app.urls,
        await customFields.updateField(app.db, organizationId, fieldName, request.body),
        caller.role,
      );
    },
  );

  app.delete(
    FIELD,
    {
      schema: {
        tags,
        summary: 'Delete a custom field and its values on every space',
        params: CustomFieldParamsSchema,
      },
    },
    async (request, reply) => {
      const { organizationId, fieldName } = request.params;
      await requireManager(organizationId, callerOf(request).userId);
      await customFields.deleteField(app.db, organizationId, fieldName);
      return reply.code(204).send();
    },
  );

  app.get(
    SPACE_FIELDS,
    {
      schema: {
        tags,
        summary: "The organization's custom fields with this space's values",
        description:
          'Every custom field of the organization, oldest first; `value` is absent where the space has none.',
        params: SpaceParamsSchema,
        response: { 200: CustomFieldValuesSchema },
      },
    },
    async (request) => {
      const a = await requireSpace(app.db, {
        spaceId: request.params.spaceId,
        userId: callerOf(request).userId,
        need: 'view',
      });
      const values = await customFields.spaceValues(app.db, a.space);
      return values.map(({ field, value }) => ({
        customField: presentCustomField(app.urls, field, a.orgRole),
        ...(value !== undefined ? { value } : {}),
      }));
    },
  );

  app.patch(
    SPACE_FIELDS,
    {
      schema: {
        tags,
        summary: 'Set or remove (null) custom field values of a space in one transaction',
        description:
          'An unknown field name or a value that does not fit its field type fails the whole request with a 400 naming the entry.',
        params: SpaceParamsSchema,
        body: SpaceCustomFieldsUpdateSchema,
      },
    },
    async (request, reply) => {
      const a = await requireSpace(app.db, {
        spaceId: request.params.spaceId,
        userId: callerOf(request).userId,
        need: 'edit',
      });
      await customFields.setSpaceValues(app.db, a.space, request.body);
      return reply.code(204).send();
    },
  );
};
