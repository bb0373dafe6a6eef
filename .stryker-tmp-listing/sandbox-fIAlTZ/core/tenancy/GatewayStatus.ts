// @ts-nocheck
import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';

export interface Health {
  readonly status: 'ok';
  readonly database: 'pglite' | 'postgres';
  readonly offers: number;
  readonly version: string;
}

/** Whether the gateway and its database answer. */
export interface GatewayStatus {
  /** Fails with network-failure, bad-gateway-payload, http-failure. */
  health(): ResultAsync<Health, GatewayFailure>;
}
