// @ts-nocheck
import { ResultAsync } from 'neverthrow';
import type { ErrorReporter } from '../shared/ErrorReporter.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { SessionCoordinator } from './SessionCoordinator.ts';
import type { SessionTokens } from './SessionTokens.ts';

/**
 * Logs out: asks the gateway to revoke the refresh token, then, whatever it answered, forgets the
 * bearer token (so no Authorization header is sent again), the cached profile and the user-id
 * cookie. A failed revocation is reported, not returned: the user is logged out here either way.
 */
export class Logout implements UseCase<void, void, never> {
  constructor(
    private readonly tokens: SessionTokens,
    private readonly coordinator: SessionCoordinator,
    private readonly reporter: ErrorReporter,
  ) {}

  execute(): ResultAsync<void, never> {
    return ResultAsync.fromSafePromise(
      this.tokens.logout().match(
        () => undefined,
        (failure) => this.reporter.report(failure, { context: 'session.logout' }),
      ),
    ).map(() => this.coordinator.endLocally());
  }
}
