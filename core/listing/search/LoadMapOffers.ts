import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { Cluster, Marker } from '../Offer.ts';
import type { MapArea, OfferSearch } from '../OfferSearch.ts';
import { showsMarkers } from './mapArea.ts';
import type { ListingSearchInput } from './ListingSearchInput.ts';
import { toOfferFilterQuery } from './toSearchQuery.ts';

/** What the map shows for an area: groups per city when zoomed out, single offers when zoomed in. */
export type MapOffers =
  { readonly kind: 'clusters'; readonly clusters: readonly Cluster[] } | { readonly kind: 'markers'; readonly markers: readonly Marker[] };

export interface LoadMapOffersInput extends ListingSearchInput {
  readonly area: MapArea;
}

/** The offers of the listing's filters inside a map view, from the gateway's clusters or markers. */
export class LoadMapOffers implements UseCase<LoadMapOffersInput, MapOffers, GatewayFailure> {
  constructor(private readonly offers: OfferSearch) {}

  execute(input: LoadMapOffersInput): ResultAsync<MapOffers, GatewayFailure> {
    const query = toOfferFilterQuery(input.filters, input.currency);
    if (showsMarkers(input.area))
      return this.offers.markers(query, input.area, input.signal).map((markers) => ({ kind: 'markers' as const, markers }));
    return this.offers.clusters(query, input.area, input.signal).map((clusters) => ({ kind: 'clusters' as const, clusters }));
  }
}
