import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** The colours of the offline map, per colour mode; land and water differ enough to read, borders are quiet. */
const palettes = {
  light: { water: '#dbe7f3', land: '#f4f2ee', border: '#9aa3ad' },
  dark: { water: '#0f1d2b', land: '#2a2f36', border: '#5d6772' },
} as const;

/**
 * A style that needs no network: country shapes and borders from Natural Earth's 1:110m countries
 * (world-atlas, public domain), loaded only with the map. No glyphs or sprites, so no text layers;
 * cluster counts are HTML markers instead.
 */
export async function offlineStyle(mode: 'light' | 'dark'): Promise<StyleSpecification> {
  const { default: topology } = (await import('world-atlas/countries-110m.json')) as unknown as {
    default: Topology<{ countries: GeometryCollection }>;
  };
  const countries = feature(topology, topology.objects.countries);
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  const colours = palettes[mode];
  return {
    version: 8,
    sources: {
      countries: { type: 'geojson', data: countries },
      borders: { type: 'geojson', data: borders },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': colours.water } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': colours.land } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': colours.border, 'line-width': 0.8 } },
    ],
  };
}
