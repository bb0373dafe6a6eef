import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { HISTORY_IDS_MAX, HISTORY_PAGE_SIZE_MAX } from '../../../contract/applications.ts';
import type { ApplicationFailure } from '../../../core/applications/ApplicationFailure.ts';
import type { ApplicationHistory, HistoryItem, HistoryPage, HistoryQuery } from '../../../core/applications/ApplicationHistory.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { ApplicationLedgerInMemory, LedgerHistoryEntry } from './ApplicationLedgerInMemory.ts';

/** Who calls: a candidate's id, a guest (null), or a bearer the gateway would refuse. */
export type CandidateCaller = () => string | null | 'invalid';

/** The history as the gateway keeps it (newest first, one item per offer, redirect ids), over the shared ledger. */
export class ApplicationHistoryInMemory implements ApplicationHistory {
  constructor(
    private readonly ledger: ApplicationLedgerInMemory,
    private readonly caller: CandidateCaller,
  ) {}

  list(query: HistoryQuery): ResultAsync<HistoryPage, ApplicationFailure> {
    return this.as((entries) => {
      const { page, pageSize, ids } = query;
      if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > HISTORY_PAGE_SIZE_MAX) {
        return errAsync({
          kind: 'invalid-input',
          message: `page and pageSize are whole numbers from 1 (pageSize at most ${HISTORY_PAGE_SIZE_MAX}).`,
        });
      }
      if (ids !== undefined && ids.length > HISTORY_IDS_MAX)
        return errAsync({ kind: 'invalid-input', message: `jobAdvertisementsIds takes at most ${HISTORY_IDS_MAX} offer ids.` });
      const chosen = entries
        .filter((entry) => query.isConfirmed === undefined || (entry.confirmedAt !== null) === query.isConfirmed)
        .filter((entry) => ids === undefined || ids.includes(entry.offer.id));
      const start = (page - 1) * pageSize;
      const items = chosen.slice(start, start + pageSize).map((entry) => this.ledger.toItem(entry));
      return okAsync({ items, pageNumber: page, hasNextPage: start + pageSize < chosen.length, total: chosen.length });
    });
  }

  count(isConfirmed?: boolean): ResultAsync<number, GatewayFailure> {
    return this.as((entries) => okAsync(entries.filter((entry) => isConfirmed === undefined || (entry.confirmedAt !== null) === isConfirmed).length));
  }

  recordExternal(jobAdvertisementId: string): ResultAsync<HistoryItem, ApplicationFailure> {
    return this.as((entries): ResultAsync<HistoryItem, ApplicationFailure> => {
      const offer = this.ledger.offerById(jobAdvertisementId);
      if (!offer) return errAsync({ kind: 'not-found' as const });
      const known = entries.find((entry) => entry.offer.id === offer.id);
      if (known) return okAsync(this.ledger.toItem(known));
      const entry: LedgerHistoryEntry = {
        redirectId: this.ledger.nextId(),
        offer,
        source: 'external',
        applicationId: null,
        confirmedAt: null,
        createdAt: this.ledger.now().toISOString(),
      };
      entries.unshift(entry);
      return okAsync(this.ledger.toItem(entry));
    });
  }

  confirm(redirectId: string): ResultAsync<HistoryItem, GatewayFailure> {
    return this.as((entries) => {
      const entry = entries.find((candidate) => candidate.redirectId === redirectId);
      if (!entry) return errAsync({ kind: 'not-found' as const });
      entry.confirmedAt ??= this.ledger.now().toISOString();
      return okAsync(this.ledger.toItem(entry));
    });
  }

  remove(redirectId: string): ResultAsync<void, GatewayFailure> {
    return this.as((entries) => {
      const index = entries.findIndex((candidate) => candidate.redirectId === redirectId);
      if (index < 0) return errAsync({ kind: 'not-found' as const });
      const [entry] = entries.splice(index, 1);
      if (entry?.applicationId) this.ledger.deleteApplication(entry.applicationId);
      return okAsync(undefined);
    });
  }

  private as<T, E>(run: (entries: LedgerHistoryEntry[]) => ResultAsync<T, E>): ResultAsync<T, E | GatewayFailure> {
    const caller = this.caller();
    if (caller === null || caller === 'invalid') return errAsync({ kind: 'unauthorized' });
    return run(this.ledger.historyOf(caller));
  }
}
