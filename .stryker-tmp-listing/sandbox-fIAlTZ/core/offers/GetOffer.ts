// @ts-nocheck
import { okAsync, type ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { Currency } from '../listing/FilterValues.ts';
import type { CompanyShortInfo, OfferDetail } from '../listing/Offer.ts';
import type { OfferSearch } from '../listing/OfferSearch.ts';

export interface GetOfferInput {
  readonly idOrSlug: string;
  readonly currency: Currency;
}

/** The offer page's data: the offer, and its company's short info when that answers (its failure is ignored). */
export interface OfferPageData {
  readonly offer: OfferDetail;
  readonly company: CompanyShortInfo | null;
}

/** One offer by id or slug. Fails with not-found for an unknown or unpublished offer. */
export class GetOffer implements UseCase<GetOfferInput, OfferPageData, GatewayFailure> {
  constructor(private readonly offers: OfferSearch) {}

  execute(input: GetOfferInput): ResultAsync<OfferPageData, GatewayFailure> {
    return this.offers.offer(input.idOrSlug, input.currency).andThen((offer) =>
      this.offers
        .companyShortInfo(offer.companySlug)
        .map((company): OfferPageData => ({ offer, company }))
        .orElse(() => okAsync<OfferPageData, GatewayFailure>({ offer, company: null })),
    );
  }
}
