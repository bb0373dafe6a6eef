// @ts-nocheck
import * as t from 'io-ts';
import { OfferListItemCodec } from './listing.ts';

/** Favourite offers of the logged-in candidate (core/session/README.md). All under /api/{tenant}. */

/** The status lookup of GET /candidates/favorites takes at most this many `jobAdvertisementsIds`. */
export const FAVOURITE_IDS_MAX = 25;
export const FAVOURITES_PAGE_SIZE_MAX = 100;

/** One favourite: the offer id, plus the offer as a listing item so that the favourites page can show it. */
export const FavouriteItemCodec = t.intersection([t.type({ jobAdvertisementId: t.string }), OfferListItemCodec]);
export type FavouriteItemDto = t.TypeOf<typeof FavouriteItemCodec>;

/** GET /candidates/favorites?page&pageSize&jobAdvertisementsIds: newest first, pages from 1. */
export const FavouritesPageCodec = t.type({ items: t.array(FavouriteItemCodec), hasNextPage: t.boolean, pageNumber: t.number });
export type FavouritesPageDto = t.TypeOf<typeof FavouritesPageCodec>;

/** GET /candidates/favorites/count. */
export const FavouritesCountCodec = t.type({ count: t.number });

/** POST /candidates/favorites: 204, also when it already was a favourite; 404 for an unknown offer. */
export const AddFavouriteRequestCodec = t.type({ jobAdvertisementId: t.string });
