// @vitest-environment jsdom
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

/** The browser's own localStorage (jsdom), refusing writes on request as a full one does. */
recentSearchesContract('RecentSearchesLocalStorage over the browser’s localStorage', () => {
  window.localStorage.clear();
  let refusing = false;
  const storage: StorageLike = {
    getItem: (key) => window.localStorage.getItem(key),
    setItem: (key, value) => {
      if (refusing) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      window.localStorage.setItem(key, value);
    },
  };
  return {
    recent: new RecentSearchesLocalStorage('jobboard', () => storage),
    corrupt: (text) => {
      for (const key of Object.keys(window.localStorage)) window.localStorage.setItem(key, text);
    },
    refuse: () => void (refusing = true),
  };
});
