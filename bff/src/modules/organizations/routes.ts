import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../errors.js';
import { listSchema, PaginationQuery } from '../../lib/pagination.js';
import { callerOf } from '../../plugins/auth.js';
import { OrganizationPolicy } from '../../policies/organization.js';
import { presentInvite, presentOrganization } from './present.js';
import {
  EmailDomainParamsSchema,
  InviteCreateSchema,
  InviteCreatedSchema,
  InviteJoinParamsSchema,
  InviteParamsSchema,
  InviteSchema,
  InviteUpdateSchema,
  OrganizationSchema,
  OrganizationUpdateSchema,
  OrgParamsSchema,
  PingResponseSchema,
} from './schema.js';
import * as orgs from './service.js';

const tags = ['organizations'];

export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/orgs',
    {
      schema: {
        tags,
        summary: 'List the organizations the caller belongs to',
        querystring: PaginationQuery,
        response: { 200: listSchema(OrganizationSchema) },
      },
    },
    async (request) => {
      const { limit, page } = request.query;
      const result = await orgs.listOrganizationsOf(app.db, callerOf(request).userId, limit, page);
      return {
        ...result,
        items: result.items.map((m) => presentOrganization(app.urls, m.organization, m.role)),
      };
    },
  );

  app.get(
    '/v1/orgs/:organizationId',
    {
      schema: {
        tags,
        summary: 'Get an organization',
        params: OrgParamsSchema,
        response: { 200: OrganizationSchema },
      },
    },
    async (request) => {
      const member = await orgs.requireMembership(
        app.db,
        request.params.organizationId,
        callerOf(request).userId,
      );
      return presentOrganization(app.urls, member.organization, member.role);
    },
  );

  app.patch(
    '/v1/orgs/:organizationId',
    {
      schema: {
        tags,
        summary: 'Update an organization',
        params: OrgParamsSchema,
        body: OrganizationUpdateSchema,
        response: { 200: OrganizationSchema },
      },
    },
    async (request) => {
      const { organizationId } = request.params;
      const member = await orgs.requireOrgRole(
        app.db,
        organizationId,
        callerOf(request).userId,
        OrganizationPolicy.update,
        'update it',
      );
      const org = await orgs.updateOrganization(app.db, organizationId, request.body);
      return presentOrganization(app.urls, org, member.role);
    },
  );

  app.get(
    '/v1/email-domains/:emailDomain/orgs',
    {
      schema: {
        tags,
        summary:
          "Organizations that list an email domain (only the caller's own email domain may be looked up)",
        params: EmailDomainParamsSchema,
        response: { 200: z.object({ organizations: z.array(OrganizationSchema) }) },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const user = await app.db.user.findUniqueOrThrow({ where: { id: userId } });
      const domain = request.params.emailDomain;
      if (user.email.split('@')[1]?.toLowerCase() !== domain)
        throw forbidden('You can only look up the organizations of your own email domain');
      const found = await orgs.organizationsForEmailDomain(app.db, domain);
      const memberships = await app.db.member.findMany({
        where: { userId, organizationId: { in: found.map((o) => o.id) } },
      });
      const roleOf = new Map(memberships.map((m) => [m.organizationId, m.role]));
      return {
        organizations: found.map((o) => presentOrganization(app.urls, o, roleOf.get(o.id) ?? null)),
      };
    },
  );

  app.post(
    '/v1/orgs/:organizationId/ping',
    {
      schema: {
        tags,
        summary: "Record the caller's activity and get signed visitor claims",
        params: OrgParamsSchema,
        response: { 200: PingResponseSchema },
      },
    },
    async (request) => {
      const { organizationId } = request.params;
      const { userId } = callerOf(request);
      await orgs.requireMembership(app.db, organizationId, userId);
      const { claims, subject } = await orgs.ping(app.db, organizationId, userId);
      return {
        serviceVisitorClaims: await app.visitorClaims.sign(claims, subject, organizationId),
      };
    },
  );

  // ---- Link invites ----
  app.get(
    '/v1/orgs/:organizationId/link-invites',
    {
      schema: {
        tags,
        summary: 'List invite links',
        params: OrgParamsSchema,
        querystring: PaginationQuery,
        response: { 200: listSchema(InviteSchema) },
      },
    },
    async (request) => {
      const { organizationId } = request.params;
      await orgs.requireOrgRole(
        app.db,
        organizationId,
        callerOf(request).userId,
        OrganizationPolicy.manageInvites,
        'manage invites',
      );
      const result = await orgs.listInvites(
        app.db,
        organizationId,
        request.query.limit,
        request.query.page,
      );
      return {
        ...result,
        items: result.items.map(({ invite, redundant }) => presentInvite(invite, redundant)),
      };
    },
  );

  app.post(
    '/v1/orgs/:organizationId/link-invites',
    {
      schema: {
        tags,
        summary: 'Create an invite link (its URL is returned once)',
        params: OrgParamsSchema,
        body: InviteCreateSchema,
        response: { 201: InviteCreatedSchema },
      },
    },
    async (request, reply) => {
      const { organizationId } = request.params;
      const { userId } = callerOf(request);
      await orgs.requireOrgRole(
        app.db,
        organizationId,
        userId,
        OrganizationPolicy.manageInvites,
        'manage invites',
      );
      const { invite, token, redundant } = await orgs.createInvite(
        app.db,
        organizationId,
        request.body.role,
        userId,
      );
      return reply
        .code(201)
        .send({ ...presentInvite(invite, redundant), url: app.urls.linkInvite(token) });
    },
  );

  app.get(
    '/v1/orgs/:organizationId/link-invites/:inviteId',
    {
      schema: {
        tags,
        summary: 'Get an invite link',
        params: InviteParamsSchema,
        response: { 200: InviteSchema },
      },
    },
    async (request) => {
      const { organizationId, inviteId } = request.params;
      await orgs.requireOrgRole(
        app.db,
        organizationId,
        callerOf(request).userId,
        OrganizationPolicy.manageInvites,
        'manage invites',
      );
      const { invite, redundant } = await orgs.getInvite(app.db, organizationId, inviteId);
      return presentInvite(invite, redundant);
    },
  );

  app.patch(
    '/v1/orgs/:organizationId/link-invites/:inviteId',
    {
      schema: {
        tags,
        summary: 'Change the role an invite link grants',
        params: InviteParamsSchema,
        body: InviteUpdateSchema,
        response: { 200: InviteSchema },
      },
    },
    async (request) => {
      const { organizationId, inviteId } = request.params;
      await orgs.requireOrgRole(
        app.db,
        organizationId,
        callerOf(request).userId,
        OrganizationPolicy.manageInvites,
        'manage invites',
      );
      const { invite, redundant } = await orgs.updateInvite(
        app.db,
        organizationId,
        inviteId,
        request.body.role,
      );
      return presentInvite(invite, redundant);
    },
  );

  app.delete(
    '/v1/orgs/:organizationId/link-invites/:inviteId',
    { schema: { tags, summary: 'Delete an invite link', params: InviteParamsSchema } },
    async (request, reply) => {
      const { organizationId, inviteId } = request.params;
      await orgs.requireOrgRole(
        app.db,
        organizationId,
        callerOf(request).userId,
        OrganizationPolicy.manageInvites,
        'manage invites',
      );
      await orgs.deleteInvite(app.db, organizationId, inviteId);
      return reply.code(205).send();
    },
  );

  app.post(
    '/v1/invites/:token/join',
    {
      schema: {
        tags,
        summary: 'Join an organization with an invite link',
        params: InviteJoinParamsSchema,
        response: { 200: OrganizationSchema },
      },
    },
    async (request) => {
      const member = await orgs.joinWithInvite(
        app.db,
        request.params.token,
        callerOf(request).userId,
      );
      const org = await app.db.organization.findUniqueOrThrow({
        where: { id: member.organizationId },
      });
      return presentOrganization(app.urls, org, member.role);
    },
  );
};
