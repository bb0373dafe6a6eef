import styled from '@emotion/styled';
import { LngLatBounds, Map as MapLibre, Marker, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef } from 'react';
import type { CompanyLocation } from '../../../core/companies/Company.ts';
import { color, radius } from '../../theme/tokens.ts';
import { offlineStyle } from '../listing/index.ts';

setWorkerUrl(workerUrl);

const Frame = styled.div`
  height: 320px;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  overflow: hidden;
  .office {
    width: 18px;
    height: 18px;
    border: 3px solid ${color.onPrimary};
    border-radius: 50%;
    background: ${color.primary};
  }
`;

const colourMode = (): 'light' | 'dark' => {
  const stored = document.documentElement.getAttribute('data-color-mode');
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
};

/**
 * The company's offices on a map, loaded only when the visitor asks for it (maplibre-gl and the
 * offline shapes are in this chunk). The list beside it is the accessible equivalent, so the map is
 * one labelled picture; a configured style (MAP_STYLE_URL) replaces the offline one.
 */
export function OfficeMap({ locations, label, styleUrl }: { locations: readonly CompanyLocation[]; label: string; styleUrl: string | null }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element || locations.length === 0) return;
    let map: MapLibre | null = null;
    let cancelled = false;
    void (async () => {
      const style = styleUrl ?? (await offlineStyle(colourMode()));
      if (cancelled) return;
      map = new MapLibre({
        container: element,
        style,
        center: [locations[0]?.longitude ?? 19, locations[0]?.latitude ?? 52],
        zoom: 5,
        attributionControl: false,
        interactive: true,
      });
      const bounds = new LngLatBounds();
      for (const location of locations) {
        const dot = document.createElement('span');
        dot.className = 'office';
        dot.setAttribute('aria-hidden', 'true');
        new Marker({ element: dot }).setLngLat([location.longitude, location.latitude]).addTo(map);
        bounds.extend([location.longitude, location.latitude]);
      }
      map.fitBounds(bounds, { padding: 48, maxZoom: 11, duration: 0 });
    })();
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [locations, styleUrl]);
  return <Frame ref={container} role="img" aria-label={label} data-testid="office-map" />;
}
