import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import { hasAnyFilter } from '../filters/activeFilterCount.ts';
import type { OfferSearch } from '../OfferSearch.ts';
import type { ListingSearchInput } from './ListingSearchInput.ts';
import { toCountRequest } from './toSearchQuery.ts';

export interface PreviewOfferCountInput extends ListingSearchInput {
  /** The tenant's countAllBoardOffers flag. */
  readonly countAllBoards: boolean;
}

/** How many offers the filters would show; with no filter at all and the flag on, all boards' count. */
export class PreviewOfferCount implements UseCase<PreviewOfferCountInput, number, GatewayFailure> {
  constructor(private readonly offers: OfferSearch) {}

  execute(input: PreviewOfferCountInput): ResultAsync<number, GatewayFailure> {
    if (input.countAllBoards && !hasAnyFilter(input.filters)) return this.offers.allBoardsCount(input.signal);
    return this.offers.count(toCountRequest(input.filters, input.currency), input.signal);
  }
}
