import type { ResultAsync } from 'neverthrow';
import { HealthCodec, TenantCodec, TenantListCodec } from '../../contract/tenancy.ts';
import type { GatewayFailure } from '../../core/shared/Failure.ts';
import type { GatewayStatus, Health } from '../../core/tenancy/GatewayStatus.ts';
import type { Tenant } from '../../core/tenancy/Tenant.ts';
import type { Tenants } from '../../core/tenancy/Tenants.ts';
import type { GatewayHttpClient } from './GatewayHttpClient.ts';

export class TenantsHttp implements Tenants {
  constructor(private readonly http: GatewayHttpClient) {}

  list(): ResultAsync<readonly Tenant[], GatewayFailure> {
    return this.http.get('/api/tenants', TenantListCodec);
  }

  get(id: string): ResultAsync<Tenant, GatewayFailure> {
    return this.http.get(`/api/${encodeURIComponent(id)}/tenant`, TenantCodec);
  }
}

export class GatewayStatusHttp implements GatewayStatus {
  constructor(private readonly http: GatewayHttpClient) {}

  health(): ResultAsync<Health, GatewayFailure> {
    return this.http.get('/api/health', HealthCodec);
  }
}
