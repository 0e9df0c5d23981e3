// The dashboard's session cookie: one place that starts a session and sets its cookie, for
// every way of signing in (password, invite sign-up, SAML).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieName } from '../../plugins/auth.js';
import { createSession } from './service.js';

export function sessionCookie(app: FastifyInstance) {
  const name = sessionCookieName(app.config.secureCookies);
  const options = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.secureCookies,
    maxAge: app.config.SESSION_MAX_HOURS * 3600,
  };
  return {
    name,
    options,
    /** Creates a session for `userId` (replacing this browser's previous one) and sets its cookie. */
    async start(request: FastifyRequest, reply: FastifyReply, userId: string) {
      const session = await createSession(
        app.db,
        app.config,
        userId,
        request.cookies[name],
        request.headers['user-agent'],
      );
      reply.setCookie(name, session.token, options);
      return session;
    },
  };
}
