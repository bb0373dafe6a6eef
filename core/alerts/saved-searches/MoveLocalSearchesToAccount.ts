import { errAsync, ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import { isLoggedIn } from '../../session/SessionState.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import { toCreateAlertFailure, type AlertConflict, type AlertFailed, type AlertLimitReached, type LoginRequired } from '../AlertFailure.ts';
import { defaultAlertName } from '../alertName.ts';
import { alertNameProblem } from '../alertRules.ts';
import type { JobFilters } from './JobFilters.ts';
import type { JobFilter, SavedSearch } from '../JobFilter.ts';
import type { SavedSearchesStore } from './SavedSearchesStore.ts';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';

export interface MoveOutcome {
  /** Now server filters, and gone from the device. */
  readonly moved: readonly JobFilter[];
  /** The account had them already (filter-exists): gone from the device, nothing lost. */
  readonly alreadyOnAccount: readonly SavedSearch[];
  /** Could not be moved: still on the device, with why. */
  readonly kept: ReadonlyArray<{ readonly search: SavedSearch; readonly failure: AlertConflict | AlertLimitReached | AlertFailed }>;
  /** False when the device's store refused the update: everything is then still there too. */
  readonly deviceUpdated: boolean;
}

/**
 * After login, the guest's local searches are offered for moving to the account (list them with
 * `ListSavedSearches({ only: 'local' })`; declining simply leaves them on the device). Accepting
 * runs this: one server filter per search, in saved order; a search leaves the device only once the
 * account has it. Fails only with login-required.
 */
export class MoveLocalSearchesToAccount implements UseCase<void, MoveOutcome, LoginRequired> {
  constructor(
    private readonly jobFilters: JobFilters,
    private readonly store: SavedSearchesStore,
    private readonly session: SessionStore,
    private readonly calls: AuthenticatedCalls,
  ) {}

  execute(): ResultAsync<MoveOutcome, LoginRequired> {
    if (!isLoggedIn(this.session.current)) return errAsync({ kind: 'login-required' });
    return this.store.load().andThen((loaded) => ResultAsync.fromSafePromise(this.moveAll(loaded.searches)));
  }

  private async moveAll(searches: readonly SavedSearch[]): Promise<MoveOutcome> {
    const moved: JobFilter[] = [];
    const alreadyOnAccount: SavedSearch[] = [];
    const kept: Array<MoveOutcome['kept'][number]> = [];
    const gone = new Set<string>();
    for (const search of searches) {
      const name = alertNameProblem(search.filterName) === null ? search.filterName.trim() : defaultAlertName(search.filters);
      const result = await this.calls
        .run(() => this.jobFilters.create({ searchUrl: search.searchUrl, name, filters: search.filters }))
        .mapErr(toCreateAlertFailure);
      if (result.isOk()) {
        moved.push(result.value);
        gone.add(search.id);
      } else if (result.error.kind === 'filter-exists') {
        alreadyOnAccount.push(search);
        gone.add(search.id);
      } else kept.push({ search, failure: result.error });
    }
    if (gone.size === 0) return { moved, alreadyOnAccount, kept, deviceUpdated: true };
    // Re-read: a search saved meanwhile (another tab) must not be dropped by writing an old list.
    const saved = await this.store.load().andThen((current) => this.store.save(current.searches.filter((search) => !gone.has(search.id))));
    return { moved, alreadyOnAccount, kept, deviceUpdated: saved.isOk() };
  }
}
