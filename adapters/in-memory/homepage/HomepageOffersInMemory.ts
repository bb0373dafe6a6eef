import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { HomepageOffers, OfferBanner, OfferListRequest } from '../../../core/homepage/HomepageOffers.ts';
import type { Currency } from '../../../core/listing/FilterValues.ts';
import type { OfferCard } from '../../../core/listing/Offer.ts';
import { httpFailure, type GatewayFailure } from '../../../core/shared/Failure.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';

/** An offer of the fake board, with what the home page's lists look at. */
export interface HomepageOffer {
  readonly card: OfferCard;
  readonly superOffer: boolean;
  /** Views in the last 30 days (popular). */
  readonly views: number;
  /** The category slugs it belongs to (its own and its main category's). */
  readonly categories: readonly string[];
}

const SUPER_LIMIT_MAX = 20;
const BANNERS_MAX = 3;
const newestFirst = (a: HomepageOffer, b: HomepageOffer) =>
  b.card.publishedAt.localeCompare(a.card.publishedAt) || a.card.guid.localeCompare(b.card.guid);
const hasSalary = (offer: HomepageOffer) => offer.card.employmentTypes.some((type) => type.from !== null || type.to !== null);

/** The home page's lists over a fixed set of offers, by the gateway's rules. */
export class HomepageOffersInMemory implements HomepageOffers {
  constructor(private readonly offers: readonly HomepageOffer[]) {}

  superOffers(request: OfferListRequest): ResultAsync<readonly OfferCard[], GatewayFailure> {
    if (!Number.isInteger(request.limit) || request.limit < 1 || request.limit > SUPER_LIMIT_MAX)
      return errAsync(httpFailure(400, `limit must be a whole number from 1 to ${SUPER_LIMIT_MAX}.`));
    return okAsync(
      this.offers
        .filter((offer) => offer.superOffer)
        .sort(newestFirst)
        .slice(0, request.limit)
        .map((offer) => offer.card),
    );
  }

  newWithSalary(request: OfferListRequest): ResultAsync<readonly OfferCard[], GatewayFailure> {
    return okAsync(
      this.offers
        .filter(hasSalary)
        .sort(newestFirst)
        .slice(0, request.limit)
        .map((offer) => offer.card),
    );
  }

  popular(request: OfferListRequest): ResultAsync<readonly OfferCard[], GatewayFailure> {
    return okAsync(
      [...this.offers]
        .sort((a, b) => b.views - a.views || newestFirst(a, b))
        .slice(0, request.limit)
        .map((offer) => offer.card),
    );
  }

  banners(
    categoryKey: string,
    cities: readonly string[],
    _currency: Currency,
    _language: Language,
  ): ResultAsync<readonly OfferBanner[], GatewayFailure> {
    if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(categoryKey)) return errAsync(httpFailure(400, 'categoryKey: the slug of a category is required.'));
    return okAsync(
      this.offers
        .filter(
          (offer) => offer.superOffer && offer.categories.includes(categoryKey) && (cities.length === 0 || cities.includes(offer.card.citySlug)),
        )
        .sort(newestFirst)
        .slice(0, BANNERS_MAX)
        .map((offer) => ({ categoryKey, offer: offer.card })),
    );
  }
}
