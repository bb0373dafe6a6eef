import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { EmployerSessionCoordinator } from './EmployerSessionCoordinator.ts';

/**
 * A new access token now, through the refresh cookie (shared with a refresh already running): the
 * token, or null when the gateway refused the grant (platform.md 8), in which case the session is
 * ended on this tab. Fails with network-failure, http-failure, bad-gateway-payload.
 */
export class RefreshEmployerSession implements UseCase<void, string | null, GatewayFailure> {
  constructor(private readonly coordinator: EmployerSessionCoordinator) {}

  execute(): ResultAsync<string | null, GatewayFailure> {
    return this.coordinator.refresh();
  }
}
