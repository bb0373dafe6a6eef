import styled from '@emotion/styled';
import { Map as MapLibre, setWorkerUrl, type Marker, type StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import { useNavigate } from 'react-router';
import type { MapOffers } from '../../../../core/listing/search/LoadMapOffers.ts';
import { mapAreaOf } from '../../../../core/listing/search/mapArea.ts';
import type { ListedOffer } from '../../../../core/listing/search/listedOffer.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { ListingKeys } from '../../../../composition/listing/listingKeys.ts';
import { color, radius } from '../../../theme/tokens.ts';
import { useShell } from '../../../app/useShell.ts';
import { useListing } from '../ListingContext.tsx';
import { clusterMarker, fitToOffers, offerMarker } from './mapMarkers.ts';
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

/** How long the map rests before it asks for the offers of its new view. */
const SETTLE_MS = 250;

const colourMode = (): 'light' | 'dark' => {
  const stored = document.documentElement.getAttribute('data-color-mode');
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
};

type MapStatus = { readonly kind: 'loading' } | { readonly kind: 'shown'; readonly offers: number } | { readonly kind: 'failed' };

/**
 * The offers on a map (showMap). maplibre-gl, its worker and the offline shapes are in this lazy
 * chunk only. What it shows comes from the gateway for the visible area (LoadMapOffers): groups
 * per city when zoomed out, single offers when zoomed in. Groups and offers are HTML buttons and
 * links, so the map works by keyboard; the list under it stays the accessible equivalent. A
 * configured style (MAP_STYLE_URL) replaces the offline style.
 */
export function OfferMap({ offers, language }: { offers: readonly ListedOffer[]; language: Language }) {
  const { t } = useTexts();
  const navigate = useNavigate();
  const { filters, currency } = useListing();
  const styleUrl = useShell().mapStyleUrl;
  const loadMapOffers = useUseCase(ListingKeys.LoadMapOffers);
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibre | null>(null);
  const refreshRef = useRef<() => void>(() => undefined);
  const [failed, setFailed] = useState(false);
  const [status, setStatus] = useState<MapStatus>({ kind: 'loading' });
  const latest = useRef({ offers, language, t, navigate, filters, currency });
  latest.current = { offers, language, t, navigate, filters, currency };

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    let map: MapLibre | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight: AbortController | null = null;
    const markers = new Map<string, Marker>();

    const show = (result: MapOffers, owner: MapLibre) => {
      const wanted = new Map<string, () => Marker>();
      const { t: translate, language: lang, navigate: go } = latest.current;
      if (result.kind === 'clusters') {
        for (const cluster of result.clusters) wanted.set(`c:${cluster.id}:${cluster.count}`, () => clusterMarker(cluster, owner, translate));
      } else {
        for (const marker of result.markers) wanted.set(`o:${marker.slug}`, () => offerMarker(marker, lang, go));
      }
      for (const [key, marker] of markers) {
        if (!wanted.has(key)) {
          marker.remove();
          markers.delete(key);
        }
      }
      for (const [key, create] of wanted) if (!markers.has(key)) markers.set(key, create().addTo(owner));
      const shown = result.kind === 'clusters' ? result.clusters.reduce((sum, cluster) => sum + cluster.count, 0) : result.markers.length;
      setStatus({ kind: 'shown', offers: shown });
    };

    const refresh = () => {
      if (!map) return;
      const owner = map;
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      const bounds = owner.getBounds();
      const area = mapAreaOf({
        north: bounds.getNorth(),
        south: bounds.getSouth(),
        east: bounds.getEast(),
        west: bounds.getWest(),
        zoom: owner.getZoom(),
      });
      const { filters: current, currency: salaryCurrency } = latest.current;
      void loadMapOffers.execute({ filters: current, currency: salaryCurrency, area, signal: controller.signal }).match(
        (result) => {
          if (!controller.signal.aborted && !cancelled) show(result, owner);
        },
        () => {
          if (!controller.signal.aborted && !cancelled) setStatus({ kind: 'failed' });
        },
      );
    };
    const refreshSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, SETTLE_MS);
    };
    refreshRef.current = refreshSoon;

    (async () => {
      try {
        const style: StyleSpecification | string = styleUrl ?? (await offlineStyle(colourMode()));
        if (cancelled) return;
        map = new MapLibre({ container: element, style, center: [15, 52], zoom: 3, attributionControl: false });
        mapRef.current = map;
        map.on('error', (event) => console.warn('map:', event.error?.message));
        map.on('load', () => {
          if (!map) return;
          fitToOffers(map, latest.current.offers);
          map.on('moveend', refreshSoon);
          refresh();
        });
      } catch (error) {
        console.warn('map could not start:', error);
        if (!cancelled) setFailed(true);
      }
    })();

    return () => {
      cancelled = true;
      clearTimeout(timer);
      inFlight?.abort();
      refreshRef.current = () => undefined;
      for (const marker of markers.values()) marker.remove();
      map?.remove();
      mapRef.current = null;
    };
  }, [styleUrl, loadMapOffers]);

  // A new search: the map moves to its offers (which asks for the view's offers), or asks again where it is.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const before = map.getCenter().toString() + map.getZoom();
    fitToOffers(map, offers);
    if (map.getCenter().toString() + map.getZoom() === before) refreshRef.current();
  }, [offers, filters, currency]);

  return (
    <Frame aria-label={t('offerMap.label')} data-testid="offer-map">
      {failed ? <Failed role="alert">{t('offerMap.failed')}</Failed> : <div ref={container} className="map" />}
      <Note
        role="status"
        className={status.kind === 'failed' ? undefined : 'visually-hidden'}
        data-testid="offer-map-status"
        data-state={status.kind}
      >
        {status.kind === 'failed' ? t('offerMap.offersFailed') : status.kind === 'shown' ? t('offerMap.shown', { count: status.offers }) : ''}
      </Note>
      <Note className="visually-hidden">{t('offerMap.listEquivalent')}</Note>
    </Frame>
  );
}
