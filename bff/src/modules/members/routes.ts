import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../errors.js';
import { listSchema } from '../../lib/pagination.js';
import { callerOf } from '../../plugins/auth.js';
import { OrganizationPolicy } from '../../policies/organization.js';
import { TeamPolicy } from '../../policies/team.js';
import { effectiveSpaceRole } from '../../policies/space.js';
import { requireMembership, requireOrgRole } from '../organizations/service.js';
import { presentSpace } from '../spaces/present.js';
import { presentTeam } from '../teams/present.js';
import { presentMember } from './present.js';
import {
  MemberListQuerySchema,
  MemberParamsSchema,
  MemberSchema,
  MemberSpaceItemSchema,
  MemberSpacesQuerySchema,
  MemberTeamItemSchema,
  MemberTeamsQuerySchema,
  MemberUpdateSchema,
} from './schema.js';
import { OrgParamsSchema } from '../organizations/schema.js';
import * as members from './service.js';

const tags = ['members'];

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The member viewed, once the caller is allowed to see them (guests see only themselves). */
  async function requireVisibleMember(organizationId: string, callerId: string, userId: string) {
    const caller = await requireMembership(app.db, organizationId, callerId);
    if (callerId !== userId && !OrganizationPolicy.listMembers(caller.role))
      throw forbidden('Guests cannot see other members');
    return caller;
  }

  async function presentOne(
    organizationId: string,
    member: Awaited<ReturnType<typeof members.getMember>>,
  ) {
    const counts = await members.countsFor(app.db, organizationId, [member.userId]);
    return presentMember(app.urls, member, counts.get(member.userId) ?? { spaces: 0, teams: 0 });
  }

  app.get(
    '/v1/orgs/:organizationId/members',
    {
      schema: {
        tags,
        summary: 'List members',
        params: OrgParamsSchema,
        querystring: MemberListQuerySchema,
        response: { 200: listSchema(MemberSchema) },
      },
    },
    async (request) => {
      const { organizationId } = request.params;
      await requireOrgRole(
        app.db,
        organizationId,
        callerOf(request).userId,
        OrganizationPolicy.listMembers,
        'list members',
      );
      const result = await members.listMembers(app.db, organizationId, request.query);
      const counts = await members.countsFor(
        app.db,
        organizationId,
        result.items.map((m) => m.userId),
      );
      return {
        ...result,
        items: result.items.map((m) =>
          presentMember(app.urls, m, counts.get(m.userId) ?? { spaces: 0, teams: 0 }),
        ),
      };
    },
  );

  app.get(
    '/v1/orgs/:organizationId/members/:userId',
    {
      schema: {
        tags,
        summary: 'Get a member',
        params: MemberParamsSchema,
        response: { 200: MemberSchema },
      },
    },
    async (request) => {
      const { organizationId, userId } = request.params;
      await requireVisibleMember(organizationId, callerOf(request).userId, userId);
      return presentOne(organizationId, await members.getMember(app.db, organizationId, userId));
    },
  );

  app.patch(
    '/v1/orgs/:organizationId/members/:userId',
    {
      schema: {
        tags,
        summary: "Change a member's role (null makes them a guest)",
        params: MemberParamsSchema,
        body: MemberUpdateSchema,
        response: { 200: MemberSchema },
      },
    },
    async (request) => {
      const { organizationId, userId } = request.params;
      await requireOrgRole(
        app.db,
        organizationId,
        callerOf(request).userId,
        OrganizationPolicy.manageMembers,
        'change member roles',
      );
      return presentOne(
        organizationId,
        await members.updateMemberRole(app.db, organizationId, userId, request.body.role),
      );
    },
  );

  app.delete(
    '/v1/orgs/:organizationId/members/:userId',
    {
      schema: {
        tags,
        summary: 'Remove a member (members may remove themselves)',
        params: MemberParamsSchema,
      },
    },
    async (request, reply) => {
      const { organizationId, userId } = request.params;
      const callerId = callerOf(request).userId;
      const caller = await requireMembership(app.db, organizationId, callerId);
      if (callerId !== userId && !OrganizationPolicy.manageMembers(caller.role))
        throw forbidden('Your role in this organization does not allow you to remove members');
      await members.removeMember(app.db, organizationId, userId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/v1/orgs/:organizationId/members/:userId/sso',
    {
      schema: {
        tags,
        summary: 'Mark a member as an SSO member',
        params: MemberParamsSchema,
        response: { 200: MemberSchema },
      },
    },
    async (request) => {
      const { organizationId, userId } = request.params;
      await requireOrgRole(
        app.db,
        organizationId,
        callerOf(request).userId,
        OrganizationPolicy.manageMembers,
        'manage SSO members',
      );
      return presentOne(organizationId, await members.markSso(app.db, organizationId, userId));
    },
  );

  app.get(
    '/v1/orgs/:organizationId/members/:userId/spaces',
    {
      schema: {
        tags,
        summary: 'Spaces a member was given access to',
        params: MemberParamsSchema,
        querystring: MemberSpacesQuerySchema,
        response: { 200: listSchema(MemberSpaceItemSchema) },
      },
    },
    async (request) => {
      const { organizationId, userId } = request.params;
      const callerId = callerOf(request).userId;
      const caller = await requireVisibleMember(organizationId, callerId, userId);
      await members.getMember(app.db, organizationId, userId);
      const result = await members.listMemberSpaces(app.db, organizationId, userId, request.query);
      const callerGrants = await members.grantsOf(
        app.db,
        callerId,
        result.items.map((i) => i.space.id),
      );
      return {
        ...result,
        items: result.items.map(({ space, permission }) => ({
          permission,
          space: presentSpace(
            app.urls,
            space,
            effectiveSpaceRole(caller.role, callerGrants.get(space.id) ?? []),
          ),
        })),
      };
    },
  );

  app.get(
    '/v1/orgs/:organizationId/members/:userId/teams',
    {
      schema: {
        tags,
        summary: 'Teams a member belongs to',
        params: MemberParamsSchema,
        querystring: MemberTeamsQuerySchema,
        response: { 200: listSchema(MemberTeamItemSchema) },
      },
    },
    async (request) => {
      const { organizationId, userId } = request.params;
      const callerId = callerOf(request).userId;
      const caller = await requireVisibleMember(organizationId, callerId, userId);
      await members.getMember(app.db, organizationId, userId);
      const result = await members.listMemberTeams(
        app.db,
        organizationId,
        userId,
        callerId,
        request.query,
      );
      return {
        ...result,
        items: result.items.map(({ team, memberRole, callerRole }) => ({
          team: presentTeam(team, TeamPolicy.manage(caller.role, callerRole)),
          member: { role: memberRole },
        })),
      };
    },
  );
};
