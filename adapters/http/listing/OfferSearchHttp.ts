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
import { tenantApi } from '../tenantApi.ts';

const DEFAULT_CURRENCY: Currency = 'pln';

/** The port's fields under the contract's names and types; a field the contract does not know fails to compile. */
type InContractTerms = { readonly [K in keyof SearchQuery]?: ListingQuery[K & keyof ListingQuery] | null };

/**
 * The contract's listing query for the port's query (the filters alone, or with page and sort), in
 * the contract's order: the fields that hold a value, since the contract has no nulls and a missing
 * field means "any", and the radius only with a city. Its codec writes the URL: empty lists and
 * false flags leave no parameter.
 */
function listingQuery(query: OfferFilterQuery | SearchQuery): ListingQuery {
  const fields: InContractTerms = { ...query, cityRadiusKm: query.city ? query.cityRadiusKm : null };
  const valueOf = (key: string): unknown => fields[key as keyof InContractTerms];
  return Object.fromEntries(
    Object.keys(ListingQuery.props).flatMap((key) => {
      const value = valueOf(key);
      return value === null || value === undefined ? [] : [[key, value]];
    }),
  ) as ListingQuery;
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
      query: listingParameters(listingQuery(query)),
      ...withSignal(signal),
    });
  }

  count(request: CountRequest, signal?: AbortSignal): ResultAsync<number, GatewayFailure> {
    return this.http
      .get(this.userPanel('/offers/count'), CountCodec, { query: listingParameters(listingQuery(request)), ...withSignal(signal) })
      .map((body) => body.count);
  }

  allBoardsCount(signal?: AbortSignal): ResultAsync<number, GatewayFailure> {
    return this.http.get(this.userPanel('/offers/all-boards/count'), CountCodec, withSignal(signal)).map((body) => body.count);
  }

  categoryCounts(request: CountRequest, signal?: AbortSignal): ResultAsync<readonly CategoryCount[], GatewayFailure> {
    return this.http.get(this.userPanel('/offers/count/categories'), CategoryCountsCodec, {
      query: listingParameters(listingQuery(request)),
      ...withSignal(signal),
    });
  }

  suggest(text: string, currency: Currency, signal?: AbortSignal): ResultAsync<Suggestions, GatewayFailure> {
    const query: Query = { query: text, salaryCurrencies: currency === DEFAULT_CURRENCY ? undefined : currency };
    return this.http.get(this.userPanel('/offers/suggest'), SuggestionsCodec, { query, ...withSignal(signal) });
  }

  clusters(filters: OfferFilterQuery, area: MapArea, signal?: AbortSignal): ResultAsync<readonly Cluster[], GatewayFailure> {
    return this.http.get(this.userPanel('/offers/clusters'), ClusterListCodec, {
      query: { ...listingParameters(listingQuery(filters)), bbox: boundingBox(area) },
      ...withSignal(signal),
    });
  }

  markers(filters: OfferFilterQuery, area: MapArea, signal?: AbortSignal): ResultAsync<readonly Marker[], GatewayFailure> {
    return this.http.get(this.userPanel('/offers/markers'), MarkerListCodec, {
      query: { ...listingParameters(listingQuery(filters)), bbox: boundingBox(area) },
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
    return tenantApi(this.tenantId, path);
  }

  private userPanel(path: string): string {
    return this.tenantPath(`/v2/user-panel${path}`);
  }
}

function withSignal(signal: AbortSignal | undefined): { signal?: AbortSignal } {
  return signal ? { signal } : {};
}
