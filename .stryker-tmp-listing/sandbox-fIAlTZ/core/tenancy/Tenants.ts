// @ts-nocheck
import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { Tenant } from './Tenant.ts';

/** The tenants the gateway serves. */
export interface Tenants {
  /** All tenants. Fails with network-failure, bad-gateway-payload, http-failure. */
  list(): ResultAsync<readonly Tenant[], GatewayFailure>;
  /** One tenant by id. Fails with not-found, network-failure, bad-gateway-payload, http-failure. */
  get(id: string): ResultAsync<Tenant, GatewayFailure>;
}
