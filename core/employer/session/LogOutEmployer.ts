import { ResultAsync } from 'neverthrow';
import type { BearerTokenStore } from '../../session/BearerTokenStore.ts';
import type { ErrorReporter } from '../../shared/ErrorReporter.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { EmployerAuthentication } from '../EmployerAuthentication.ts';
import type { EmployerSessionCoordinator } from './EmployerSessionCoordinator.ts';

/**
 * Logs out: the gateway revokes this login (RFC 7009: the access token's family and the refresh
 * cookie), then, whatever it answered, the tab forgets the token and the profile. A failed
 * revocation is reported, not returned: the employer is logged out here either way.
 */
export class LogOutEmployer implements UseCase<void, void, never> {
  constructor(
    private readonly authentication: EmployerAuthentication,
    private readonly bearer: BearerTokenStore,
    private readonly coordinator: EmployerSessionCoordinator,
    private readonly reporter: ErrorReporter,
  ) {}

  execute(): ResultAsync<void, never> {
    return ResultAsync.fromSafePromise(
      this.authentication.revoke(this.bearer.get()).match(
        () => undefined,
        (failure) => this.reporter.report(failure, { context: 'employer.logout' }),
      ),
    ).map(() => this.coordinator.endLocally());
  }
}
