import type { ResultAsync } from 'neverthrow';
import type { Currency } from '../listing/FilterValues.ts';
import type { OfferCard } from '../listing/Offer.ts';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { Language } from '../tenancy/Tenant.ts';

export interface OfferListRequest {
  readonly limit: number;
  readonly currency: Currency;
  readonly language: Language;
}

/** A promoted offer for a category and cities. */
export interface OfferBanner {
  readonly categoryKey: string;
  readonly offer: OfferCard;
}

/**
 * The home page's offer lists (adapters know the tenant). Every method fails with network-failure,
 * http-failure (400 for a limit out of bounds), bad-gateway-payload.
 */
export interface HomepageOffers {
  /** GET /job-advertisements/super-offers/latest?limit (1 to 20): the newest super offers (docs/companies.md). Fails with http-failure (400: a limit out of bounds), network-failure, bad-gateway-payload. */
  superOffers(request: OfferListRequest): ResultAsync<readonly OfferCard[], GatewayFailure>;
  /** GET /v2/user-panel/offers/by-cursor?withSalary=1, newest first: the newest offers that show a salary. Fails with network-failure, http-failure, bad-gateway-payload. */
  newWithSalary(request: OfferListRequest): ResultAsync<readonly OfferCard[], GatewayFailure>;
  /** GET /v2/user-panel/offers/popular?perPage&page=1: the most viewed offers of the last 30 days. Fails with network-failure, http-failure, bad-gateway-payload. */
  popular(request: OfferListRequest): ResultAsync<readonly OfferCard[], GatewayFailure>;
  /** GET /job-advertisements/banners?categoryKey&cities: up to three promoted offers there. Fails with http-failure (400: no category), network-failure, bad-gateway-payload. */
  banners(
    categoryKey: string,
    cities: readonly string[],
    currency: Currency,
    language: Language,
  ): ResultAsync<readonly OfferBanner[], GatewayFailure>;
}
