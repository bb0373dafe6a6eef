import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Clock } from '../../shared/Clock.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';
import { isLoggedIn } from '../../session/SessionState.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import { toCreateAlertFailure, type SaveAlertFailure } from '../AlertFailure.ts';
import { defaultAlertName } from '../alertName.ts';
import { validAlertName, type AlertSearch } from '../alertRules.ts';
import type { JobFilters } from './JobFilters.ts';
import { localJobFilter, type JobFilter, type SavedSearch } from '../JobFilter.ts';
import { addLocalSearch, savedSearchId } from './savedSearchesFormat.ts';
import type { QuarantinedSearches, SavedSearchesStore } from './SavedSearchesStore.ts';

export interface SaveAlertInput extends AlertSearch {
  /** The name the user gave; absent: `defaultAlertName(filters)` (callers with labels pass their default). */
  readonly name?: string;
}

export interface SavedAlert {
  /** Where it went: this device (guest) or the candidate's account. */
  readonly target: 'local' | 'server';
  readonly search: JobFilter;
  /** False when a guest saved a URL already saved (nothing changed). */
  readonly added: boolean;
  /** The local store had an unreadable value, now kept aside (see SavedSearchesStore). */
  readonly quarantined?: QuarantinedSearches;
}

/**
 * SaveAlert: the step from "not saved" to "saved filter". A guest's search goes to the device's
 * store (id = hash of the URL, the same URL twice is one search, the 11th is local-limit-reached);
 * a logged-in candidate's becomes a server filter (filter-exists, alert-limit-reached,
 * other failures alert-failed). A name that breaks the rules fails before anything is stored.
 */
export class SaveAlert implements UseCase<SaveAlertInput, SavedAlert, SaveAlertFailure> {
  constructor(
    private readonly jobFilters: JobFilters,
    private readonly store: SavedSearchesStore,
    private readonly session: SessionStore,
    private readonly calls: AuthenticatedCalls,
    private readonly clock: Clock,
  ) {}

  execute(input: SaveAlertInput): ResultAsync<SavedAlert, SaveAlertFailure> {
    const searchUrl = input.searchUrl.trim();
    if (searchUrl === '') return errAsync({ kind: 'invalid-search-url' });
    const name = validAlertName(input.name ?? defaultAlertName(input.filters));
    if (name.isErr()) return errAsync(name.error);
    if (isLoggedIn(this.session.current)) {
      return this.calls
        .run(() => this.jobFilters.create({ searchUrl, name: name.value, filters: input.filters }))
        .mapErr(toCreateAlertFailure)
        .map((search) => ({ target: 'server' as const, search, added: true }));
    }
    const search: SavedSearch = {
      id: savedSearchId(searchUrl),
      searchUrl,
      filterName: name.value,
      filters: input.filters,
      savedAt: this.clock.now().toISOString(),
    };
    return this.store.load().andThen((loaded) => {
      const next = addLocalSearch(loaded.searches, search);
      if (next.isErr()) return errAsync(next.error);
      const saved: SavedAlert = {
        target: 'local',
        search: localJobFilter(next.value.search),
        added: next.value.added,
        ...(loaded.quarantined ? { quarantined: loaded.quarantined } : {}),
      };
      return next.value.added ? this.store.save(next.value.searches).map(() => saved) : okAsync(saved);
    });
  }
}
