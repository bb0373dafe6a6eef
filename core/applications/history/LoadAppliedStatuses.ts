import { okAsync, ResultAsync } from 'neverthrow';
import type { SessionCoordinator } from '../../session/SessionCoordinator.ts';
import { isLoggedIn } from '../../session/SessionState.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { ApplicationFailure } from '../ApplicationFailure.ts';
import { HISTORY_BATCH_SIZE, type ApplicationHistory, type HistoryItem } from '../ApplicationHistory.ts';
import type { ApplicationHistoryStore } from '../ApplicationHistoryStore.ts';

/** Splits ids into groups of at most `size`, dropping duplicates and empty ids. */
export function historyBatches(ids: readonly string[], size = HISTORY_BATCH_SIZE): string[][] {
  const unique = [...new Set(ids.filter((id) => id !== ''))];
  const groups: string[][] = [];
  for (let start = 0; start < unique.length; start += size) groups.push(unique.slice(start, start + size));
  return groups;
}

/**
 * isAppliedTo for the listed offers: the candidate's items for them, asked 25 offers per batch
 * (platform.md 9), recorded in the store. Guests get nothing, without a call. Fails with the first
 * batch failure (unauthorized, network-failure, http-failure, bad-gateway-payload); batches that
 * succeeded are still recorded.
 */
export class LoadAppliedStatuses implements UseCase<readonly string[], readonly HistoryItem[], ApplicationFailure | GatewayFailure> {
  constructor(
    private readonly history: ApplicationHistory,
    private readonly coordinator: SessionCoordinator,
    private readonly session: SessionStore,
    private readonly store: ApplicationHistoryStore,
  ) {}

  execute(ids: readonly string[]): ResultAsync<readonly HistoryItem[], ApplicationFailure | GatewayFailure> {
    if (!isLoggedIn(this.session.current)) return okAsync([]);
    const loads = historyBatches(ids).map((batch) =>
      this.coordinator
        .run(() => this.history.list({ page: 1, pageSize: batch.length, ids: batch }))
        .map((page) => {
          this.store.setStatuses(batch, page.items);
          return page.items;
        }),
    );
    return ResultAsync.combine(loads).map((pages) => pages.flat());
  }
}
