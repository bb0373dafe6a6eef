import { describe, expect, it } from 'vitest';
import { BEARER_STORAGE_KEY, BearerTokenStoreSessionStorage } from '../../../adapters/storage/BearerTokenStoreSessionStorage.ts';
import { KeyValueStoreLocalStorage } from '../../../adapters/storage/KeyValueStoreLocalStorage.ts';
import type { WebStorage } from '../../../adapters/storage/WebStorage.ts';

class MapStorage implements WebStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const refusing: WebStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

const aToken = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJjMSJ9.sig';

describe('BearerTokenStoreSessionStorage', () => {
  it('stores, reads and clears the token', () => {
    const storage = new MapStorage();
    const store = new BearerTokenStoreSessionStorage(() => storage);

    store.set(aToken);
    expect(new BearerTokenStoreSessionStorage(() => storage).get()).toBe(aToken);
    store.clear();
    expect(store.get()).toBeNull();
  });

  it('reads a corrupt stored value as no token and removes it', () => {
    for (const corrupt of ['', 'undefined', '{"token":1}', 'a.b', 'x'.repeat(9000)]) {
      const storage = new MapStorage();
      storage.setItem(BEARER_STORAGE_KEY, corrupt);
      expect(new BearerTokenStoreSessionStorage(() => storage).get()).toBeNull();
      expect(storage.items.has(BEARER_STORAGE_KEY)).toBe(false);
    }
  });

  it('keeps the token in memory when storage refuses, and never throws', () => {
    const store = new BearerTokenStoreSessionStorage(() => refusing);
    store.set(aToken);
    expect(store.get()).toBe(aToken);
    store.clear();
    expect(store.get()).toBeNull();
    expect(new BearerTokenStoreSessionStorage(() => undefined).get()).toBeNull();
  });
});

describe('KeyValueStoreLocalStorage', () => {
  it('stores under a prefix and never throws when storage refuses', () => {
    const storage = new MapStorage();
    const store = new KeyValueStoreLocalStorage(() => storage);
    store.set('promo', 'true');
    expect(storage.items.get('jobboard.promo')).toBe('true');
    expect(store.get('promo')).toBe('true');
    store.remove('promo');
    expect(store.get('promo')).toBeNull();

    const broken = new KeyValueStoreLocalStorage(() => refusing);
    broken.set('a', 'b');
    broken.remove('a');
    expect(broken.get('a')).toBeNull();
  });
});
