import { describe, expect, it } from 'vitest';
import { SavedSearchesInMemory } from '../../../adapters/in-memory/alerts/SavedSearchesInMemory.ts';
import { SAVED_SEARCHES_STORE } from '../../../core/alerts/saved-searches/savedSearchesFormat.ts';
import { savedSearchesStoreContract } from './savedSearchesStore.contract.ts';

/** The in-memory store keeps its one "device" in the instance: `open` hands back the same adapter. */
savedSearchesStoreContract('SavedSearchesInMemory', async (stored) => {
  const store = new SavedSearchesInMemory(stored, () => new Date('2025-03-01T12:00:00Z'));
  return {
    open: () => store,
    storedText: () => store.text(),
    keptAside: (location) => store.text(location),
    keptAsideCount: () => store.keys().filter((key) => key !== SAVED_SEARCHES_STORE).length,
  };
});

describe('SavedSearchesInMemory', () => {
  it('refuses to overwrite a value it could not keep aside', async () => {
    const store = new SavedSearchesInMemory('{corrupt');
    store.failWrites = true;
    await store.load();
    store.failWrites = false;
    expect((await store.save([]))._unsafeUnwrapErr().kind).toBe('storage-unavailable');
    expect(store.text()).toBe('{corrupt');
  });
});
