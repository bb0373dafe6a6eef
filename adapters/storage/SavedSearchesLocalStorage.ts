import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { StorageUnavailable } from '../../core/alerts/AlertFailure.ts';
import type { SavedSearch } from '../../core/alerts/JobFilter.ts';
import { encodeSavedSearches, quarantineKey, recoveryPlan, SAVED_SEARCHES_STORE } from '../../core/alerts/saved-searches/savedSearchesFormat.ts';
import type { LoadedSearches, SavedSearchesStore } from '../../core/alerts/saved-searches/SavedSearchesStore.ts';

/** The slice of the Web Storage API this adapter uses. */
export type SavedSearchesStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * A guest's saved searches in localStorage under the spec's store name `jobAlerts` (one origin per
 * tenant). Not over the KeyValueStore port on purpose: that port swallows refused writes, and a
 * saved search that silently failed to save is exactly what the user must be told about.
 * An unreadable value is copied to `jobAlerts.corrupt.<timestamp>` before it is replaced; when even
 * that copy is refused, the value is left alone and saving fails until it can be kept.
 */
export class SavedSearchesLocalStorage implements SavedSearchesStore {
  private writesBlocked = false;

  constructor(
    private readonly storage: () => SavedSearchesStorage | null | undefined = defaultStorage,
    private readonly now: () => Date = () => new Date(),
  ) {}

  load(): ResultAsync<LoadedSearches, never> {
    const storage = this.safeStorage();
    const original = read(storage, SAVED_SEARCHES_STORE);
    const plan = recoveryPlan(original);
    let quarantined: LoadedSearches['quarantined'];
    if (plan.keepAside !== null && original !== null) {
      const key = this.freeKey(storage, quarantineKey(this.now()));
      if (!write(storage, key, original)) {
        this.writesBlocked = true;
        return okAsync({ searches: plan.searches });
      }
      quarantined = { location: key, reason: plan.keepAside };
    }
    if (plan.rewrite !== null) write(storage, SAVED_SEARCHES_STORE, plan.rewrite);
    return okAsync({
      searches: plan.searches,
      ...(quarantined ? { quarantined } : {}),
      ...(plan.migratedFrom !== null ? { migratedFrom: plan.migratedFrom } : {}),
    });
  }

  save(searches: readonly SavedSearch[]): ResultAsync<void, StorageUnavailable> {
    if (this.writesBlocked) return errAsync({ kind: 'storage-unavailable', message: 'the unreadable stored searches could not be kept aside' });
    const storage = this.safeStorage();
    if (!storage) return errAsync({ kind: 'storage-unavailable', message: 'localStorage is not available' });
    try {
      storage.setItem(SAVED_SEARCHES_STORE, encodeSavedSearches(searches));
      return okAsync(undefined);
    } catch (error) {
      return errAsync({ kind: 'storage-unavailable', message: error instanceof Error ? error.message : String(error) });
    }
  }

  private safeStorage(): SavedSearchesStorage | null {
    try {
      return this.storage() ?? null;
    } catch {
      return null;
    }
  }

  private freeKey(storage: SavedSearchesStorage | null, key: string): string {
    let candidate = key;
    for (let n = 2; read(storage, candidate) !== null; n += 1) candidate = `${key}.${n}`;
    return candidate;
  }
}

function read(storage: SavedSearchesStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: SavedSearchesStorage | null, key: string, value: string): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Reading `window.localStorage` itself can throw (storage disabled), so it is looked up lazily and guarded. */
function defaultStorage(): SavedSearchesStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
