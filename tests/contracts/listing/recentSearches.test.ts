import { describe, expect, it } from 'vitest';
import { RecentSearchesInMemory } from '../../../adapters/in-memory/listing/RecentSearchesInMemory.ts';
import { RecentSearchesLocalStorage, type StorageLike } from '../../../adapters/storage/RecentSearchesLocalStorage.ts';
import type { RecentSearches } from '../../../core/listing/recent/RecentSearches.ts';

class MapStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

const throwing: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

/** What every RecentSearches adapter must do; `corrupt` stores raw text as the browser would hold it. */
function contract(name: string, make: () => { adapter: RecentSearches; corrupt: (searches: string, locations: string) => void }) {
  describe(`RecentSearches contract: ${name}`, () => {
    it('reads nothing stored as empty lists', async () => {
      const { adapter } = make();
      expect((await adapter.loadSearches())._unsafeUnwrap()).toEqual([]);
      expect((await adapter.loadLocations())._unsafeUnwrap()).toEqual([]);
    });

    it('reads back what it saved, in order', async () => {
      const { adapter } = make();
      await adapter.saveSearches([
        { title: 'react', variant: 'keyword' },
        { title: 'Acme', variant: 'companies' },
      ]);
      await adapter.saveLocations([{ slug: 'krakow', label: 'Kraków' }]);
      expect((await adapter.loadSearches())._unsafeUnwrap()).toEqual([
        { title: 'react', variant: 'keyword' },
        { title: 'Acme', variant: 'companies' },
      ]);
      expect((await adapter.loadLocations())._unsafeUnwrap()).toEqual([{ slug: 'krakow', label: 'Kraków' }]);
    });

    it('reads corrupt stored values as empty lists, never throwing', async () => {
      for (const text of ['{not json', 'null', '42', '"text"', '{"a":1}', '[1,2,{"title":3}]', '']) {
        const { adapter, corrupt } = make();
        corrupt(text, text);
        expect((await adapter.loadSearches())._unsafeUnwrap()).toEqual([]);
        expect((await adapter.loadLocations())._unsafeUnwrap()).toEqual([]);
      }
    });

    it('keeps the valid entries of a partly damaged list', async () => {
      const { adapter, corrupt } = make();
      corrupt(
        JSON.stringify([
          { title: 'ok', variant: 'skills' },
          { title: 'bad', variant: 'nope' },
        ]),
        JSON.stringify([{ slug: 'gdansk', label: 'Gdańsk' }, { slug: 7 }]),
      );
      expect((await adapter.loadSearches())._unsafeUnwrap()).toEqual([{ title: 'ok', variant: 'skills' }]);
      expect((await adapter.loadLocations())._unsafeUnwrap()).toEqual([{ slug: 'gdansk', label: 'Gdańsk' }]);
    });
  });
}

contract('in memory', () => {
  const adapter = new RecentSearchesInMemory();
  return {
    adapter,
    corrupt: (searches, locations) => {
      adapter.storedSearches = searches;
      adapter.storedLocations = locations;
    },
  };
});

contract('localStorage', () => {
  const storage = new MapStorage();
  return {
    adapter: new RecentSearchesLocalStorage('jobboard', () => storage),
    corrupt: (searches, locations) => {
      storage.setItem('jobboard:jobboard:last-searches', searches);
      storage.setItem('jobboard:jobboard:last-locations', locations);
    },
  };
});

describe('RecentSearchesLocalStorage', () => {
  it('keeps each tenant’s lists apart', async () => {
    const storage = new MapStorage();
    await new RecentSearchesLocalStorage('jobboard', () => storage).saveSearches([{ title: 'react', variant: 'keyword' }]);
    expect((await new RecentSearchesLocalStorage('design', () => storage).loadSearches())._unsafeUnwrap()).toEqual([]);
  });

  it('reads blocked or missing storage as empty and reports a refused write as storage-unavailable', async () => {
    for (const storage of [() => throwing, () => null]) {
      const adapter = new RecentSearchesLocalStorage('jobboard', storage);
      expect((await adapter.loadSearches())._unsafeUnwrap()).toEqual([]);
      expect((await adapter.loadLocations())._unsafeUnwrap()).toEqual([]);
      expect((await adapter.saveSearches([{ title: 'x', variant: 'keyword' }]))._unsafeUnwrapErr().kind).toBe('storage-unavailable');
    }
  });
});
