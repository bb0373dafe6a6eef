import type { ResultAsync } from 'neverthrow';
import type { SessionCoordinator } from '../../session/SessionCoordinator.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import { forLoggedInCandidate } from '../loggedInCandidate.ts';
import type { LoginRequired } from '../ProfileFailure.ts';
import type { CandidateAccount } from './CandidateAccount.ts';

/**
 * Deletes the account and everything of it on the gateway, then ends the session here (token,
 * user-id cookie, the stores that follow the session). The UI asks for confirmation first. Fails
 * with login-required, unauthorized, not-found, network-failure, http-failure: then nothing ended.
 */
export class DeleteAccount implements UseCase<void, void, GatewayFailure | LoginRequired> {
  constructor(
    private readonly account: CandidateAccount,
    private readonly coordinator: Pick<SessionCoordinator, 'run' | 'endLocally'>,
    private readonly session: SessionStore,
  ) {}

  execute(): ResultAsync<void, GatewayFailure | LoginRequired> {
    return forLoggedInCandidate(this.session, (candidateId) =>
      this.coordinator.run(() => this.account.deleteAccount(candidateId)).map(() => this.coordinator.endLocally()),
    );
  }
}
