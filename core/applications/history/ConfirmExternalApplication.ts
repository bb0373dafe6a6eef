import { errAsync, type ResultAsync } from 'neverthrow';
import type { SessionCoordinator } from '../../session/SessionCoordinator.ts';
import { isLoggedIn } from '../../session/SessionState.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { ApplicationHistory, HistoryItem } from '../ApplicationHistory.ts';
import type { ApplicationHistoryStore } from '../ApplicationHistoryStore.ts';

/**
 * "Yes, I applied" for a click elsewhere: the item is confirmed (the offer shows as applied).
 * Guests fail with unauthorized without a call. Fails with not-found, unauthorized,
 * network-failure, http-failure, bad-gateway-payload.
 */
export class ConfirmExternalApplication implements UseCase<string, HistoryItem, GatewayFailure> {
  constructor(
    private readonly history: ApplicationHistory,
    private readonly coordinator: SessionCoordinator,
    private readonly session: SessionStore,
    private readonly store: ApplicationHistoryStore,
  ) {}

  execute(redirectId: string): ResultAsync<HistoryItem, GatewayFailure> {
    if (!isLoggedIn(this.session.current)) return errAsync({ kind: 'unauthorized' });
    return this.coordinator
      .run(() => this.history.confirm(redirectId))
      .map((item) => {
        this.store.put(item);
        return item;
      });
  }
}
