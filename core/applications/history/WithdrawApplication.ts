import { errAsync, type ResultAsync } from 'neverthrow';
import type { SessionCoordinator } from '../../session/SessionCoordinator.ts';
import { isLoggedIn } from '../../session/SessionState.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { ApplicationHistory } from '../ApplicationHistory.ts';
import type { ApplicationHistoryStore } from '../ApplicationHistoryStore.ts';

/**
 * Takes an item out of the history by its redirect id: "no, I did not apply" for a click
 * elsewhere, or the withdrawal of a board application, which deletes it and its CV for the
 * employer too. Guests fail with unauthorized without a call. Fails with not-found, unauthorized,
 * network-failure, http-failure.
 */
export class WithdrawApplication implements UseCase<string, void, GatewayFailure> {
  constructor(
    private readonly history: ApplicationHistory,
    private readonly coordinator: SessionCoordinator,
    private readonly session: SessionStore,
    private readonly store: ApplicationHistoryStore,
  ) {}

  execute(redirectId: string): ResultAsync<void, GatewayFailure> {
    if (!isLoggedIn(this.session.current)) return errAsync({ kind: 'unauthorized' });
    return this.coordinator.run(() => this.history.remove(redirectId)).map(() => this.store.remove(redirectId));
  }
}
