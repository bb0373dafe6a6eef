import type { ResultAsync } from 'neverthrow';
import {
  CategoryCountsCodec,
  ClusterListCodec,
  CompanyShortInfoCodec,
  CountCodec,
  ListingQuery,
  LookalikesCodec,
  MarkerListCodec,
  OfferDetailCodec,
  OffersByCursorCodec,
  SuggestionsCodec,
} from '../../../contract/listing.ts';
import type { Currency } from '../../../core/listing/FilterValues.ts';
import type {
  CategoryCount,
  Cluster,
  CompanyShortInfo,
  Marker,
  OfferCard,
  OfferDetail,
  OffersPage,
  OfferView,
  Suggestions,
} from '../../../core/listing/Offer.ts';
import type { CountRequest, MapArea, OfferFilterQuery, OfferSearch, SearchQuery } from '../../../core/listing/OfferSearch.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { GatewayHttpClient, Query } from '../GatewayHttpClient.ts';

const DEFAULT_CURRENCY: Currency = 'pln';

/** The fields that hold a value: the contract's query has no nulls, a missing field means "any". */
function withValues<T extends object>(fields: { readonly [K in keyof T]?: T[K] | null | undefined }): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined)) as T;
}

/**
 * The filter part of the contract's listing query, shared by the offer queries (the count request
 * carries only some of it). Its codec writes the URL: empty lists and false flags leave no parameter.
 */
function filterQuery(filters: Partial<OfferFilterQuery>): ListingQuery {
  return withValues<ListingQuery>({
    categories: filters.categories,
    keywords: filters.keywords,
    companyNames: filters.companyNames,
    skills: filters.skills,
    jobTitles: filters.jobTitles,
    withSalary: filters.withSalary,
    remoteWorkOptions: filters.remoteWorkOptions,
    remote: filters.remote,
    city: filters.city,
    cityRadiusKm: filters.city ? filters.cityRadiusKm : undefined,
    salaryMin: filters.salaryMin,
    salaryMax: filters.salaryMax,
    ukraineFriendly: filters.ukraineFriendly,
    experienceLevels: filters.experienceLevels,
    employmentTypes: filters.employmentTypes,
    workingTimes: filters.workingTimes,
    currency: filters.currency,
  });
}

/** A listing query as URL parameters. */
const listingParameters = (query: ListingQuery): Query => ListingQuery.encode(query);

/** The map's visible area as the gateway's `bbox=minLon,minLat,maxLon,maxLat`. */
const boundingBox = (area: MapArea) => [area.west, area.south, area.east, area.north].join(',');

/**
 * OfferSearch over the gateway's /api/{tenant}/v2/user-panel family and the offer page's calls.
 * Every answer is decoded with its contract codec; one that does not fit is a bad-gateway-payload
 * failure naming the path that failed.
 */
export class OfferSearchHttp implements OfferSearch {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  search(query: SearchQuery, signal?: AbortSignal): ResultAsync<OffersPage, GatewayFailure> {
    return this.http.get(this.userPanel('/offers/by-cursor'), OffersByCursorCodec, {
      query: listingParameters({
        ...filterQuery(query),
        from: query.from,
        itemsCount: query.itemsCount,
        sortBy: query.sortBy,
        orderBy: query.orderBy,
      }),
      ...withSignal(signal),
    });
  }

  count(request: CountRequest, signal?: AbortSignal): ResultAsync<number, GatewayFailure> {
    return this.http
      .get(this.userPanel('/offers/count'), CountCodec, { query: listingParameters(filterQuery(request)), ...withSignal(signal) })
      .map((body) => body.count);
  }

  allBoardsCount(signal?: AbortSignal): ResultAsync<number, GatewayFailure> {
    return this.http.get(this.userPanel('/offers/all-boards/count'), CountCodec, withSignal(signal)).map((body) => body.count);
  }

  categoryCounts(request: CountRequest, signal?: AbortSignal): ResultAsync<readonly CategoryCount[], GatewayFailure> {
    return this.http.get(this.userPanel('/offers/count/categories'), CategoryCountsCodec, {
      query: listingParameters(filterQuery(request)),
      ...withSignal(signal),
    });
  }

  suggest(text: string, currency: Currency, signal?: AbortSignal): ResultAsync<Suggestions, GatewayFailure> {
    const query: Query = { query: text, salaryCurrencies: currency === DEFAULT_CURRENCY ? undefined : currency };
    return this.http.get(this.userPanel('/offers/suggest'), SuggestionsCodec, { query, ...withSignal(signal) });
  }

  clusters(filters: OfferFilterQuery, area: MapArea, signal?: AbortSignal): ResultAsync<readonly Cluster[], GatewayFailure> {
    return this.http.get(this.userPanel('/offers/clusters'), ClusterListCodec, {
      query: { ...listingParameters(filterQuery(filters)), bbox: boundingBox(area) },
      ...withSignal(signal),
    });
  }

  markers(filters: OfferFilterQuery, area: MapArea, signal?: AbortSignal): ResultAsync<readonly Marker[], GatewayFailure> {
    return this.http.get(this.userPanel('/offers/markers'), MarkerListCodec, {
      query: { ...listingParameters(filterQuery(filters)), bbox: boundingBox(area) },
      ...withSignal(signal),
    });
  }

  lookalikes(slug: string, currency: Currency): ResultAsync<readonly OfferCard[], GatewayFailure> {
    return this.http.get(this.userPanel(`/offer-lookalikes/${encodeURIComponent(slug)}`), LookalikesCodec, { query: { currency } });
  }

  offer(idOrSlug: string, currency: Currency): ResultAsync<OfferDetail, GatewayFailure> {
    return this.http.get(this.tenantPath(`/job-advertisements/${encodeURIComponent(idOrSlug)}`), OfferDetailCodec, { query: { currency } });
  }

  companyShortInfo(slug: string): ResultAsync<CompanyShortInfo, GatewayFailure> {
    return this.http.get(this.tenantPath(`/company/${encodeURIComponent(slug)}/short-info`), CompanyShortInfoCodec);
  }

  recordView(view: OfferView): ResultAsync<void, GatewayFailure> {
    return this.http.command('POST', this.tenantPath('/v1/views'), {
      body: { brand: this.tenantId, offerSlug: view.offerSlug, visitedAt: view.visitedAt },
    });
  }

  private tenantPath(path: string): string {
    return `/api/${encodeURIComponent(this.tenantId)}${path}`;
  }

  private userPanel(path: string): string {
    return this.tenantPath(`/v2/user-panel${path}`);
  }
}

function withSignal(signal: AbortSignal | undefined): { signal?: AbortSignal } {
  return signal ? { signal } : {};
}
