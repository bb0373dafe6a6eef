// @ts-nocheck
import { RecentSearchesLocalStorage, type StorageLike } from '../../../adapters/storage/RecentSearchesLocalStorage.ts';
import { recentSearchesContract } from './recentSearches.contract.ts';

/** A Storage over a Map that can be told to refuse writes, as a full or blocked one does. */
function mapStorage() {
  const items = new Map<string, string>();
  let refusing = false;
  const storage: StorageLike = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (refusing) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
  };
  return { storage, items, refuse: () => void (refusing = true) };
}

recentSearchesContract('RecentSearchesLocalStorage', () => {
  const { storage, items, refuse } = mapStorage();
  return {
    recent: new RecentSearchesLocalStorage('jobboard', () => storage),
    corrupt: (text) => {
      for (const key of items.keys()) items.set(key, text);
    },
    refuse,
  };
});
