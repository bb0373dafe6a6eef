import type { ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import type { LastLocation, RecentSearches } from './RecentSearches.ts';

/** The last 5 locations, newest first, for the location picker's 'lastSearch' group. */
export class LoadRecentLocations implements UseCase<void, readonly LastLocation[], never> {
  constructor(private readonly recent: RecentSearches) {}

  execute(): ResultAsync<readonly LastLocation[], never> {
    return this.recent.loadLocations();
  }
}
