import { okAsync, type ResultAsync } from 'neverthrow';
import type { SessionCoordinator } from '../../session/SessionCoordinator.ts';
import { isLoggedIn } from '../../session/SessionState.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { ApplicationFailure } from '../ApplicationFailure.ts';
import type { ApplicationHistory, HistoryItem } from '../ApplicationHistory.ts';
import type { ApplicationHistoryStore } from '../ApplicationHistoryStore.ts';
import type { Applications } from '../Applications.ts';

export interface ExternalApplyClick {
  readonly offerId: string;
  readonly offerSlug: string;
  /** The tenant's applicationHistory flag: off, the click is only counted. */
  readonly historyEnabled: boolean;
}

/**
 * A click on an offer's apply button that leads elsewhere (its address or e-mail). The click is
 * counted for the employer's statistics (a failure there changes nothing for the candidate); a
 * logged-in candidate's history also gets an unconfirmed item, into the store, so that the board
 * asks "did you apply?" on return. Answers the item, or null when none is kept (a guest, the flag
 * off). Fails with the history's failure: not-found, unauthorized, network-failure, http-failure,
 * bad-gateway-payload.
 */
export class RecordExternalApply implements UseCase<ExternalApplyClick, HistoryItem | null, ApplicationFailure | GatewayFailure> {
  constructor(
    private readonly applications: Applications,
    private readonly history: ApplicationHistory,
    private readonly coordinator: SessionCoordinator,
    private readonly session: SessionStore,
    private readonly store: ApplicationHistoryStore,
  ) {}

  execute(click: ExternalApplyClick): ResultAsync<HistoryItem | null, ApplicationFailure | GatewayFailure> {
    const counted = this.applications
      .recordApplyClick(click.offerSlug)
      .map(() => undefined)
      .orElse(() => okAsync(undefined));
    if (!click.historyEnabled || !isLoggedIn(this.session.current)) return counted.map(() => null);
    return counted.andThen(() =>
      this.coordinator
        .run(() => this.history.recordExternal(click.offerId))
        .map((item) => {
          this.store.put(item);
          return item;
        }),
    );
  }
}
