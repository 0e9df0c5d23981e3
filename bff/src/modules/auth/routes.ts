// Dashboard sign-in (email + password → session cookie) and the caller's API tokens.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, unauthorized, forbidden } from '../../errors.js';
import { callerOf, CSRF_HEADER } from '../../plugins/auth.js';
import { safeEqual } from '../../lib/secrets.js';
import { presentUser } from '../users/present.js';
import { UserSchema } from '../users/schema.js';
import { presentApiToken } from './present.js';
import {
  ApiTokenCreateBodySchema,
  ApiTokenCreatedSchema,
  ApiTokenParamsSchema,
  ApiTokenSchema,
  SessionResponseSchema,
  SignInBodySchema,
  SignUpBodySchema,
  SignUpResponseSchema,
} from './schema.js';
import * as auth from './service.js';
import { sessionCookie } from './session-cookie.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookie = sessionCookie(app);
  const cookieName = cookie.name;

  app.post(
    '/auth/sign-in',
    {
      config: { rateLimit: { max: app.config.SIGN_IN_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: SignInBodySchema,
        response: { 200: SessionResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await auth.verifyCredentials(app.db, request.body.email, request.body.password);
      if (!user) throw unauthorized('Email or password is incorrect');
      const session = await cookie.start(request, reply, user.id);
      return { user: presentUser(app.urls, user), csrfToken: session.csrfToken };
    },
  );

  app.post(
    '/auth/sign-up',
    {
      config: { rateLimit: { max: app.config.SIGN_IN_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Create an account from an invite link and sign in',
        body: SignUpBodySchema,
        response: { 201: SignUpResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, organizationId } = await auth.signUpWithInvite(app.db, request.body);
      const session = await cookie.start(request, reply, user.id);
      return reply
        .code(201)
        .send({ user: presentUser(app.urls, user), csrfToken: session.csrfToken, organizationId });
    },
  );

  app.get(
    '/auth/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user and the CSRF token',
        response: { 200: SessionResponseSchema },
      },
    },
    async (request, reply) => {
      const cookie = request.cookies[cookieName];
      const lookup = cookie
        ? await auth.findSession(app.db, app.config, cookie)
        : { status: 'missing' as const };
      if (lookup.status !== 'ok') {
        if (cookie) reply.clearCookie(cookieName, { path: '/' });
        throw unauthorized(
          lookup.status === 'expired' ? 'Your session has expired; sign in again' : 'Not signed in',
        );
      }
      const user = await app.db.user.findUniqueOrThrow({ where: { id: lookup.session.userId } });
      return { user: presentUser(app.urls, user), csrfToken: lookup.session.csrfToken };
    },
  );

  app.post(
    '/auth/sign-out',
    { schema: { tags: ['auth'], summary: 'End the session' } },
    async (request, reply) => {
      const cookie = request.cookies[cookieName];
      if (cookie) {
        const lookup = await auth.findSession(app.db, app.config, cookie);
        const sent = request.headers[CSRF_HEADER];
        if (
          lookup.status === 'ok' &&
          (typeof sent !== 'string' || !safeEqual(sent, lookup.session.csrfToken))
        ) {
          throw forbidden(
            `CSRF token missing or invalid: send the session's token in the ${CSRF_HEADER} header`,
          );
        }
        await auth.deleteSession(app.db, cookie);
      }
      reply.clearCookie(cookieName, { path: '/' });
      return reply.code(204).send();
    },
  );

  app.get(
    '/v1/user',
    {
      schema: { tags: ['users'], summary: 'The authenticated user', response: { 200: UserSchema } },
    },
    async (request) => {
      const user = await app.db.user.findUniqueOrThrow({ where: { id: callerOf(request).userId } });
      return presentUser(app.urls, user);
    },
  );

  app.get(
    '/v1/user/api-tokens',
    {
      schema: {
        tags: ['users'],
        summary: "List the caller's active API tokens",
        response: { 200: z.object({ items: z.array(ApiTokenSchema), count: z.number() }) },
      },
    },
    async (request) => {
      const rows = await auth.listApiTokens(app.db, callerOf(request).userId);
      return { items: rows.map(presentApiToken), count: rows.length };
    },
  );

  app.post(
    '/v1/user/api-tokens',
    {
      schema: {
        tags: ['users'],
        summary: 'Create an API token (its secret is returned once)',
        body: ApiTokenCreateBodySchema,
        response: { 201: ApiTokenCreatedSchema },
      },
    },
    async (request, reply) => {
      const { name, expiresInDays } = request.body;
      const expiresAt = expiresInDays
        ? new Date(Date.now() + expiresInDays * 86400_000)
        : undefined;
      const { row, token } = await auth.createApiToken(
        app.db,
        callerOf(request).userId,
        name,
        expiresAt,
      );
      return reply.code(201).send({ ...presentApiToken(row), token });
    },
  );

  app.delete(
    '/v1/user/api-tokens/:tokenId',
    { schema: { tags: ['users'], summary: 'Revoke an API token', params: ApiTokenParamsSchema } },
    async (request, reply) => {
      const revoked = await auth.revokeApiToken(
        app.db,
        callerOf(request).userId,
        request.params.tokenId,
      );
      if (!revoked) throw notFound('API token');
      return reply.code(204).send();
    },
  );
};
