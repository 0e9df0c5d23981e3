import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSchema } from '../../lib/pagination.js';
import { callerOf } from '../../plugins/auth.js';
import { SpacePolicy } from '../../policies/space.js';
import { forbidden } from '../../errors.js';
import { OrgParamsSchema } from '../organizations/schema.js';
import { requireMembership, requireOrgRole } from '../organizations/service.js';
import { requireSpace, type SpaceNeed } from './access.js';
import {
  SpaceCreateSchema,
  SpaceGetQuerySchema,
  SpaceListQuerySchema,
  SpaceMoveSchema,
  SpaceParamsSchema,
  SpaceSchema,
  SpaceTransferSchema,
  SpaceUpdateSchema,
} from './schema.js';
import * as spaces from './service.js';
import { renderSpace, renderSpaceFor, renderSpaces } from './view.js';

const tags = ['spaces'];
const SPACE = '/v1/spaces/:spaceId';

export const spaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = (
    spaceId: string,
    userId: string,
    need: SpaceNeed,
    extra: { shareKey?: string; allowDeleted?: boolean } = {},
  ) => requireSpace(app.db, { spaceId, userId, need, ...extra });
  const target = (space: { id: string; organizationId: string }) => ({
    id: space.id,
    organizationId: space.organizationId,
  });

  app.get(
    SPACE,
    {
      schema: {
        tags,
        summary: 'Get a space (a deleted one only for those who may restore it)',
        params: SpaceParamsSchema,
        querystring: SpaceGetQuerySchema,
        response: { 200: SpaceSchema },
      },
    },
    async (request) => {
      const a = await access(request.params.spaceId, callerOf(request).userId, 'view', {
        shareKey: request.query.shareKey,
      });
      return renderSpace(app.db, app.urls, a);
    },
  );

  app.patch(
    SPACE,
    {
      schema: {
        tags,
        summary: 'Update a space (title, emoji, editMode need edit; defaultLevel needs admin)',
        params: SpaceParamsSchema,
        body: SpaceUpdateSchema,
        response: { 200: SpaceSchema },
      },
    },
    async (request) => {
      const a = await access(request.params.spaceId, callerOf(request).userId, 'edit');
      if (request.body.defaultLevel !== undefined && !SpacePolicy.admin(a.role)) {
        throw forbidden(
          'Your role on this space does not allow you to change defaultLevel: it needs admin',
        );
      }
      return renderSpace(
        app.db,
        app.urls,
        a,
        await spaces.updateSpace(app.db, a.space.id, request.body),
      );
    },
  );

  app.delete(
    SPACE,
    {
      schema: {
        tags,
        summary: 'Delete a space (restorable for 7 days, then removed permanently)',
        params: SpaceParamsSchema,
      },
    },
    async (request, reply) => {
      const a = await access(request.params.spaceId, callerOf(request).userId, 'manage');
      await spaces.deleteSpace(app.db, target(a.space));
      return reply.code(205).send();
    },
  );

  app.post(
    `${SPACE}/duplicate`,
    {
      schema: {
        tags,
        summary: 'Copy a space with its live content, in the same organization and collection',
        params: SpaceParamsSchema,
        response: { 201: SpaceSchema },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const a = await access(request.params.spaceId, userId, 'manage');
      const copy = await spaces.duplicateSpace(app.db, target(a.space), userId);
      const body = await renderSpaceFor(app.db, app.urls, { userId, orgRole: a.orgRole }, copy);
      return reply.code(201).header('location', app.urls.space(copy.id).location).send(body);
    },
  );

  app.post(
    `${SPACE}/restore`,
    {
      schema: {
        tags,
        summary: 'Restore a space deleted within the last 7 days',
        params: SpaceParamsSchema,
        response: { 200: SpaceSchema },
      },
    },
    async (request) => {
      const a = await access(request.params.spaceId, callerOf(request).userId, 'manage', {
        allowDeleted: true,
      });
      return renderSpace(app.db, app.urls, a, await spaces.restoreSpace(app.db, target(a.space)));
    },
  );

  app.post(
    `${SPACE}/move`,
    {
      schema: {
        tags,
        summary:
          'Move a space into a collection (or out of one) and/or before or after a sibling space',
        params: SpaceParamsSchema,
        body: SpaceMoveSchema,
        response: { 200: SpaceSchema },
      },
    },
    async (request) => {
      const a = await access(request.params.spaceId, callerOf(request).userId, 'manage');
      return renderSpace(
        app.db,
        app.urls,
        a,
        await spaces.moveSpace(app.db, target(a.space), request.body),
      );
    },
  );

  app.post(
    `${SPACE}/transfer`,
    {
      schema: {
        tags,
        summary: 'Transfer a space to another organization',
        params: SpaceParamsSchema,
        body: SpaceTransferSchema,
        response: { 200: SpaceSchema },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const a = await access(request.params.spaceId, userId, 'manage');
      const destination = await requireOrgRole(
        app.db,
        request.body.organization,
        userId,
        SpacePolicy.create,
        'receive spaces',
      );
      const moved = await spaces.transferSpace(app.db, target(a.space), destination.organizationId);
      return renderSpaceFor(app.db, app.urls, { userId, orgRole: destination.role }, moved);
    },
  );

  // ---- Our additions: the contract has no create or list, the dashboard needs both ----

  app.get(
    '/v1/orgs/:organizationId/spaces',
    {
      schema: {
        tags,
        summary: 'List the spaces of an organization the caller can see (deleted=true: the trash)',
        params: OrgParamsSchema,
        querystring: SpaceListQuerySchema,
        response: { 200: listSchema(SpaceSchema) },
      },
    },
    async (request) => {
      const { organizationId } = request.params;
      const { userId } = callerOf(request);
      const member = await requireMembership(app.db, organizationId, userId);
      const caller = { userId, orgRole: member.role };
      const result = await spaces.listSpaces(app.db, organizationId, caller, request.query);
      return { ...result, items: await renderSpaces(app.db, app.urls, caller, result.items) };
    },
  );

  app.post(
    '/v1/orgs/:organizationId/spaces',
    {
      schema: {
        tags,
        summary: 'Create a space',
        params: OrgParamsSchema,
        body: SpaceCreateSchema,
        response: { 201: SpaceSchema },
      },
    },
    async (request, reply) => {
      const { organizationId } = request.params;
      const { userId } = callerOf(request);
      const member = await requireOrgRole(
        app.db,
        organizationId,
        userId,
        SpacePolicy.create,
        'create spaces',
      );
      const space = await spaces.createSpaceInOrganization(
        app.db,
        organizationId,
        userId,
        request.body,
      );
      const body = await renderSpaceFor(app.db, app.urls, { userId, orgRole: member.role }, space);
      return reply.code(201).header('location', app.urls.space(space.id).location).send(body);
    },
  );
};
