import type { ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import { rememberSearch } from './lastSearches.ts';
import type { LastSearch, RecentSearches, StorageUnavailable } from './RecentSearches.ts';

/** Puts a search on top of the last 8 and answers the new list. */
export class RememberSearch implements UseCase<LastSearch, readonly LastSearch[], StorageUnavailable> {
  constructor(private readonly recent: RecentSearches) {}

  execute(search: LastSearch): ResultAsync<readonly LastSearch[], StorageUnavailable> {
    return this.recent.loadSearches().andThen((searches) => {
      const updated = rememberSearch(searches, search);
      return this.recent.saveSearches(updated).map(() => updated);
    });
  }
}
