import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSchema, PaginationQuery } from '../../lib/pagination.js';
import { callerOf } from '../../plugins/auth.js';
import { OpenAPISpecPolicy } from '../../policies/openapi.js';
import type { OpenAPISpec } from '../../generated/prisma/client.js';
import { OrgParamsSchema } from '../organizations/schema.js';
import { requireOrgRole } from '../organizations/service.js';
import { presentContent, presentSpec, presentVersion } from './present.js';
import { enqueueProcessing } from './processing.js';
import {
  OpenAPISpecContentSchema,
  OpenAPISpecCreateSchema,
  OpenAPISpecParamsSchema,
  OpenAPISpecPutSchema,
  OpenAPISpecSchema,
  OpenAPISpecVersionParamsSchema,
  OpenAPISpecVersionSchema,
} from './schema.js';
import * as specs from './service.js';

const tags = ['openapi'];
const SPECS = '/v1/orgs/:organizationId/openapi';
const SPEC = `${SPECS}/:specSlug`;

export const openAPIRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireReader = (organizationId: string, callerId: string) =>
    requireOrgRole(
      app.db,
      organizationId,
      callerId,
      OpenAPISpecPolicy.view,
      'see OpenAPI specifications',
    );
  const requireEditor = (organizationId: string, callerId: string) =>
    requireOrgRole(
      app.db,
      organizationId,
      callerId,
      OpenAPISpecPolicy.edit,
      'create, update or delete OpenAPI specifications',
    );

  /** The spec a reader asked for: membership first, so another organization's spec is a 404. */
  async function readable(organizationId: string, slug: string, callerId: string) {
    const caller = await requireReader(organizationId, callerId);
    return { caller, spec: await specs.getSpec(app.db, organizationId, slug) };
  }

  /** Queues the fetch the spec is now pending on. */
  const enqueue = (spec: OpenAPISpec, source: specs.SpecSource) =>
    enqueueProcessing({ specId: spec.id, requestedAt: spec.updatedAt.toISOString(), source });

  app.get(
    SPECS,
    {
      schema: {
        tags,
        summary: 'List OpenAPI specifications',
        params: OrgParamsSchema,
        querystring: PaginationQuery,
        response: { 200: listSchema(OpenAPISpecSchema) },
      },
    },
    async (request) => {
      const { organizationId } = request.params;
      const caller = await requireReader(organizationId, callerOf(request).userId);
      const result = await specs.listSpecs(app.db, organizationId, request.query);
      return { ...result, items: result.items.map((s) => presentSpec(app.urls, s, caller.role)) };
    },
  );

  app.post(
    SPECS,
    {
      schema: {
        tags,
        summary: 'Create an OpenAPI specification',
        description:
          'Answers at once with processingState `pending`; a background job fetches, parses and validates the source, then makes a version.',
        params: OrgParamsSchema,
        body: OpenAPISpecCreateSchema,
        response: { 201: OpenAPISpecSchema },
      },
    },
    async (request, reply) => {
      const { organizationId } = request.params;
      const caller = await requireEditor(organizationId, callerOf(request).userId);
      const spec = await specs.createSpec(
        app.db,
        organizationId,
        request.body.slug,
        request.body.source,
      );
      await enqueue(spec, request.body.source);
      const body = presentSpec(app.urls, spec, caller.role);
      return reply.code(201).header('location', body.urls.location).send(body);
    },
  );

  app.get(
    SPEC,
    {
      schema: {
        tags,
        summary: 'Get an OpenAPI specification',
        params: OpenAPISpecParamsSchema,
        response: { 200: OpenAPISpecSchema },
      },
    },
    async (request) => {
      const { organizationId, specSlug } = request.params;
      const { caller, spec } = await readable(organizationId, specSlug, callerOf(request).userId);
      return presentSpec(app.urls, spec, caller.role);
    },
  );

  app.put(
    SPEC,
    {
      schema: {
        tags,
        summary: 'Create or update an OpenAPI specification',
        description:
          'Sets the source and processes it again (processingState `pending`); the latest version stays until a new one is made.',
        params: OpenAPISpecParamsSchema,
        body: OpenAPISpecPutSchema,
        response: { 200: OpenAPISpecSchema },
      },
    },
    async (request) => {
      const { organizationId, specSlug } = request.params;
      const caller = await requireEditor(organizationId, callerOf(request).userId);
      const spec = await specs.putSpec(app.db, organizationId, specSlug, request.body.source);
      await enqueue(spec, request.body.source);
      return presentSpec(app.urls, spec, caller.role);
    },
  );

  app.delete(
    SPEC,
    {
      schema: {
        tags,
        summary: 'Delete an OpenAPI specification and its versions',
        params: OpenAPISpecParamsSchema,
      },
    },
    async (request, reply) => {
      const { organizationId, specSlug } = request.params;
      await requireEditor(organizationId, callerOf(request).userId);
      const spec = await specs.getSpec(app.db, organizationId, specSlug);
      await specs.deleteSpec(app.db, spec.id);
      return reply.code(205).send();
    },
  );

  app.get(
    `${SPEC}/versions`,
    {
      schema: {
        tags,
        summary: 'List the versions of an OpenAPI specification, newest first',
        params: OpenAPISpecParamsSchema,
        querystring: PaginationQuery,
        response: { 200: listSchema(OpenAPISpecVersionSchema) },
      },
    },
    async (request) => {
      const { organizationId, specSlug } = request.params;
      const { spec } = await readable(organizationId, specSlug, callerOf(request).userId);
      const result = await specs.listVersions(app.db, spec.id, request.query);
      return { ...result, items: result.items.map((v) => presentVersion(app.urls, spec, v)) };
    },
  );

  app.get(
    `${SPEC}/versions/latest`,
    {
      schema: {
        tags,
        summary: 'Get the latest version of an OpenAPI specification',
        params: OpenAPISpecParamsSchema,
        response: { 200: OpenAPISpecVersionSchema },
      },
    },
    async (request) => {
      const { organizationId, specSlug } = request.params;
      const { spec } = await readable(organizationId, specSlug, callerOf(request).userId);
      return presentVersion(app.urls, spec, await specs.getVersion(app.db, spec, 'latest'));
    },
  );

  app.get(
    `${SPEC}/versions/latest/content`,
    {
      schema: {
        tags,
        summary: 'Get the content of the latest version',
        params: OpenAPISpecParamsSchema,
        response: { 200: OpenAPISpecContentSchema },
      },
    },
    async (request) => {
      const { organizationId, specSlug } = request.params;
      const { spec } = await readable(organizationId, specSlug, callerOf(request).userId);
      return presentContent(app.urls, spec, await specs.getVersionContent(app.db, spec, 'latest'));
    },
  );

  app.get(
    `${SPEC}/versions/:versionId`,
    {
      schema: {
        tags,
        summary: 'Get a version of an OpenAPI specification',
        params: OpenAPISpecVersionParamsSchema,
        response: { 200: OpenAPISpecVersionSchema },
      },
    },
    async (request) => {
      const { organizationId, specSlug, versionId } = request.params;
      const { spec } = await readable(organizationId, specSlug, callerOf(request).userId);
      return presentVersion(app.urls, spec, await specs.getVersion(app.db, spec, versionId));
    },
  );

  app.get(
    `${SPEC}/versions/:versionId/content`,
    {
      schema: {
        tags,
        summary: 'Get the content of a version',
        params: OpenAPISpecVersionParamsSchema,
        response: { 200: OpenAPISpecContentSchema },
      },
    },
    async (request) => {
      const { organizationId, specSlug, versionId } = request.params;
      const { spec } = await readable(organizationId, specSlug, callerOf(request).userId);
      return presentContent(app.urls, spec, await specs.getVersionContent(app.db, spec, versionId));
    },
  );
};
