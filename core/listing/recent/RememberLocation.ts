import type { ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import { rememberLocation } from './lastSearches.ts';
import type { LastLocation, RecentSearches, StorageUnavailable } from './RecentSearches.ts';

/** Puts a location on top of the last 5 and answers the new list. */
export class RememberLocation implements UseCase<LastLocation, readonly LastLocation[], StorageUnavailable> {
  constructor(private readonly recent: RecentSearches) {}

  execute(location: LastLocation): ResultAsync<readonly LastLocation[], StorageUnavailable> {
    return this.recent.loadLocations().andThen((locations) => {
      const updated = rememberLocation(locations, location);
      return this.recent.saveLocations(updated).map(() => updated);
    });
  }
}
