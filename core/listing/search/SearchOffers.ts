import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { OffersPage } from '../Offer.ts';
import type { OfferSearch } from '../OfferSearch.ts';
import type { ListingSearchInput } from './ListingSearchInput.ts';
import { toSearchQuery } from './toSearchQuery.ts';

export interface SearchOffersInput extends ListingSearchInput {
  /** Offset of the first offer; 0 for the first page. */
  readonly from: number;
}

/** A page of 100 offers matching the filters, sorted as they say, salaries in the currency. */
export class SearchOffers implements UseCase<SearchOffersInput, OffersPage, GatewayFailure> {
  constructor(private readonly offers: OfferSearch) {}

  execute(input: SearchOffersInput): ResultAsync<OffersPage, GatewayFailure> {
    return this.offers.search(toSearchQuery(input.filters, input.currency, input.from), input.signal);
  }
}
