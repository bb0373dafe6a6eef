import { RecentSearchesInMemory } from '../../../adapters/in-memory/listing/RecentSearchesInMemory.ts';
import { recentSearchesContract } from './recentSearches.contract.ts';

recentSearchesContract('RecentSearchesInMemory', () => {
  const recent = new RecentSearchesInMemory();
  return {
    recent,
    corrupt: (text) => {
      recent.storedSearches = text;
      recent.storedLocations = text;
    },
    refuse: () => void (recent.unavailable = true),
  };
});
