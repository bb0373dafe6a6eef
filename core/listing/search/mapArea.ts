import type { MapArea } from '../OfferSearch.ts';

/** From this zoom on the map shows single offers; below it, groups of offers per city. */
export const MARKERS_FROM_ZOOM = 9;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Six decimals is about 10 cm: more says nothing and the gateway refuses it. */
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The area a map view asks about. A map that wraps round the world reports longitudes past ±180
 * (clamped to them) and, shown whole, a span of 360° or more: the area then covers every longitude. Latitudes stay
 * within ±90, and an unreadable number reads as the whole range.
 */
export function mapAreaOf(view: {
  readonly north: number;
  readonly south: number;
  readonly east: number;
  readonly west: number;
  readonly zoom: number;
}): MapArea {
  const finite = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);
  const west = finite(view.west, -180);
  const east = finite(view.east, 180);
  const wholeWorld = east - west >= 360 || west > east;
  const [fromLon, toLon] = wholeWorld ? [-180, 180] : [clamp(west, -180, 180), clamp(east, -180, 180)];
  const south = clamp(finite(view.south, -90), -90, 90);
  const north = clamp(finite(view.north, 90), -90, 90);
  return {
    west: rounded(fromLon),
    east: rounded(toLon),
    south: rounded(Math.min(south, north)),
    north: rounded(Math.max(south, north)),
    zoom: clamp(Math.round(finite(view.zoom, 0)), 0, 24),
  };
}

export const showsMarkers = (area: MapArea): boolean => area.zoom >= MARKERS_FROM_ZOOM;
