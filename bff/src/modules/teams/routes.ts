import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../errors.js';
import { listSchema, PaginationQuery } from '../../lib/pagination.js';
import { callerOf } from '../../plugins/auth.js';
import { OrganizationPolicy } from '../../policies/organization.js';
import { TeamPolicy } from '../../policies/team.js';
import type { Role, TeamRole } from '../../generated/prisma/client.js';
import { countsFor } from '../members/service.js';
import { OrgParamsSchema } from '../organizations/schema.js';
import { requireOrgRole } from '../organizations/service.js';
import { TeamMemberItemSchema } from './member-item-schema.js';
import { presentTeam, presentTeamMember } from './present.js';
import {
  TeamCreateSchema,
  TeamListQuerySchema,
  TeamMemberParamsSchema,
  TeamMembersUpdateSchema,
  TeamMemberUpsertSchema,
  TeamParamsSchema,
  TeamSchema,
  TeamUpdateSchema,
} from './schema.js';
import * as teams from './service.js';

const tags = ['teams'];
const TEAM = '/v1/orgs/:organizationId/teams/:teamId';

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller's membership (404 outside the organization, 403 for guests). */
  const requireTeamReader = (organizationId: string, callerId: string) =>
    requireOrgRole(app.db, organizationId, callerId, TeamPolicy.view, 'see teams');

  /** The team and the caller, once the caller may `allowed` it; another organization's team is a 404. */
  async function requireTeam(
    organizationId: string,
    teamId: string,
    callerId: string,
    allowed: (orgRole: Role | null, teamRole: TeamRole | null) => boolean,
    action: string,
  ) {
    const caller = await requireTeamReader(organizationId, callerId);
    const team = await teams.getTeam(app.db, organizationId, teamId, callerId);
    if (!allowed(caller.role, teams.callerTeamRole(team)))
      throw forbidden(`Only organization admins and owners of this team can ${action}`);
    return { caller, team };
  }

  const present = (team: Awaited<ReturnType<typeof teams.getTeam>>, orgRole: Role | null) =>
    presentTeam(team, TeamPolicy.manage(orgRole, teams.callerTeamRole(team)));

  app.get(
    '/v1/orgs/:organizationId/teams',
    {
      schema: {
        tags,
        summary: 'List teams',
        params: OrgParamsSchema,
        querystring: TeamListQuerySchema,
        response: { 200: listSchema(TeamSchema) },
      },
    },
    async (request) => {
      const { organizationId } = request.params;
      const callerId = callerOf(request).userId;
      const caller = await requireTeamReader(organizationId, callerId);
      const result = await teams.listTeams(app.db, organizationId, callerId, request.query);
      return { ...result, items: result.items.map((t) => present(t, caller.role)) };
    },
  );

  app.put(
    '/v1/orgs/:organizationId/teams',
    {
      schema: {
        tags,
        summary: 'Create a team',
        params: OrgParamsSchema,
        body: TeamCreateSchema,
        response: { 201: TeamSchema },
      },
    },
    async (request, reply) => {
      const { organizationId } = request.params;
      const callerId = callerOf(request).userId;
      const caller = await requireOrgRole(
        app.db,
        organizationId,
        callerId,
        TeamPolicy.create,
        'create teams',
      );
      const team = await teams.createTeam(app.db, organizationId, callerId, request.body);
      return reply
        .code(201)
        .header('location', app.urls.api(`/orgs/${organizationId}/teams/${team.id}`))
        .send(present(team, caller.role));
    },
  );

  app.get(
    TEAM,
    {
      schema: {
        tags,
        summary: 'Get a team',
        params: TeamParamsSchema,
        response: { 200: TeamSchema },
      },
    },
    async (request) => {
      const { organizationId, teamId } = request.params;
      const { caller, team } = await requireTeam(
        organizationId,
        teamId,
        callerOf(request).userId,
        TeamPolicy.view,
        'see it',
      );
      return present(team, caller.role);
    },
  );

  app.patch(
    TEAM,
    {
      schema: {
        tags,
        summary: 'Rename a team',
        params: TeamParamsSchema,
        body: TeamUpdateSchema,
        response: { 200: TeamSchema },
      },
    },
    async (request) => {
      const { organizationId, teamId } = request.params;
      const callerId = callerOf(request).userId;
      const { caller } = await requireTeam(
        organizationId,
        teamId,
        callerId,
        TeamPolicy.manage,
        'rename it',
      );
      return present(
        await teams.renameTeam(app.db, organizationId, teamId, callerId, request.body.title),
        caller.role,
      );
    },
  );

  app.delete(
    TEAM,
    { schema: { tags, summary: 'Delete a team', params: TeamParamsSchema } },
    async (request, reply) => {
      const { organizationId, teamId } = request.params;
      const callerId = callerOf(request).userId;
      await requireTeam(
        organizationId,
        teamId,
        callerId,
        (orgRole) => TeamPolicy.delete(orgRole),
        'delete it',
      );
      await teams.deleteTeam(app.db, organizationId, teamId);
      return reply.code(204).send();
    },
  );

  app.get(
    `${TEAM}/members`,
    {
      schema: {
        tags,
        summary: 'List the members of a team',
        params: TeamParamsSchema,
        querystring: PaginationQuery,
        response: { 200: listSchema(TeamMemberItemSchema) },
      },
    },
    async (request) => {
      const { organizationId, teamId } = request.params;
      const { caller } = await requireTeam(
        organizationId,
        teamId,
        callerOf(request).userId,
        TeamPolicy.view,
        'see it',
      );
      const result = await teams.listTeamMembers(app.db, organizationId, teamId, request.query);
      const counts = await countsFor(
        app.db,
        organizationId,
        result.items.map((i) => i.member.userId),
      );
      // Whoever may read the team may read its members (the same rule as the member list).
      const canView = OrganizationPolicy.listMembers(caller.role);
      return {
        ...result,
        items: result.items.map(({ member, role }) =>
          presentTeamMember(
            app.urls,
            member,
            role,
            counts.get(member.userId) ?? { spaces: 0, teams: 0 },
            canView,
          ),
        ),
      };
    },
  );

  app.put(
    `${TEAM}/members`,
    {
      schema: {
        tags,
        summary: 'Add, remove and change the roles of team members in one transaction',
        description:
          'A user in both `add` and `remove` is removed. An entry that is not a member of the organization fails the whole request with a 400 naming it.',
        params: TeamParamsSchema,
        body: TeamMembersUpdateSchema,
      },
    },
    async (request, reply) => {
      const { organizationId, teamId } = request.params;
      await requireTeam(
        organizationId,
        teamId,
        callerOf(request).userId,
        TeamPolicy.manage,
        'change its members',
      );
      await teams.updateTeamMembers(app.db, organizationId, teamId, request.body);
      return reply.code(204).send();
    },
  );

  app.put(
    `${TEAM}/members/:userId`,
    {
      schema: {
        tags,
        summary: 'Add a member to a team or change their role',
        params: TeamMemberParamsSchema,
        body: TeamMemberUpsertSchema,
      },
    },
    async (request, reply) => {
      const { organizationId, teamId, userId } = request.params;
      await requireTeam(
        organizationId,
        teamId,
        callerOf(request).userId,
        TeamPolicy.manage,
        'change its members',
      );
      await teams.setTeamMember(app.db, organizationId, teamId, userId, request.body.role);
      return reply.code(204).send();
    },
  );

  app.delete(
    `${TEAM}/members/:userId`,
    { schema: { tags, summary: 'Remove a member from a team', params: TeamMemberParamsSchema } },
    async (request, reply) => {
      const { organizationId, teamId, userId } = request.params;
      await requireTeam(
        organizationId,
        teamId,
        callerOf(request).userId,
        TeamPolicy.manage,
        'change its members',
      );
      await teams.removeTeamMember(app.db, organizationId, teamId, userId);
      return reply.code(204).send();
    },
  );
};
