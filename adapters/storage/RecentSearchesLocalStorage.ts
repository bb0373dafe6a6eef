import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { decodeLastLocations, decodeLastSearches, encodeRecent } from '../../core/listing/recent/lastSearches.ts';
import type { LastLocation, LastSearch, RecentSearches, StorageUnavailable } from '../../core/listing/recent/RecentSearches.ts';

/** The part of the Web Storage API this adapter uses; `window.localStorage` in the browser. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The last searches and locations in the browser's localStorage, one pair of keys per tenant.
 * Reading never fails: a missing store (private mode, blocked storage), a missing key or corrupt
 * JSON all read as an empty list. Writing fails with storage-unavailable when the browser refuses.
 */
export class RecentSearchesLocalStorage implements RecentSearches {
  private readonly searchesKey: string;
  private readonly locationsKey: string;

  constructor(
    tenantId: string,
    private readonly storage: () => StorageLike | null = defaultStorage,
  ) {
    this.searchesKey = `jobboard:${tenantId}:last-searches`;
    this.locationsKey = `jobboard:${tenantId}:last-locations`;
  }

  loadSearches(): ResultAsync<readonly LastSearch[], never> {
    return okAsync(decodeLastSearches(this.read(this.searchesKey)));
  }

  saveSearches(searches: readonly LastSearch[]): ResultAsync<void, StorageUnavailable> {
    return this.write(this.searchesKey, encodeRecent(searches));
  }

  loadLocations(): ResultAsync<readonly LastLocation[], never> {
    return okAsync(decodeLastLocations(this.read(this.locationsKey)));
  }

  saveLocations(locations: readonly LastLocation[]): ResultAsync<void, StorageUnavailable> {
    return this.write(this.locationsKey, encodeRecent(locations));
  }

  private read(key: string): string | null {
    try {
      return this.storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  private write(key: string, value: string): ResultAsync<void, StorageUnavailable> {
    try {
      const storage = this.storage();
      if (storage === null) return errAsync({ kind: 'storage-unavailable', message: 'localStorage is not available' });
      storage.setItem(key, value);
      return okAsync(undefined);
    } catch (error) {
      return errAsync({ kind: 'storage-unavailable', message: error instanceof Error ? error.message : String(error) });
    }
  }
}

/** Reading `window.localStorage` itself can throw (storage disabled), so it is looked up lazily and guarded. */
function defaultStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
