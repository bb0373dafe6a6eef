import type { ResultAsync } from 'neverthrow';
import type { StorageUnavailable } from '../AlertFailure.ts';
import type { SavedSearch } from '../JobFilter.ts';

/** A stored value that could not be read as it was, copied aside instead of being lost. */
export interface QuarantinedSearches {
  /** Where the original text now is: a storage key (`jobAlerts.corrupt.<timestamp>`) or a file path. */
  readonly location: string;
  /** Why: `unparseable` (not JSON), `unknown-form` (JSON, no known shape, or a newer version), `bad-entries` (some entries dropped). */
  readonly reason: 'unparseable' | 'unknown-form' | 'bad-entries';
}

export interface LoadedSearches {
  readonly searches: readonly SavedSearch[];
  /** Set when the stored value was unreadable (in whole or part) and its original was kept aside. */
  readonly quarantined?: QuarantinedSearches;
  /** Set when an older form was read (and rewritten as version 1). */
  readonly migratedFrom?: string;
}

/**
 * A guest's saved searches on this device: the store `jobAlerts`, version 1
 * (`{ "version": 1, "searches": [...] }`, see `savedSearchesFormat.ts`). Adapters decode and encode
 * with `decodeSavedSearches` / `encodeSavedSearches`; an older form is migrated and written back; a
 * value they cannot read is copied aside (never silently wiped) and reported as `quarantined`.
 */
export interface SavedSearchesStore {
  /** The searches in saved order. Never fails: unreadable storage reads as empty. */
  load(): ResultAsync<LoadedSearches, never>;
  /** Replaces the stored list. Fails with storage-unavailable (quota, blocked storage, unwritable file). */
  save(searches: readonly SavedSearch[]): ResultAsync<void, StorageUnavailable>;
}
