import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { Currency, EmploymentType, ExperienceLevel, SearchTerms, WorkingTime, WorkplaceType } from './FilterValues.ts';
import type { CategoryCount, Cluster, CompanyShortInfo, Marker, OfferCard, OfferDetail, OffersPage, OfferView, Suggestions } from './Offer.ts';

/** The filter part of the gateway's offer queries, named as its query parameters. Empty lists and nulls mean "any". */
export interface OfferFilterQuery extends SearchTerms {
  readonly currency: Currency;
  /** Subcategory slugs when any are chosen, else the category's slug, else empty. */
  readonly categories: readonly string[];
  readonly withSalary: boolean;
  readonly remoteWorkOptions: readonly WorkplaceType[];
  /** The remote slug was the location. */
  readonly remote: boolean;
  readonly city: string | null;
  /** Null with no city. */
  readonly cityRadiusKm: number | null;
  readonly salaryMin: number | null;
  readonly salaryMax: number | null;
  readonly ukraineFriendly: boolean;
  readonly experienceLevels: readonly ExperienceLevel[];
  readonly employmentTypes: readonly EmploymentType[];
  readonly workingTimes: readonly WorkingTime[];
}

export type SortBy = 'published' | 'newest' | 'salary';
export type OrderBy = 'ASC' | 'DESC';

/** GET /v2/user-panel/offers/by-cursor. */
export interface SearchQuery extends OfferFilterQuery {
  /** Offset of the first offer. */
  readonly from: number;
  readonly itemsCount: number;
  readonly sortBy: SortBy;
  readonly orderBy: OrderBy;
}

/**
 * The live-offer-count request: the spec's fields (section 3: keywords, city, radius, categories,
 * employment types, working times, experience levels, workplace, with-salary, salary range) and also
 * the salary's currency, the skills, companies and titles, remote and Ukraine-friendly, so that a
 * preview counts exactly what the results will show (docs/listing-api.md).
 */
export type CountRequest = OfferFilterQuery;

/** The visible part of the map, for clusters and markers. */
export interface MapArea {
  readonly north: number;
  readonly south: number;
  readonly east: number;
  readonly west: number;
  readonly zoom: number;
}

/**
 * The tenant's published offers, searched. Adapters know the tenant; callers never pass it.
 * Every method that takes a signal fails with network-failure when it is aborted.
 */
export interface OfferSearch {
  /** A page of offers. Fails with network-failure, bad-gateway-payload, http-failure. */
  search(query: SearchQuery, signal?: AbortSignal): ResultAsync<OffersPage, GatewayFailure>;
  /** How many offers match. Fails with network-failure, bad-gateway-payload, http-failure. */
  count(request: CountRequest, signal?: AbortSignal): ResultAsync<number, GatewayFailure>;
  /** How many offers all boards hold together. Fails with network-failure, bad-gateway-payload, http-failure. */
  allBoardsCount(signal?: AbortSignal): ResultAsync<number, GatewayFailure>;
  /** Offers per category under these filters. Fails with network-failure, bad-gateway-payload, http-failure. */
  categoryCounts(request: CountRequest, signal?: AbortSignal): ResultAsync<readonly CategoryCount[], GatewayFailure>;
  /**
   * Titles, companies and skills for a typed text (3 characters or more); `currency` is sent as
   * salaryCurrencies when it is not the default. Fails with network-failure (also when aborted),
   * bad-gateway-payload, http-failure.
   */
  suggest(text: string, currency: Currency, signal?: AbortSignal): ResultAsync<Suggestions, GatewayFailure>;
  /** Groups of offers in the area. Fails with network-failure, bad-gateway-payload, http-failure. */
  clusters(filters: OfferFilterQuery, area: MapArea, signal?: AbortSignal): ResultAsync<readonly Cluster[], GatewayFailure>;
  /** Single offers in the area. Fails with network-failure, bad-gateway-payload, http-failure. */
  markers(filters: OfferFilterQuery, area: MapArea, signal?: AbortSignal): ResultAsync<readonly Marker[], GatewayFailure>;
  /** Offers like this one. Fails with not-found, network-failure, bad-gateway-payload, http-failure. */
  lookalikes(slug: string, currency: Currency): ResultAsync<readonly OfferCard[], GatewayFailure>;
  /** One offer by id or slug, salaries in `currency`. Fails with not-found, network-failure, bad-gateway-payload, http-failure. */
  offer(idOrSlug: string, currency: Currency): ResultAsync<OfferDetail, GatewayFailure>;
  /** The offer page's company box. Fails with not-found, network-failure, bad-gateway-payload, http-failure. */
  companyShortInfo(slug: string): ResultAsync<CompanyShortInfo, GatewayFailure>;
  /** Records that an offer was viewed. Fails with network-failure, http-failure. */
  recordView(view: OfferView): ResultAsync<void, GatewayFailure>;
}
