// @ts-nocheck
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../core/shared/Failure.ts';
import type { Tenant } from '../../core/tenancy/Tenant.ts';
import type { Tenants } from '../../core/tenancy/Tenants.ts';

export class TenantsInMemory implements Tenants {
  constructor(private readonly tenants: readonly Tenant[]) {}

  list(): ResultAsync<readonly Tenant[], GatewayFailure> {
    return okAsync(this.tenants);
  }

  get(id: string): ResultAsync<Tenant, GatewayFailure> {
    const tenant = this.tenants.find((candidate) => candidate.id === id);
    return tenant ? okAsync(tenant) : errAsync({ kind: 'not-found' });
  }
}
