import type { Favourites } from '../../core/favourites/Favourites.ts';
import type { FavouritesStore } from '../../core/favourites/FavouritesStore.ts';
import type { ListFavouriteOffers } from '../../core/favourites/ListFavouriteOffers.ts';
import type { LoadFavouriteStatuses } from '../../core/favourites/LoadFavouriteStatuses.ts';
import type { LoadFavouritesCount } from '../../core/favourites/LoadFavouritesCount.ts';
import type { ToggleFavourite } from '../../core/favourites/ToggleFavourite.ts';
import { token } from '../kernel/Token.ts';

/** Favourite offers: the port, the store and the use cases. */
export const FavouritesKeys = {
  Favourites: token<Favourites>('favourites.Favourites'),
  FavouritesStore: token<FavouritesStore>('favourites.FavouritesStore'),
  ToggleFavourite: token<ToggleFavourite>('favourites.ToggleFavourite'),
  LoadFavouriteStatuses: token<LoadFavouriteStatuses>('favourites.LoadFavouriteStatuses'),
  LoadFavouritesCount: token<LoadFavouritesCount>('favourites.LoadFavouritesCount'),
  ListFavouriteOffers: token<ListFavouriteOffers>('favourites.ListFavouriteOffers'),
} as const;
