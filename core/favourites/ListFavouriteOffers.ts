import { okAsync, type ResultAsync } from 'neverthrow';
import type { OfferCard } from '../listing/Offer.ts';
import type { SessionCoordinator } from '../session/SessionCoordinator.ts';
import { isLoggedIn } from '../session/SessionState.ts';
import type { SessionStore } from '../session/SessionStore.ts';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { Favourites } from './Favourites.ts';
import type { FavouritesStore } from './FavouritesStore.ts';
import { pageOrFirst, type PageRequest } from '../shared/paging.ts';

/** The favourites page's page size (the spec's default page size). */
export const FAVOURITES_PAGE_SIZE = 20;

export type FavouriteOffersPageRequest = PageRequest;

export type FavouriteOffersPage =
  | { readonly kind: 'login-required' }
  | {
      readonly kind: 'page';
      /** Offers still published; favourites whose offer is gone are left out. */
      readonly offers: readonly OfferCard[];
      readonly pageNumber: number;
      readonly hasNextPage: boolean;
    };

/**
 * A page of the logged-in candidate's favourite offers, newest first, for the favourites page.
 * Every listed offer is recorded as a favourite in the store (its button shows filled). Guests get
 * login-required without a call. Fails with unauthorized, network-failure, http-failure,
 * bad-gateway-payload.
 */
export class ListFavouriteOffers implements UseCase<FavouriteOffersPageRequest, FavouriteOffersPage, GatewayFailure> {
  constructor(
    private readonly favourites: Favourites,
    private readonly coordinator: SessionCoordinator,
    private readonly session: SessionStore,
    private readonly store: FavouritesStore,
  ) {}

  execute(request: FavouriteOffersPageRequest): ResultAsync<FavouriteOffersPage, GatewayFailure> {
    if (!isLoggedIn(this.session.current)) return okAsync({ kind: 'login-required' });
    const page = pageOrFirst(request.page);
    const pageSize = request.pageSize ?? FAVOURITES_PAGE_SIZE;
    return this.coordinator
      .run(() => this.favourites.list(page, pageSize))
      .map((result): FavouriteOffersPage => {
        const ids = result.items.map((item) => item.jobAdvertisementId);
        this.store.setStatuses(ids, new Set(ids));
        const offers = result.items.flatMap((item) => (item.offer ? [item.offer] : []));
        return { kind: 'page', offers, pageNumber: result.pageNumber, hasNextPage: result.hasNextPage };
      });
  }
}
