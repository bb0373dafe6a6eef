// @vitest-environment jsdom
import { KeyValueStoreInMemory } from '../../../adapters/in-memory/KeyValueStoreInMemory.ts';
import { KeyValueStoreLocalStorage } from '../../../adapters/storage/KeyValueStoreLocalStorage.ts';
import { keyValueStoreContract } from './keyValueStore.contract.ts';

keyValueStoreContract('KeyValueStoreInMemory', () => new KeyValueStoreInMemory());

keyValueStoreContract('KeyValueStoreLocalStorage over the browser’s localStorage', () => {
  window.localStorage.clear();
  return new KeyValueStoreLocalStorage(() => window.localStorage);
});
