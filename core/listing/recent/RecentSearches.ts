import type { ResultAsync } from 'neverthrow';

export type LastSearchVariant = 'titles' | 'keyword' | 'companies' | 'skills';

/** A search the user made (spec: stored last search). */
export interface LastSearch {
  readonly title: string;
  readonly variant: LastSearchVariant;
}

/** A location the user searched in; shown under the picker's 'lastSearch' group. */
export interface LastLocation {
  readonly slug: string;
  readonly label: string;
}

export type StorageUnavailable = { readonly kind: 'storage-unavailable'; readonly message: string };

/**
 * The last 8 searches and last 5 locations, kept by the browser. Loading never fails: a missing or
 * unparseable stored value reads as empty (adapters decode with `decodeLastSearches` and
 * `decodeLastLocations`). Adapters know the tenant; callers never pass it.
 */
export interface RecentSearches {
  /** Newest first. Never fails. */
  loadSearches(): ResultAsync<readonly LastSearch[], never>;
  /** Replaces the stored list. Fails with storage-unavailable (quota, storage blocked). */
  saveSearches(searches: readonly LastSearch[]): ResultAsync<void, StorageUnavailable>;
  /** Newest first. Never fails. */
  loadLocations(): ResultAsync<readonly LastLocation[], never>;
  /** Replaces the stored list. Fails with storage-unavailable (quota, storage blocked). */
  saveLocations(locations: readonly LastLocation[]): ResultAsync<void, StorageUnavailable>;
}
