import type { FastifyInstance } from 'fastify';
import type { HealthDto } from '../../contract/tenancy.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { requireTenant } from '../http/tenantScope.ts';
import { tenants } from './tenants.ts';
import { passiveGate } from '../invitations/passiveSettings.ts';

export async function tenancyRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  app.get('/tenants', async () => tenants);
  app.get('/health', async (): Promise<HealthDto> => {
    const row = await deps.db
      .selectFrom('offers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { status: 'ok', database: deps.databaseKind, offers: Number(row.n), version: deps.version };
  });
  // Maintenance can also be switched on in the database for passive candidates (gateway/invitations/passiveSettings.ts).
  app.get('/:tenant/tenant', { preHandler: requireTenant }, async (request) => ({
    ...request.tenant,
    maintenance: request.tenant.maintenance || (await passiveGate(deps.db, request.tenant.id)).maintenance,
  }));
}
