import { okAsync, type ResultAsync } from 'neverthrow';
import type { SessionCoordinator } from '../../session/SessionCoordinator.ts';
import { isLoggedIn } from '../../session/SessionState.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { ApplicationHistory } from '../ApplicationHistory.ts';
import type { ApplicationHistoryStore } from '../ApplicationHistoryStore.ts';

/** How many offers the candidate's history holds, into the store. Guests: null, no call. Fails with unauthorized, network-failure, http-failure, bad-gateway-payload. */
export class LoadApplicationHistoryCount implements UseCase<void, number | null, GatewayFailure> {
  constructor(
    private readonly history: ApplicationHistory,
    private readonly coordinator: SessionCoordinator,
    private readonly session: SessionStore,
    private readonly store: ApplicationHistoryStore,
  ) {}

  execute(): ResultAsync<number | null, GatewayFailure> {
    if (!isLoggedIn(this.session.current)) return okAsync(null);
    return this.coordinator
      .run(() => this.history.count())
      .map((count) => {
        this.store.setCount(count);
        return count;
      });
  }
}
