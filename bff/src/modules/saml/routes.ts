// SAML providers of an organization (/v1, admins), the sign-in choices, and the SAML
// sign-in itself (/auth/saml/*, public: the browser has no session yet).
import { SamlPolicy } from '../../policies/saml.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.js';
import { listSchema } from '../../lib/pagination.js';
import { callerOf } from '../../plugins/auth.js';
import { TeamPolicy } from '../../policies/team.js';
import { sessionCookie } from '../auth/session-cookie.js';
import { OrgParamsSchema } from '../organizations/schema.js';
import { requireMembership, requireOrgRole } from '../organizations/service.js';
import { presentSamlProvider, presentSsoLogin } from './present.js';
import {
  SamlAcsBodySchema,
  SamlListQuerySchema,
  SamlProviderCreateSchema,
  SamlProviderIdParamsSchema,
  SamlProviderParamsSchema,
  SamlProviderSchema,
  SamlProviderUpdateSchema,
  SsoProviderLoginListSchema,
} from './schema.js';
import * as saml from './service.js';
import { authorizeUrl, metadataXml, validateResponse } from './sp.js';

const tags = ['saml'];
const PROVIDER = '/v1/orgs/:organizationId/saml/:samlProviderId';

export const samlRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireAdmin = (organizationId: string, callerId: string) =>
    requireOrgRole(app.db, organizationId, callerId, SamlPolicy.manage, 'manage SAML providers');

  type Loaded = Awaited<ReturnType<typeof saml.getProvider>>;
  // Only admins see providers, and admins manage every team: the default team's `admin` is theirs.
  const present = (organizationId: string, provider: Loaded) =>
    presentSamlProvider(app.urls, organizationId, provider, TeamPolicy.manageAll('admin'));

  app.get(
    '/v1/orgs/:organizationId/saml',
    {
      schema: {
        tags,
        summary: 'List SAML providers',
        params: OrgParamsSchema,
        querystring: SamlListQuerySchema,
        response: { 200: listSchema(SamlProviderSchema) },
      },
    },
    async (request) => {
      const { organizationId } = request.params;
      await requireAdmin(organizationId, callerOf(request).userId);
      const result = await saml.listProviders(app.db, organizationId, request.query);
      return { ...result, items: result.items.map((p) => present(organizationId, p)) };
    },
  );

  app.post(
    '/v1/orgs/:organizationId/saml',
    {
      schema: {
        tags,
        summary: 'Create a SAML provider',
        params: OrgParamsSchema,
        body: SamlProviderCreateSchema,
        response: { 201: SamlProviderSchema },
      },
    },
    async (request, reply) => {
      const { organizationId } = request.params;
      await requireAdmin(organizationId, callerOf(request).userId);
      const provider = await saml.createProvider(app.db, organizationId, request.body);
      const body = present(organizationId, provider);
      return reply.code(201).header('location', body.urls.location).send(body);
    },
  );

  app.get(
    PROVIDER,
    {
      schema: {
        tags,
        summary: 'Get a SAML provider',
        params: SamlProviderParamsSchema,
        response: { 200: SamlProviderSchema },
      },
    },
    async (request) => {
      const { organizationId, samlProviderId } = request.params;
      await requireAdmin(organizationId, callerOf(request).userId);
      return present(
        organizationId,
        await saml.getProvider(app.db, organizationId, samlProviderId),
      );
    },
  );

  app.patch(
    PROVIDER,
    {
      schema: {
        tags,
        summary: 'Update a SAML provider',
        description:
          'Omitted fields are kept; null removes entityID, certificate, ssoURL or defaultTeam, and makes defaultRole guest.',
        params: SamlProviderParamsSchema,
        body: SamlProviderUpdateSchema,
        response: { 200: SamlProviderSchema },
      },
    },
    async (request) => {
      const { organizationId, samlProviderId } = request.params;
      await requireAdmin(organizationId, callerOf(request).userId);
      return present(
        organizationId,
        await saml.updateProvider(app.db, organizationId, samlProviderId, request.body),
      );
    },
  );

  app.delete(
    PROVIDER,
    { schema: { tags, summary: 'Delete a SAML provider', params: SamlProviderParamsSchema } },
    async (request, reply) => {
      const { organizationId, samlProviderId } = request.params;
      await requireAdmin(organizationId, callerOf(request).userId);
      await saml.deleteProvider(app.db, organizationId, samlProviderId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/v1/orgs/:organizationId/sso',
    {
      schema: {
        tags,
        summary: 'List the SSO sign-in choices of an organization',
        description:
          'Providers with entityID, certificate and ssoURL set. Any member may read it; the same list is public at /auth/sso/{organizationId}.',
        params: OrgParamsSchema,
        response: { 200: SsoProviderLoginListSchema },
      },
    },
    async (request) => {
      const { organizationId } = request.params;
      await requireMembership(app.db, organizationId, callerOf(request).userId);
      const rows = await saml.listLogins(app.db, organizationId);
      return { items: rows.map((p) => presentSsoLogin(app.urls, p)) };
    },
  );

  await app.register(samlSignInRoutes);
};

/** /auth/*: no bearer or session (plugins/auth.ts only guards /v1). */
const samlSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookie = sessionCookie(app);
  const authTags = ['auth'];

  // The IdP posts the response as a form. Parsed here only: this plugin is encapsulated,
  // so the rest of the API keeps accepting JSON alone.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.get(
    '/auth/sso/:organizationId',
    {
      schema: {
        tags: authTags,
        summary: "An organization's SSO sign-in choices, before sign-in",
        description:
          'The same items as GET /v1/orgs/{organizationId}/sso, for the sign-in page. An unknown organization is a 404.',
        params: OrgParamsSchema,
        response: { 200: SsoProviderLoginListSchema },
      },
    },
    async (request) => {
      const { organizationId } = request.params;
      const org = await app.db.organization.findUnique({
        where: { id: organizationId },
        select: { id: true },
      });
      if (!org) throw notFound('Organization');
      const rows = await saml.listLogins(app.db, organizationId);
      return { items: rows.map((p) => presentSsoLogin(app.urls, p)) };
    },
  );

  app.get(
    '/auth/saml/:samlProviderId/start',
    {
      schema: {
        tags: authTags,
        summary: 'Start SAML sign-in: redirects to the identity provider',
        params: SamlProviderIdParamsSchema,
      },
    },
    async (request, reply) => {
      const provider = await saml.findCompleteProvider(app.db, request.params.samlProviderId);
      return reply.redirect(await authorizeUrl(app.urls, provider), 302);
    },
  );

  app.get(
    '/auth/saml/:samlProviderId/metadata',
    {
      schema: {
        tags: authTags,
        summary: 'Our service provider metadata (XML) for the identity provider',
        params: SamlProviderIdParamsSchema,
      },
    },
    async (request, reply) => {
      const provider = await saml.findCompleteProvider(app.db, request.params.samlProviderId);
      return reply
        .type('application/samlmetadata+xml; charset=utf-8')
        .send(metadataXml(app.urls, provider));
    },
  );

  app.post(
    '/auth/saml/:samlProviderId/acs',
    {
      config: { rateLimit: { max: app.config.SIGN_IN_RATE_LIMIT * 6, timeWindow: '1 minute' } },
      schema: {
        tags: authTags,
        summary: 'Assertion consumer service: signs in from a SAML response (HTTP-POST binding)',
        description:
          'Form-encoded `SAMLResponse`. On success sets the session cookie and redirects to the organization in the dashboard.',
        consumes: ['application/x-www-form-urlencoded'],
        params: SamlProviderIdParamsSchema,
        body: SamlAcsBodySchema,
      },
    },
    async (request, reply) => {
      const provider = await saml.findCompleteProvider(app.db, request.params.samlProviderId);
      const identity = await validateResponse(app.urls, provider, request.body.SAMLResponse);
      await saml.consumeAssertion(app.db, provider.id, identity.assertionId);
      const user = await saml.provisionSamlUser(app.db, provider, identity);
      await cookie.start(request, reply, user.id);
      return reply.redirect(app.urls.app(`/orgs/${provider.organizationId}`), 303);
    },
  );
};
