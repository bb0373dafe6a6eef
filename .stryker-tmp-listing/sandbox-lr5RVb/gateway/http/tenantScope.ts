// @ts-nocheck
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TenantDto } from '../../contract/tenancy.ts';
import { tenants } from '../tenancy/tenants.ts';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantDto;
  }
}

export const findTenant = (id: string): TenantDto | undefined => tenants.find((tenant) => tenant.id === id);

/** `/api/:tenant/...` routes run only for a known tenant; the rest get a JSON 404. */
export async function requireTenant(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const id = (request.params as { tenant?: string }).tenant ?? '';
  const tenant = findTenant(id);
  if (!tenant) {
    await reply.code(404).send({ error: 'unknown-tenant', message: `No tenant named "${id.slice(0, 64)}".` });
    return;
  }
  request.tenant = tenant;
}
