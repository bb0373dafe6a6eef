import type { TFunction } from 'i18next';
import { Marker, type Map as MapLibre } from 'maplibre-gl';
import type { NavigateFunction } from 'react-router';
import { MARKERS_FROM_ZOOM } from '../../../../core/listing/search/mapArea.ts';
import type { Cluster, Marker as OfferMarker } from '../../../../core/listing/Offer.ts';
import type { ListedOffer } from '../../../../core/listing/search/listedOffer.ts';
import { buildOfferPath } from '../../../../core/listing/url/routeWords.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';

/**
 * What OfferMap puts on the map: its markers as HTML buttons and links (so the map works by
 * keyboard), and the view that holds a search's offers. maplibre-gl stays in the map's lazy chunk.
 */

/** A group of offers: a button with the count that zooms in to where its offers show one by one. */
export function clusterMarker(cluster: Cluster, map: MapLibre, translate: TFunction): Marker {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'offer-cluster';
  button.textContent = String(cluster.count);
  button.dataset['region'] = cluster.region;
  button.setAttribute('aria-label', translate('offerMap.clusterIn', { count: cluster.count, region: cluster.region }));
  button.addEventListener('click', () =>
    map.easeTo({ center: [cluster.longitude, cluster.latitude], zoom: Math.max(map.getZoom() + 2, MARKERS_FROM_ZOOM + 1) }),
  );
  return new Marker({ element: button }).setLngLat([cluster.longitude, cluster.latitude]);
}

/** One offer: a link to its page. */
export function offerMarker(marker: OfferMarker, language: Language, go: NavigateFunction): Marker {
  const path = buildOfferPath(marker.slug, language);
  const link = document.createElement('a');
  link.className = 'offer-point';
  link.href = path;
  link.setAttribute('aria-label', `${marker.title}, ${marker.companyName}`);
  link.title = marker.title;
  link.addEventListener('click', (event) => {
    event.preventDefault();
    void go(path);
  });
  return new Marker({ element: link }).setLngLat([marker.longitude, marker.latitude]);
}

/** Moves the map to show every offer of the search; with none, the map stays where it is. */
export function fitToOffers(map: MapLibre, offers: readonly ListedOffer[]): void {
  if (offers.length === 0) return;
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const offer of offers) {
    west = Math.min(west, offer.longitude);
    east = Math.max(east, offer.longitude);
    south = Math.min(south, offer.latitude);
    north = Math.max(north, offer.latitude);
  }
  map.fitBounds(
    [
      [west, south],
      [east, north],
    ],
    { padding: 40, maxZoom: 11, duration: 0 },
  );
}
