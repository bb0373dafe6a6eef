import type { ResultAsync } from 'neverthrow';
import { TenantCodec, TenantListCodec } from '../../../contract/tenancy.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { Tenant } from '../../../core/tenancy/Tenant.ts';
import type { Tenants } from '../../../core/tenancy/Tenants.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';

/** GET /api/tenants and /api/{tenant}/tenant. */
export class TenantsHttp implements Tenants {
  constructor(private readonly http: GatewayHttpClient) {}

  list(): ResultAsync<readonly Tenant[], GatewayFailure> {
    return this.http.get('/api/tenants', TenantListCodec);
  }

  get(id: string): ResultAsync<Tenant, GatewayFailure> {
    return this.http.get(`/api/${encodeURIComponent(id)}/tenant`, TenantCodec);
  }
}
