// @ts-nocheck
import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { Tenant } from './Tenant.ts';
import type { Tenants } from './Tenants.ts';

export class GetTenant implements UseCase<string, Tenant, GatewayFailure> {
  constructor(private readonly tenants: Tenants) {}

  execute(id: string): ResultAsync<Tenant, GatewayFailure> {
    return this.tenants.get(id);
  }
}
