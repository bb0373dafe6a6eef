import { FavouritesInMemory } from '../../../adapters/in-memory/favourites/FavouritesInMemory.ts';
import { favouritesContract } from './favourites.contract.ts';

const offerIds = Array.from({ length: 30 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
const known = (id: string) => offerIds.includes(id);

favouritesContract('FavouritesInMemory', {
  fresh: async () => ({
    favourites: new FavouritesInMemory([], () => true, known),
    offerIds,
    unknownOfferId: '00000000-0000-4000-8000-999999999999',
  }),
  withoutSession: async () => new FavouritesInMemory([], () => false, known),
});
