// @ts-nocheck
import type { KeyValueStore } from '../../core/shared/KeyValueStore.ts';

/** A KeyValueStore in a map. */
export class KeyValueStoreInMemory implements KeyValueStore {
  private readonly values: Map<string, string>;

  constructor(initial: Readonly<Record<string, string>> = {}) {
    this.values = new Map(Object.entries(initial));
  }

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
  }
}
