// Who is calling. Every /v1 request is authenticated one of two ways, and handlers never
// know which: an API token (`Authorization: Bearer`), or the dashboard's session cookie
// (the session-to-bearer bridge). Cookie requests that change state must carry the
// session's CSRF token in `x-csrf-token`; the SPA's JavaScript never holds a bearer token.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors.js';
import { findSession, resolveApiToken } from '../modules/auth/service.js';
import { safeEqual } from '../lib/secrets.js';

export type Identity = { userId: string; via: 'token' | 'session'; sessionId?: string };

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_HEADER = 'x-csrf-token';

export function sessionCookieName(secure: boolean) {
  // The __Host- prefix pins the cookie to this origin, but browsers accept it only over https.
  return secure ? '__Host-docs_admin_session' : 'docs_admin_session';
}

export default fp(async (app) => {
  app.decorateRequest('identity', null);
  const cookieName = sessionCookieName(app.config.secureCookies);

  async function identify(request: FastifyRequest, reply: FastifyReply): Promise<Identity> {
    const header = request.headers.authorization;
    if (header) {
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match?.[1]) throw unauthorized('Authorization header must be "Bearer <API token>"');
      const resolved = await resolveApiToken(app.db, match[1]);
      if (!resolved) throw unauthorized('The API token is invalid, expired or revoked');
      return { userId: resolved.userId, via: 'token' };
    }
    const cookie = request.cookies[cookieName];
    if (!cookie) throw unauthorized();
    const lookup = await findSession(app.db, app.config, cookie);
    if (lookup.status !== 'ok') {
      reply.clearCookie(cookieName, { path: '/' });
      throw unauthorized(
        lookup.status === 'expired'
          ? 'Your session has expired; sign in again'
          : 'Your session has ended; sign in again',
      );
    }
    if (UNSAFE_METHODS.has(request.method)) {
      const sent = request.headers[CSRF_HEADER];
      if (typeof sent !== 'string' || !safeEqual(sent, lookup.session.csrfToken)) {
        throw forbidden(
          `CSRF token missing or invalid: send the session's token in the ${CSRF_HEADER} header`,
        );
      }
    }
    return { userId: lookup.session.userId, via: 'session', sessionId: lookup.session.sessionId };
  }

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return;
    request.identity = await identify(request, reply);
  });
});

/** The caller of a /v1 route (the onRequest hook guarantees one). */
export function callerOf(request: FastifyRequest): Identity {
  if (!request.identity) throw unauthorized();
  return request.identity;
}
