import { okAsync, type ResultAsync } from 'neverthrow';
import type { ErrorReporter } from '../../shared/ErrorReporter.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import { isLoggedIn } from '../../session/SessionState.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import type { JobFilters } from './JobFilters.ts';
import type { JobFilter } from '../JobFilter.ts';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';

export interface OpenedSearch {
  /** Where to navigate: the saved search URL. */
  readonly url: string;
  /** The unread offers were marked read first. */
  readonly markedRead: boolean;
}

/**
 * Opening a saved search. A logged-in candidate's with unread offers (count above 0) has them
 * marked read first, then the URL is returned for navigation. Marking read is a side effect of
 * opening: when it fails the failure is reported and the search opens anyway. Never fails.
 */
export class OpenSavedSearch implements UseCase<Pick<JobFilter, 'id' | 'searchUrl' | 'count'>, OpenedSearch, never> {
  constructor(
    private readonly jobFilters: JobFilters,
    private readonly session: SessionStore,
    private readonly calls: AuthenticatedCalls,
    private readonly reporter: ErrorReporter,
  ) {}

  execute(search: Pick<JobFilter, 'id' | 'searchUrl' | 'count'>): ResultAsync<OpenedSearch, never> {
    if (!isLoggedIn(this.session.current) || search.count <= 0) return okAsync({ url: search.searchUrl, markedRead: false });
    return this.calls
      .run(() => this.jobFilters.readFilteredOffers(search.id))
      .map(() => ({ url: search.searchUrl, markedRead: true }))
      .orElse((failure) => {
        this.reporter.report(failure, { action: 'read-filtered-offers', jobFilterId: search.id });
        return okAsync({ url: search.searchUrl, markedRead: false });
      });
  }
}
