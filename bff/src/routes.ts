// Every route family, registered in one place. Add a module here when you add a folder
// under modules/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './modules/auth/routes.js';
import { changeRequestRoutes } from './modules/change-requests/routes.js';
import { commentRoutes } from './modules/comments/routes.js';
import { contentRoutes } from './modules/content/routes.js';
import { fileRoutes } from './modules/files/routes.js';
import { importRoutes } from './modules/import/routes.js';
import { customFieldRoutes } from './modules/custom-fields/routes.js';
import { memberRoutes } from './modules/members/routes.js';
import { openAPIRoutes } from './modules/openapi/routes.js';
import { organizationRoutes } from './modules/organizations/routes.js';
import { samlRoutes } from './modules/saml/routes.js';
import { searchRoutes } from './modules/search/routes.js';
import { shareLinkRoutes } from './modules/share-links/routes.js';
import { siteStructureRoutes } from './modules/site-structure/routes.js';
import { siteRoutes } from './modules/sites/routes.js';
import { spaceRoutes } from './modules/spaces/routes.js';
import { teamRoutes } from './modules/teams/routes.js';
import { translationRoutes } from './modules/translations/routes.js';

export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public keys that verify `serviceVisitorClaims` (see README, "Visitor claims").
  app.get('/.well-known/jwks.json', { schema: { hide: true } }, async () => app.visitorClaims.jwks);

  await app.register(authRoutes);
  await app.register(organizationRoutes);
  await app.register(memberRoutes);
  await app.register(siteRoutes);
  await app.register(siteStructureRoutes);
  await app.register(shareLinkRoutes);
  await app.register(teamRoutes);
  await app.register(spaceRoutes);
  await app.register(samlRoutes);
  await app.register(contentRoutes);
  await app.register(searchRoutes);
  await app.register(openAPIRoutes);
  await app.register(customFieldRoutes);
  await app.register(translationRoutes);
  await app.register(fileRoutes);
  await app.register(importRoutes);
  await app.register(commentRoutes);
  await app.register(changeRequestRoutes);
};
