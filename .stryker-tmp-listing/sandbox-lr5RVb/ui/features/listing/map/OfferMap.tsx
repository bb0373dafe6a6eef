// @ts-nocheck
import styled from '@emotion/styled';
import type { FeatureCollection, Point } from 'geojson';
import { Map as MapLibre, Marker, setWorkerUrl, type GeoJSONFeature, type GeoJSONSource, type StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OfferCard } from '../../../../core/listing/Offer.ts';
import { buildOfferPath } from '../../../../core/listing/routeWords.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import { color, radius } from '../../../theme/tokens.ts';
import { offlineStyle } from './offlineStyle.ts';

setWorkerUrl(workerUrl);

const Frame = styled.section`
  position: relative;
  height: 480px;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  overflow: hidden;
  .map {
    position: absolute;
    inset: 0;
  }
  .offer-cluster,
  .offer-point {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 32px;
    min-height: 32px;
    padding: 0 8px;
    border: 2px solid ${color.onPrimary};
    border-radius: ${radius.full};
    background: ${color.primary};
    color: ${color.onPrimary};
    font: inherit;
    font-weight: 700;
    font-size: 0.85rem;
    text-decoration: none;
    cursor: pointer;
  }
  .offer-point {
    min-width: 20px;
    min-height: 20px;
    padding: 0;
  }
  .offer-cluster:focus-visible,
  .offer-point:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

const Note = styled.p`
  margin: 4px 0 0;
  font-size: 0.85rem;
  color: ${color.muted};
`;

const Failed = styled.p`
  margin: 0;
  padding: 16px;
`;

const SOURCE = 'offers';

function offersGeoJson(offers: readonly OfferCard[]): FeatureCollection<Point, { slug: string; title: string; company: string }> {
  return {
    type: 'FeatureCollection',
    features: offers.map((offer) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [offer.longitude, offer.latitude] },
      properties: { slug: offer.slug, title: offer.title, company: offer.companyName },
    })),
  };
}

const colourMode = (): 'light' | 'dark' => {
  const stored = document.documentElement.getAttribute('data-color-mode');
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
};

/**
 * The offers on a map (showMap). maplibre-gl, its worker and the offline shapes are in this lazy
 * chunk only. Offers are clustered by a GeoJSON source with `cluster: true`; clusters and single
 * offers are HTML buttons and links, so the map works by keyboard. The list under it stays the
 * accessible equivalent. A configured tile style URL replaces the offline style.
 */
export function OfferMap({ offers, language, styleUrl = null }: { offers: readonly OfferCard[]; language: Language; styleUrl?: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibre | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef({ offers, language, t, navigate });
  latest.current = { offers, language, t, navigate };

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    let map: MapLibre | null = null;
    const markers = new Map<string, Marker>();

    const renderMarkers = () => {
      if (!map || !map.getSource(SOURCE) || !map.isSourceLoaded(SOURCE)) return;
      const seen = new Set<string>();
      for (const found of map.querySourceFeatures(SOURCE)) {
        const key = markerKey(found);
        if (key === null || seen.has(key)) continue;
        seen.add(key);
        if (!markers.has(key)) {
          const marker = createMarker(found, map);
          if (marker) markers.set(key, marker.addTo(map));
        }
      }
      for (const [key, marker] of markers) {
        if (!seen.has(key)) {
          marker.remove();
          markers.delete(key);
        }
      }
    };

    const createMarker = (found: GeoJSONFeature, owner: MapLibre): Marker | null => {
      if (found.geometry.type !== 'Point') return null;
      const [lng = 0, lat = 0] = found.geometry.coordinates;
      const properties = found.properties as Record<string, unknown>;
      const { t: translate, language: lang, navigate: go } = latest.current;
      if (typeof properties['cluster_id'] === 'number') {
        const count = Number(properties['point_count'] ?? 0);
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'offer-cluster';
        button.textContent = String(count);
        button.setAttribute('aria-label', translate('offerMap.cluster', { count }));
        button.addEventListener('click', () => {
          const source = owner.getSource<GeoJSONSource>(SOURCE);
          void source?.getClusterExpansionZoom(properties['cluster_id'] as number).then((zoom) => owner.easeTo({ center: [lng, lat], zoom }));
        });
        return new Marker({ element: button }).setLngLat([lng, lat]);
      }
      const slug = String(properties['slug'] ?? '');
      const link = document.createElement('a');
      link.className = 'offer-point';
      link.href = buildOfferPath(slug, lang);
      link.setAttribute('aria-label', `${String(properties['title'] ?? '')}, ${String(properties['company'] ?? '')}`);
      link.title = String(properties['title'] ?? '');
      link.addEventListener('click', (event) => {
        event.preventDefault();
        void go(buildOfferPath(slug, lang));
      });
      return new Marker({ element: link }).setLngLat([lng, lat]);
    };

    (async () => {
      try {
        const style: StyleSpecification | string = styleUrl ?? (await offlineStyle(colourMode()));
        if (cancelled) return;
        map = new MapLibre({ container: element, style, center: [15, 52], zoom: 3, attributionControl: false });
        mapRef.current = map;
        map.on('error', (event) => console.warn('map:', event.error?.message));
        map.on('load', () => {
          if (!map) return;
          map.addSource(SOURCE, { type: 'geojson', data: offersGeoJson(latest.current.offers), cluster: true, clusterRadius: 48, clusterMaxZoom: 13 });
          map.addLayer({ id: 'offer-dots', type: 'circle', source: SOURCE, paint: { 'circle-radius': 4, 'circle-color': '#00000000' } });
          fitToOffers(map, latest.current.offers);
          map.on('moveend', renderMarkers);
          map.on('sourcedata', (event) => {
            if (event.sourceId === SOURCE && event.isSourceLoaded) renderMarkers();
          });
        });
      } catch (error) {
        console.warn('map could not start:', error);
        if (!cancelled) setFailed(true);
      }
    })();

    return () => {
      cancelled = true;
      for (const marker of markers.values()) marker.remove();
      map?.remove();
      mapRef.current = null;
    };
  }, [styleUrl]);

  // A new search or another page: new data for the same map.
  useEffect(() => {
    const map = mapRef.current;
    const source = map?.getSource<GeoJSONSource>(SOURCE);
    if (map && source) {
      source.setData(offersGeoJson(offers));
      fitToOffers(map, offers);
    }
  }, [offers]);

  return (
    <Frame aria-label={t('offerMap.label')} data-testid="offer-map">
      {failed ? <Failed role="alert">{t('offerMap.failed')}</Failed> : <div ref={container} className="map" />}
      <Note className="visually-hidden">{t('offerMap.listEquivalent')}</Note>
    </Frame>
  );
}

function markerKey(found: GeoJSONFeature): string | null {
  const properties = found.properties as Record<string, unknown>;
  if (typeof properties['cluster_id'] === 'number') return `c${properties['cluster_id']}`;
  return typeof properties['slug'] === 'string' ? `o${properties['slug']}` : null;
}

function fitToOffers(map: MapLibre, offers: readonly OfferCard[]): void {
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
