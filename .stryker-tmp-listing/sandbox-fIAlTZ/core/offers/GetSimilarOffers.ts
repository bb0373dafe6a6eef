// @ts-nocheck
import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { Currency } from '../listing/FilterValues.ts';
import type { OfferCard } from '../listing/Offer.ts';
import type { OfferSearch } from '../listing/OfferSearch.ts';

export interface GetSimilarOffersInput {
  readonly slug: string;
  readonly currency: Currency;
}

/** Offers like this one (the lookalikes call), without the offer itself. */
export class GetSimilarOffers implements UseCase<GetSimilarOffersInput, readonly OfferCard[], GatewayFailure> {
  constructor(private readonly offers: OfferSearch) {}

  execute(input: GetSimilarOffersInput): ResultAsync<readonly OfferCard[], GatewayFailure> {
    return this.offers.lookalikes(input.slug, input.currency).map((offers) => offers.filter((offer) => offer.slug !== input.slug));
  }
}
