import { describe, expect, it } from 'vitest';
import type { RecentSearches } from '../../../core/listing/recent/RecentSearches.ts';

/** A RecentSearches adapter, and a way to put raw text where it stores things (to corrupt it). */
export interface RecentSearchesFixture {
  readonly recent: RecentSearches;
  /** Overwrites whatever the adapter has stored with raw text. */
  corrupt(text: string): void;
  /** Makes the underlying storage refuse writes. */
  refuse(): void;
}

/**
 * What every RecentSearches adapter promises: what is saved loads back, nothing stored (or
 * anything unparseable) loads as empty, and a refusing storage fails saves with
 * storage-unavailable. `fresh` gives an empty store each time.
 */
export function recentSearchesContract(adapter: string, fresh: () => RecentSearchesFixture): void {
  describe(`RecentSearches contract: ${adapter}`, () => {
    it('loads empty lists when nothing was stored', async () => {
      const { recent } = fresh();
      expect((await recent.loadSearches())._unsafeUnwrap()).toEqual([]);
      expect((await recent.loadLocations())._unsafeUnwrap()).toEqual([]);
    });

    it('loads back what was saved, in order', async () => {
      const { recent } = fresh();
      const searches = [
        { title: 'react', variant: 'keyword' as const },
        { title: 'Acme; "Inc"', variant: 'companies' as const },
        { title: 'Zażółć', variant: 'skills' as const },
      ];
      const locations = [
        { slug: 'krakow', label: 'Kraków' },
        { slug: 'gdansk', label: 'Gdańsk' },
      ];
      expect((await recent.saveSearches(searches)).isOk()).toBe(true);
      expect((await recent.saveLocations(locations)).isOk()).toBe(true);
      expect((await recent.loadSearches())._unsafeUnwrap()).toEqual(searches);
      expect((await recent.loadLocations())._unsafeUnwrap()).toEqual(locations);
    });

    it.each([['not json'], ['{"a":1}'], ['[1,2,3]'], ['null'], ['']])('reads the stored text %j as empty', async (text) => {
      const fixture = fresh();
      await fixture.recent.saveSearches([{ title: 'react', variant: 'keyword' }]);
      await fixture.recent.saveLocations([{ slug: 'krakow', label: 'Kraków' }]);
      fixture.corrupt(text);
      expect((await fixture.recent.loadSearches())._unsafeUnwrap()).toEqual([]);
      expect((await fixture.recent.loadLocations())._unsafeUnwrap()).toEqual([]);
    });

    it('fails saves with storage-unavailable when storage refuses, and still loads', async () => {
      const fixture = fresh();
      fixture.refuse();
      expect((await fixture.recent.saveSearches([{ title: 'x', variant: 'keyword' }]))._unsafeUnwrapErr().kind).toBe('storage-unavailable');
      expect((await fixture.recent.saveLocations([{ slug: 'x', label: 'X' }]))._unsafeUnwrapErr().kind).toBe('storage-unavailable');
      expect((await fixture.recent.loadSearches())._unsafeUnwrap()).toEqual([]);
    });
  });
}
