import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import type { CreateAlertFailure, SaveAlertFailure } from '../AlertFailure.ts';
import type { AlertSearch } from '../alertRules.ts';
import type { EnableAlert } from './EnableAlert.ts';
import type { JobFilter } from '../JobFilter.ts';
import type { ListSavedSearches } from '../saved-searches/ListSavedSearches.ts';
import type { SaveAlert } from '../saved-searches/SaveAlert.ts';

export interface CreateCandidateAlertInput extends AlertSearch {
  readonly name: string;
  /** twiceAWeek when absent. */
  readonly frequency?: string;
}

/**
 * The saved search for a listing URL, or null. URLs compare as the gateway compares them (as sent,
 * surrounding space aside).
 */
export function savedSearchFor(searches: readonly JobFilter[], searchUrl: string): JobFilter | null {
  const wanted = searchUrl.trim();
  if (wanted === '') return null;
  return searches.find((search) => search.searchUrl.trim() === wanted) ?? null;
}

/**
 * The register dialog's submit for a logged-in candidate: "create filter plus alert", the two
 * separate steps of the spec (SaveAlert, then EnableAlert). When the filter is already saved
 * (filter-exists), its existing filter gets the alert instead; if that filter cannot be found the
 * filter-exists warning stands. An alert already active on it is active-alert-exists.
 */
export class CreateCandidateAlert implements UseCase<CreateCandidateAlertInput, JobFilter, SaveAlertFailure | CreateAlertFailure> {
  constructor(
    private readonly saveAlert: SaveAlert,
    private readonly listSavedSearches: ListSavedSearches,
    private readonly enableAlert: EnableAlert,
  ) {}

  execute(input: CreateCandidateAlertInput): ResultAsync<JobFilter, SaveAlertFailure | CreateAlertFailure> {
    return this.saveAlert
      .execute({ searchUrl: input.searchUrl, filters: input.filters, name: input.name })
      .map((saved) => saved.search)
      .orElse((failure) => (failure.kind === 'filter-exists' ? this.existing(input.searchUrl, failure) : errAsync(failure)))
      .andThen((filter) =>
        this.enableAlert.execute({
          jobFilterId: filter.id,
          name: input.name,
          ...(input.frequency === undefined ? {} : { frequency: input.frequency }),
        }),
      );
  }

  private existing(searchUrl: string, failure: SaveAlertFailure): ResultAsync<JobFilter, SaveAlertFailure> {
    return this.listSavedSearches
      .execute()
      .mapErr(() => failure)
      .andThen((list) => {
        const found = list.source === 'server' ? savedSearchFor(list.searches, searchUrl) : null;
        return found === null ? errAsync(failure) : okAsync(found);
      });
  }
}
