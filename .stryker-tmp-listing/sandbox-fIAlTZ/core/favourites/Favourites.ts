// @ts-nocheck
import type { ResultAsync } from 'neverthrow';
import type { OfferCard } from '../listing/Offer.ts';
import type { GatewayFailure } from '../shared/Failure.ts';

/** The spec caps one favourite-status query at 25 offer ids. */
export const FAVOURITES_BATCH_SIZE = 25;

export interface FavouriteOffer {
  readonly jobAdvertisementId: string;
  /** The offer as a listing card, when the gateway sent it along (the favourites page shows it). */
  readonly offer?: OfferCard;
}

export interface FavouritesPage {
  readonly items: readonly FavouriteOffer[];
  readonly hasNextPage: boolean;
  readonly pageNumber: number;
}

/** The logged-in candidate's favourite offers (all calls carry the bearer token). */
export interface Favourites {
  /**
   * GET /candidates/favorites?page&pageSize&jobAdvertisementsIds. Pages start at 1.
   * Fails with unauthorized, network-failure, http-failure, bad-gateway-payload.
   */
  list(page: number, pageSize: number, ids?: readonly string[]): ResultAsync<FavouritesPage, GatewayFailure>;
  /**
   * Which of at most 25 offer ids are favourites (a `list` filtered by ids).
   * Fails with unauthorized, network-failure, http-failure, bad-gateway-payload.
   */
  statuses(ids: readonly string[]): ResultAsync<ReadonlySet<string>, GatewayFailure>;
  /** GET /candidates/favorites/count. Fails with unauthorized, network-failure, http-failure, bad-gateway-payload. */
  count(): ResultAsync<number, GatewayFailure>;
  /** POST /candidates/favorites {jobAdvertisementId}; adding twice is not an error. Fails with unauthorized, not-found, network-failure, http-failure. */
  add(offerId: string): ResultAsync<void, GatewayFailure>;
  /** DELETE /candidates/favorites/{jobAdvertisementId}; removing a missing one is not an error. Fails with unauthorized, network-failure, http-failure. */
  remove(offerId: string): ResultAsync<void, GatewayFailure>;
}
