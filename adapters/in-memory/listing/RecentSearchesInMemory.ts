import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { decodeLastLocations, decodeLastSearches, encodeRecent } from '../../../core/listing/recent/lastSearches.ts';
import type { LastLocation, LastSearch, RecentSearches, StorageUnavailable } from '../../../core/listing/recent/RecentSearches.ts';

/**
 * RecentSearches kept as the text a browser would store, read back with the same decoders as the
 * local-storage adapter, so that "unparseable reads as empty" is exercised here too.
 */
export class RecentSearchesInMemory implements RecentSearches {
  /** The stored texts, as local storage would hold them. Tests may put anything here. */
  storedSearches: string | null;
  storedLocations: string | null;
  /** Makes every save fail, as a full or blocked storage does. */
  unavailable = false;

  constructor(initial: { readonly searches?: string | null; readonly locations?: string | null } = {}) {
    this.storedSearches = initial.searches ?? null;
    this.storedLocations = initial.locations ?? null;
  }

  loadSearches(): ResultAsync<readonly LastSearch[], never> {
    return okAsync(decodeLastSearches(this.storedSearches));
  }

  saveSearches(searches: readonly LastSearch[]): ResultAsync<void, StorageUnavailable> {
    return this.write('storedSearches', encodeRecent(searches));
  }

  loadLocations(): ResultAsync<readonly LastLocation[], never> {
    return okAsync(decodeLastLocations(this.storedLocations));
  }

  saveLocations(locations: readonly LastLocation[]): ResultAsync<void, StorageUnavailable> {
    return this.write('storedLocations', encodeRecent(locations));
  }

  private write(store: 'storedSearches' | 'storedLocations', text: string): ResultAsync<void, StorageUnavailable> {
    if (this.unavailable) return errAsync({ kind: 'storage-unavailable', message: 'storage is unavailable' });
    this[store] = text;
    return okAsync(undefined);
  }
}
