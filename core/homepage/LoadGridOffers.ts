import type { ResultAsync } from 'neverthrow';
import type { Currency } from '../listing/FilterValues.ts';
import type { OfferCard } from '../listing/Offer.ts';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { Language } from '../tenancy/Tenant.ts';
import type { HomepageOffers } from './HomepageOffers.ts';
import { OFFER_GRID_PAGE_LIMIT, type PublicGridTab } from './offerGrid.ts';

export interface GridOffersRequest {
  readonly tab: PublicGridTab;
  readonly currency: Currency;
  readonly language: Language;
}

/**
 * One page of a public grid tab (super offers, newest with a salary, popular), at most the grid's
 * page limit. The candidate's own tabs come from LoadMatchedOffers and ListFavouriteOffers. Fails
 * with network-failure, http-failure, bad-gateway-payload.
 */
export class LoadGridOffers implements UseCase<GridOffersRequest, readonly OfferCard[], GatewayFailure> {
  constructor(private readonly offers: HomepageOffers) {}

  execute(request: GridOffersRequest): ResultAsync<readonly OfferCard[], GatewayFailure> {
    const query = { limit: OFFER_GRID_PAGE_LIMIT, currency: request.currency, language: request.language };
    const load = {
      superOffer: () => this.offers.superOffers(query),
      newWithSalary: () => this.offers.newWithSalary(query),
      popular: () => this.offers.popular(query),
    }[request.tab];
    return load().map((offers) => offers.slice(0, OFFER_GRID_PAGE_LIMIT));
  }
}
