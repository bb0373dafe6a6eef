import { describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../../core/alerts/JobFilter.ts';
import { encodeSavedSearches, savedSearchId } from '../../../core/alerts/saved-searches/savedSearchesFormat.ts';
import type { SavedSearchesStore } from '../../../core/alerts/saved-searches/SavedSearchesStore.ts';
import { emptyFiltersPayload } from '../../../core/alerts/JobFilter.ts';

/** One device's storage, with a way into it that the port does not offer. */
export interface SavedSearchesStoreFixture {
  /** An adapter over this storage (call again: a new adapter over the same storage, as on the next page load or CLI run). */
  readonly open: () => SavedSearchesStore;
  /** The text under the store's own key or file, or null. */
  readonly storedText: () => string | null;
  /** The text at a quarantine location the adapter reported, or null. */
  readonly keptAside: (location: string) => string | null;
  /** How many values are kept aside now. */
  readonly keptAsideCount: () => number;
}

const search = (keyword: string): SavedSearch => {
  const searchUrl = `/job-offers/all-locations?keyword=${keyword}`;
  return {
    id: savedSearchId(searchUrl),
    searchUrl,
    filterName: keyword,
    filters: { ...emptyFiltersPayload, search: { ...emptyFiltersPayload.search, keywords: [keyword] } },
    savedAt: '2025-03-01T12:00:00.000Z',
  };
};

/**
 * What every SavedSearchesStore adapter promises (core/alerts/README.md, "The guest store"): the
 * version-1 envelope round-trips and persists; older forms are migrated and written back; anything
 * unreadable is copied aside once, reported, and never silently wiped. `fresh(stored)` gives a
 * device whose store holds `stored` (null: nothing).
 */
export function savedSearchesStoreContract(adapter: string, fresh: (stored: string | null) => Promise<SavedSearchesStoreFixture>): void {
  describe(`SavedSearchesStore contract: ${adapter}`, () => {
    it('loads nothing from an empty device', async () => {
      const device = await fresh(null);
      expect((await device.open().load())._unsafeUnwrap()).toEqual({ searches: [] });
    });

    it('saves and loads back in order, across adapters on the same device', async () => {
      const device = await fresh(null);
      const searches = [search('b'), search('a'), search('c')];
      (await device.open().save(searches))._unsafeUnwrap();
      expect((await device.open().load())._unsafeUnwrap()).toEqual({ searches });
      expect(JSON.parse(device.storedText() ?? '')).toEqual({ version: 1, searches });
    });

    it('replaces the whole list on save', async () => {
      const device = await fresh(null);
      const store = device.open();
      await store.save([search('a'), search('b')]);
      await store.save([search('c')]);
      expect((await store.load())._unsafeUnwrap().searches).toEqual([search('c')]);
    });

    it('migrates an older form and writes it back as version 1', async () => {
      const device = await fresh(
        JSON.stringify([{ url: search('a').searchUrl, name: 'a', filters: search('a').filters, savedAt: search('a').savedAt }]),
      );
      const loaded = (await device.open().load())._unsafeUnwrap();
      expect(loaded.searches).toEqual([search('a')]);
      expect(loaded.migratedFrom).toBe('array');
      expect(loaded.quarantined).toBeUndefined();
      expect(JSON.parse(device.storedText() ?? '')).toEqual({ version: 1, searches: [search('a')] });
      expect((await device.open().load())._unsafeUnwrap()).toEqual({ searches: [search('a')] });
    });

    it.each([
      ['unparseable', '{"version":1,"searches":[{"id":'],
      ['unknown-form', JSON.stringify({ version: 9, searches: [search('a')] })],
      ['unknown-form', JSON.stringify('just a string')],
    ] as const)('keeps an unreadable value aside (%s), reports it once, and starts over', async (reason, stored) => {
      const device = await fresh(stored);
      const loaded = (await device.open().load())._unsafeUnwrap();
      expect(loaded.searches).toEqual([]);
      expect(loaded.quarantined?.reason).toBe(reason);
      expect(device.keptAside(loaded.quarantined?.location ?? '')).toBe(stored);
      expect((await device.open().load())._unsafeUnwrap()).toEqual({ searches: [] });
      expect(device.keptAsideCount()).toBe(1);
      (await device.open().save([search('new')]))._unsafeUnwrap();
      expect(device.keptAside(loaded.quarantined?.location ?? '')).toBe(stored);
    });

    it('keeps the readable entries, and the original aside, when some entries are unreadable', async () => {
      const stored = JSON.stringify({ version: 1, searches: [search('a'), { filterName: 'no url' }, 7] });
      const device = await fresh(stored);
      const loaded = (await device.open().load())._unsafeUnwrap();
      expect(loaded.searches).toEqual([search('a')]);
      expect(loaded.quarantined?.reason).toBe('bad-entries');
      expect(device.keptAside(loaded.quarantined?.location ?? '')).toBe(stored);
      expect(JSON.parse(device.storedText() ?? '')).toEqual({ version: 1, searches: [search('a')] });
    });

    it('reads what another adapter of the same format wrote', async () => {
      const device = await fresh(encodeSavedSearches([search('x')]));
      expect((await device.open().load())._unsafeUnwrap()).toEqual({ searches: [search('x')] });
    });
  });
}
