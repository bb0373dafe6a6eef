import type { KeyValueStore } from '../../core/shared/KeyValueStore.ts';
import type { WebStorage } from './WebStorage.ts';

/** What the app's keys in localStorage start with. */
export const LOCAL_STORAGE_PREFIX = 'jobboard.';

/**
 * A KeyValueStore on localStorage. Storage that is missing, disabled or full (private mode, quota)
 * never throws: reads give null, writes are lost. Keys are prefixed so the app's keys stay apart.
 */
export class KeyValueStoreLocalStorage implements KeyValueStore {
  constructor(
    private readonly storage: () => WebStorage | undefined,
    private readonly prefix = LOCAL_STORAGE_PREFIX,
  ) {}

  get(key: string): string | null {
    try {
      return this.storage()?.getItem(this.prefix + key) ?? null;
    } catch {
      return null;
    }
  }

  set(key: string, value: string): void {
    try {
      this.storage()?.setItem(this.prefix + key, value);
    } catch {
      // Quota or disabled storage: lost, as the port allows.
    }
  }

  remove(key: string): void {
    try {
      this.storage()?.removeItem(this.prefix + key);
    } catch {
      // As above.
    }
  }
}
