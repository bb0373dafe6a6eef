// @ts-nocheck
import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { SessionCoordinator } from './SessionCoordinator.ts';
import type { RefreshedSession } from './SessionTokens.ts';

/**
 * Refreshes the bearer token now (shared with any refresh already running). Fails with
 * unauthorized (the session is then ended locally and failedRefresh emitted), network-failure,
 * http-failure, bad-gateway-payload.
 */
export class RefreshSession implements UseCase<void, RefreshedSession, GatewayFailure> {
  constructor(private readonly coordinator: SessionCoordinator) {}

  execute(): ResultAsync<RefreshedSession, GatewayFailure> {
    return this.coordinator.refresh();
  }
}
