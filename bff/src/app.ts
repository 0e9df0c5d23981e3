// Builds the Fastify application from plugins: db, errors, auth, then routes.
// server.ts only listens; tests build this and use inject() or a real port.
import { existsSync } from 'node:fs';
import Fastify, { type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Db } from './db.js';
import { errorBody, registerErrorHandlers } from './errors.js';
import { Urls } from './lib/urls.js';
import authPlugin from './plugins/auth.js';
import type { VisitorClaimsSigner } from './lib/visitor-claims.js';
import { registerRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    urls: Urls;
    visitorClaims: VisitorClaimsSigner;
  }
}

export type AppDeps = {
  config: Config;
  db: Db;
  visitorClaims: VisitorClaimsSigner;
  logger?: FastifyServerOptions['logger'];
};

export async function buildApp({ config, db, visitorClaims, logger }: AppDeps) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: true,
    // Reject querystrings/bodies with prototype-polluting keys outright.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('urls', new Urls(config.publicUrl));
  app.decorate('visitorClaims', visitorClaims);
  registerErrorHandlers(app);

  await app.register(fastifyCookie);
  // Opt-in per route (sign-in). Counters are per process; see README on several instances.
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Documentation platform management API',
        version: '1.0.0',
        description:
          'Send `Authorization: Bearer <API token>` on every /v1 request. Errors are `{"error":{"code":<status>,"message":"..."}}`. ' +
          'Lists are `{items, count, next?: {page}}`; pass `next.page` back as `page`; `limit` defaults to 100, max 1000.',
      },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // Schemas named with .meta({ id }) become components the operations $ref.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/reference' });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));

  await app.register(authPlugin);
  await app.register(registerRoutes);

  // The dashboard: static files, and index.html for its client-side routes. Everything
  // else unknown is a 404 in the contract's error shape.
  const serveSpa = existsSync(config.WEB_DIST_DIR);
  if (serveSpa) await app.register(fastifyStatic, { root: config.WEB_DIST_DIR, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = /^\/(v1|auth|openapi|reference|\.well-known)(\/|$)/.test(path);
    if (serveSpa && request.method === 'GET' && !isApi && !/\.[a-z0-9]+$/i.test(path))
      return reply.sendFile('index.html');
    return reply.code(404).send(errorBody(404, `Route ${request.method} ${path} not found`));
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
