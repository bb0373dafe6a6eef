// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { SavedSearchesLocalStorage } from '../../../adapters/storage/SavedSearchesLocalStorage.ts';
import { encodeSavedSearches } from '../../../core/alerts/saved-searches/savedSearchesFormat.ts';
import { savedSearchesStoreContract } from './savedSearchesStore.contract.ts';

beforeEach(() => window.localStorage.clear());

savedSearchesStoreContract('SavedSearchesLocalStorage (jsdom localStorage)', async (stored) => {
  window.localStorage.clear();
  if (stored !== null) window.localStorage.setItem('jobAlerts', stored);
  const now = () => new Date('2025-03-01T12:00:00Z');
  const corruptKeys = () => Object.keys(window.localStorage).filter((key) => key.startsWith('jobAlerts.corrupt.'));
  return {
    open: () => new SavedSearchesLocalStorage(() => window.localStorage, now),
    storedText: () => window.localStorage.getItem('jobAlerts'),
    keptAside: (location) => window.localStorage.getItem(location),
    keptAsideCount: () => corruptKeys().length,
  };
});

/** A storage that refuses writes, as a full quota or private mode does. */
function refusingStorage(initial: Record<string, string>) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: () => {
      throw new DOMException('QuotaExceededError', 'QuotaExceededError');
    },
  };
}

describe('SavedSearchesLocalStorage', () => {
  it("uses the spec's store name jobAlerts", async () => {
    await new SavedSearchesLocalStorage(() => window.localStorage).save([]);
    expect(window.localStorage.getItem('jobAlerts')).toBe(encodeSavedSearches([]));
  });

  it('reports a refused save instead of losing it silently', async () => {
    const storage = refusingStorage({});
    expect((await new SavedSearchesLocalStorage(() => storage).save([]))._unsafeUnwrapErr().kind).toBe('storage-unavailable');
  });

  it('leaves an unreadable value alone when it cannot be copied aside, and refuses to save over it', async () => {
    const storage = refusingStorage({ jobAlerts: '{corrupt' });
    const store = new SavedSearchesLocalStorage(() => storage);
    expect((await store.load())._unsafeUnwrap()).toEqual({ searches: [] });
    expect((await store.save([]))._unsafeUnwrapErr().kind).toBe('storage-unavailable');
    expect(storage.values.get('jobAlerts')).toBe('{corrupt');
  });

  it('reads as empty without storage (blocked, server side), and cannot save', async () => {
    const store = new SavedSearchesLocalStorage(() => {
      throw new Error('SecurityError');
    });
    expect((await store.load())._unsafeUnwrap()).toEqual({ searches: [] });
    expect((await store.save([]))._unsafeUnwrapErr().kind).toBe('storage-unavailable');
  });
});
