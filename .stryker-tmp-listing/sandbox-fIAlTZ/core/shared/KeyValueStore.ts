/**
 * A small string store that outlives the page, like localStorage: banner dismissals, tooltips.
 * Storage can be missing, full or disabled (private mode): reads then give null and writes are
 * lost, never thrown.
 */
// @ts-nocheck

export interface KeyValueStore {
  /** The stored text, or null when absent, unreadable or corrupt. Never throws. */
  get(key: string): string | null;
  /** Stores the text. Never throws: a refused write (quota, disabled storage) is silently lost. */
  set(key: string, value: string): void;
  /** Removes the key. Never throws. */
  remove(key: string): void;
}
