import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { alertRoutes } from './alerts/alertRoutes.ts';
import { analyticsRoutes } from './analytics/analyticsRoutes.ts';
import { companyLogoRoutes } from './listing/companyLogos.ts';
import type { GatewayDeps } from './GatewayDeps.ts';
import { listingRoutes } from './listing/listingRoutes.ts';
import { sessionRoutes } from './session/sessionRoutes.ts';
import { tenancyRoutes } from './tenancy/tenancyRoutes.ts';

/** Every gateway route, mounted under /api (prefix given by the caller). Each context registers its own routes here. */
export async function gatewayPlugin(app: FastifyInstance, configured: GatewayDeps): Promise<void> {
  // Every scope that checks bearer tokens (session, alerts) must share one key, also when none was configured.
  const deps: GatewayDeps = configured.auth ? configured : { ...configured, auth: { secret: randomBytes(32) } };
  app.setNotFoundHandler({}, async (request, reply) => reply.code(404).send({ error: 'not-found', message: `No route ${request.method} ${request.url.split('?')[0]}` }));
  await tenancyRoutes(app, deps);
  await listingRoutes(app, deps);
  await sessionRoutes(app, deps);
  await alertRoutes(app, deps);
  await analyticsRoutes(app, deps);
  await companyLogoRoutes(app, deps.db);
}
