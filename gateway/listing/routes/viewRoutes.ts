import type { FastifyInstance } from 'fastify';
import { offerViewRecorder } from '../../analytics/offerViews.ts';
import type { GatewayDeps } from '../../GatewayDeps.ts';
import { requireTenant } from '../../http/tenantScope.ts';

/** POST /v1/views, under /:tenant and without it: the raw material of the popular ranking (gateway/analytics/offerViews.ts). */
export function viewRoutes(app: FastifyInstance, deps: Pick<GatewayDeps, 'db' | 'now' | 'auth'>): void {
  const recordOfferView = offerViewRecorder(deps);
  app.post('/:tenant/v1/views', { preHandler: requireTenant }, async (request, reply) => recordOfferView(request, reply, request.tenant.id));
  app.post('/v1/views', async (request, reply) => recordOfferView(request, reply, null));
}
