import { SavedSearchesInMemory } from '../../adapters/in-memory/alerts/SavedSearchesInMemory.ts';
import { SavedSearchesLocalStorage } from '../../adapters/storage/SavedSearchesLocalStorage.ts';
import type { SavedSearchesStore } from '../../core/alerts/saved-searches/SavedSearchesStore.ts';
import { valuesModule, type ContextModule } from '../kernel/ContextModule.ts';
import { AlertsKeys as K } from './alertsKeys.ts';

/** Where a guest's saved searches live: the browser's localStorage, the CLI's file, or memory. */
export const savedSearches = (name: string, store: SavedSearchesStore): ContextModule =>
  valuesModule(`alerts.savedSearches.${name}`, K, { SavedSearchesStore: store });

export const savedSearchesInBrowser = (): ContextModule => savedSearches('localStorage', new SavedSearchesLocalStorage());

/** A server render has none: a guest's saved searches live in their browser. */
export const savedSearchesInMemory = (store: SavedSearchesStore = new SavedSearchesInMemory()): ContextModule => savedSearches('memory', store);
