// @vitest-environment jsdom
import { BearerTokenStoreInMemory } from '../../../adapters/in-memory/session/BearerTokenStoreInMemory.ts';
import { BEARER_STORAGE_KEY, BearerTokenStoreSessionStorage } from '../../../adapters/storage/BearerTokenStoreSessionStorage.ts';
import { bearerTokenStoreContract } from './bearerTokenStore.contract.ts';

bearerTokenStoreContract('BearerTokenStoreInMemory', () => {
  const store = new BearerTokenStoreInMemory();
  return { store, plant: (raw) => store.plant(raw) };
});

bearerTokenStoreContract('BearerTokenStoreSessionStorage over the browser’s sessionStorage', () => {
  window.sessionStorage.clear();
  return {
    store: new BearerTokenStoreSessionStorage(() => window.sessionStorage),
    plant: (raw) => window.sessionStorage.setItem(BEARER_STORAGE_KEY, raw),
  };
});
