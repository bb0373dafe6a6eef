import type { ResultAsync } from 'neverthrow';
import { OfferBannersCodec, SuperOffersCodec } from '../../../contract/homepage.ts';
import { OffersByCursorCodec, PopularOffersCodec } from '../../../contract/listing.ts';
import type { Currency } from '../../../core/listing/FilterValues.ts';
import type { OfferCard } from '../../../core/listing/Offer.ts';
import type { HomepageOffers, OfferBanner, OfferListRequest } from '../../../core/homepage/HomepageOffers.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { tenantApi } from '../tenantApi.ts';

/** The home page's offer lists over the gateway: super offers and banners, by-cursor with a salary, and popular. */
export class HomepageOffersHttp implements HomepageOffers {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  superOffers(request: OfferListRequest): ResultAsync<readonly OfferCard[], GatewayFailure> {
    return this.http.get(this.path('/job-advertisements/super-offers/latest'), SuperOffersCodec, {
      query: { limit: request.limit, currency: request.currency, lang: request.language },
      errorMessageFromBody: true,
    });
  }

  newWithSalary(request: OfferListRequest): ResultAsync<readonly OfferCard[], GatewayFailure> {
    return this.http
      .get(this.path('/v2/user-panel/offers/by-cursor'), OffersByCursorCodec, {
        query: {
          withSalary: 1,
          from: 0,
          itemsCount: request.limit,
          sortBy: 'published',
          orderBy: 'DESC',
          currency: request.currency,
          lang: request.language,
        },
      })
      .map((page) => page.items);
  }

  popular(request: OfferListRequest): ResultAsync<readonly OfferCard[], GatewayFailure> {
    return this.http
      .get(this.path('/v2/user-panel/offers/popular'), PopularOffersCodec, {
        query: { perPage: request.limit, page: 1, currency: request.currency, lang: request.language },
      })
      .map((page) => page.items);
  }

  banners(
    categoryKey: string,
    cities: readonly string[],
    currency: Currency,
    language: Language,
  ): ResultAsync<readonly OfferBanner[], GatewayFailure> {
    return this.http.get(this.path('/job-advertisements/banners'), OfferBannersCodec, {
      query: { categoryKey, cities, currency, lang: language },
      errorMessageFromBody: true,
    });
  }

  private path(rest: string): string {
    return tenantApi(this.tenantId, rest);
  }
}
