import { okAsync, type ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import { isLoggedIn } from '../../session/SessionState.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import type { JobFilters } from './JobFilters.ts';
import { localJobFilter, type JobFilter } from '../JobFilter.ts';
import type { QuarantinedSearches, SavedSearchesStore } from './SavedSearchesStore.ts';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';

export interface SavedSearchList {
  readonly source: 'local' | 'server';
  readonly searches: readonly JobFilter[];
  readonly quarantined?: QuarantinedSearches;
  readonly migratedFrom?: string;
}

export interface ListSavedSearchesInput {
  /** `local`: this device's searches even when logged in (what MoveLocalSearchesToAccount would move). */
  readonly only?: 'local';
}

/**
 * The saved searches of the header popup: a guest's from this device (count 0, no alert), a
 * logged-in candidate's from the server with unread counts and alerts. Local reads never fail;
 * server reads fail with unauthorized, network-failure, http-failure, bad-gateway-payload.
 */
export class ListSavedSearches implements UseCase<ListSavedSearchesInput | void, SavedSearchList, GatewayFailure> {
  constructor(
    private readonly jobFilters: JobFilters,
    private readonly store: SavedSearchesStore,
    private readonly session: SessionStore,
    private readonly calls: AuthenticatedCalls,
  ) {}

  execute(input: ListSavedSearchesInput | void): ResultAsync<SavedSearchList, GatewayFailure> {
    if (isLoggedIn(this.session.current) && input?.only !== 'local') {
      return this.calls.run(() => this.jobFilters.list()).map((searches) => ({ source: 'server' as const, searches }));
    }
    return this.store.load().andThen((loaded) =>
      okAsync<SavedSearchList, GatewayFailure>({
        source: 'local',
        searches: loaded.searches.map(localJobFilter),
        ...(loaded.quarantined ? { quarantined: loaded.quarantined } : {}),
        ...(loaded.migratedFrom ? { migratedFrom: loaded.migratedFrom } : {}),
      }),
    );
  }
}
