import { okAsync, type ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../core/shared/Failure.ts';
import type { GatewayStatus, Health } from '../../core/tenancy/GatewayStatus.ts';

/** A gateway that is always up, over an in-memory database of `offers` offers. */
export class GatewayStatusInMemory implements GatewayStatus {
  constructor(private readonly offers = 0) {}

  health(): ResultAsync<Health, GatewayFailure> {
    return okAsync({ status: 'ok', database: 'pglite', offers: this.offers, version: '0.0.0-test' });
  }
}
