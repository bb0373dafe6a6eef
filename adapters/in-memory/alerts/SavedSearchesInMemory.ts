import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { StorageUnavailable } from '../../../core/alerts/AlertFailure.ts';
import type { SavedSearch } from '../../../core/alerts/JobFilter.ts';
import { encodeSavedSearches, quarantineKey, recoveryPlan, SAVED_SEARCHES_STORE } from '../../../core/alerts/saved-searches/savedSearchesFormat.ts';
import type { LoadedSearches, SavedSearchesStore } from '../../../core/alerts/saved-searches/SavedSearchesStore.ts';

/**
 * A guest's saved searches as text in a map, keyed like localStorage (`jobAlerts`, and
 * `jobAlerts.corrupt.<timestamp>` for values kept aside), so tests and demos can start from any
 * stored text. `failWrites` plays a full or blocked storage.
 */
export class SavedSearchesInMemory implements SavedSearchesStore {
  private readonly texts = new Map<string, string>();
  /** The stored value could not be copied aside: writing now would lose it. */
  private writesBlocked = false;
  failWrites = false;

  constructor(
    stored: string | null = null,
    private readonly now: () => Date = () => new Date(),
  ) {
    if (stored !== null) this.texts.set(SAVED_SEARCHES_STORE, stored);
  }

  /** The stored text under `key` (default: the store itself). */
  text(key: string = SAVED_SEARCHES_STORE): string | null {
    return this.texts.get(key) ?? null;
  }

  keys(): readonly string[] {
    return [...this.texts.keys()];
  }

  load(): ResultAsync<LoadedSearches, never> {
    const original = this.text();
    const plan = recoveryPlan(original);
    let quarantined: LoadedSearches['quarantined'];
    if (plan.keepAside !== null && original !== null) {
      if (this.failWrites) {
        this.writesBlocked = true;
        return okAsync({ searches: plan.searches });
      }
      const key = this.freeKey(quarantineKey(this.now()));
      this.texts.set(key, original);
      quarantined = { location: key, reason: plan.keepAside };
    }
    if (plan.rewrite !== null && !this.failWrites) this.texts.set(SAVED_SEARCHES_STORE, plan.rewrite);
    return okAsync({
      searches: plan.searches,
      ...(quarantined ? { quarantined } : {}),
      ...(plan.migratedFrom !== null ? { migratedFrom: plan.migratedFrom } : {}),
    });
  }

  save(searches: readonly SavedSearch[]): ResultAsync<void, StorageUnavailable> {
    if (this.failWrites) return errAsync({ kind: 'storage-unavailable', message: 'storage refused the write' });
    if (this.writesBlocked) return errAsync({ kind: 'storage-unavailable', message: 'the unreadable stored searches could not be kept aside' });
    this.texts.set(SAVED_SEARCHES_STORE, encodeSavedSearches(searches));
    return okAsync(undefined);
  }

  private freeKey(key: string): string {
    let candidate = key;
    for (let n = 2; this.texts.has(candidate); n += 1) candidate = `${key}.${n}`;
    return candidate;
  }
}
