import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OfferSearchInMemory } from '../../../adapters/in-memory/listing/OfferSearchInMemory.ts';
import { LoadMapOffers } from '../../../core/listing/search/LoadMapOffers.ts';
import { mapAreaOf, MARKERS_FROM_ZOOM, showsMarkers } from '../../../core/listing/search/mapArea.ts';
import { aFilterState, anOffer, testCategories, testCategory, testCities } from './builders.ts';

const europe = { north: 60, south: 40, east: 30, west: -10 };

describe('mapAreaOf', () => {
  it('keeps a plain view, rounded to six decimals and a whole zoom', () => {
    expect(mapAreaOf({ north: 50.123456789, south: 49.9, east: 20.1234564, west: 19.5, zoom: 10.6 })).toEqual({
      north: 50.123457,
      south: 49.9,
      east: 20.123456,
      west: 19.5,
      zoom: 11,
    });
  });

  it('covers every longitude when the view wraps round the world', () => {
    expect(mapAreaOf({ ...europe, west: -250, east: 250, zoom: 1 })).toMatchObject({ west: -180, east: 180 });
    expect(mapAreaOf({ ...europe, west: 170, east: -170, zoom: 2 })).toMatchObject({ west: -180, east: 180 });
  });

  it('keeps latitudes and longitudes in range, whatever the view says', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), fc.double(), fc.double(), (north, south, east, west, zoom) => {
        const area = mapAreaOf({ north, south, east, west, zoom });
        expect(area.west).toBeGreaterThanOrEqual(-180);
        expect(area.east).toBeLessThanOrEqual(180);
        expect(area.west).toBeLessThanOrEqual(area.east);
        expect(area.south).toBeGreaterThanOrEqual(-90);
        expect(area.north).toBeLessThanOrEqual(90);
        expect(area.south).toBeLessThanOrEqual(area.north);
        expect(Number.isInteger(area.zoom) && area.zoom >= 0 && area.zoom <= 24).toBe(true);
      }),
    );
  });
});

describe('LoadMapOffers', () => {
  const react = testCategory('react').value;
  const java = testCategory('java').value;
  const search = new OfferSearchInMemory({
    offers: [
      anOffer({ slug: 'krakow-react', categoryId: react, citySlug: 'krakow', city: 'Kraków', latitude: 50.06, longitude: 19.94 }),
      anOffer({ slug: 'krakow-java', categoryId: java, citySlug: 'krakow', city: 'Kraków', latitude: 50.07, longitude: 19.95 }),
      anOffer({ slug: 'berlin-react', categoryId: react, citySlug: 'berlin', city: 'Berlin', latitude: 52.52, longitude: 13.4 }),
    ],
    categories: testCategories,
    cities: testCities,
  });
  const load = (zoom: number, filters = aFilterState().build(), area = europe) =>
    new LoadMapOffers(search).execute({ filters, currency: 'pln', area: mapAreaOf({ ...area, zoom }) });

  it('groups offers per city when zoomed out', async () => {
    const result = (await load(MARKERS_FROM_ZOOM - 1))._unsafeUnwrap();
    expect(result.kind).toBe('clusters');
    if (result.kind !== 'clusters') return;
    expect(Object.fromEntries(result.clusters.map((cluster) => [cluster.id, cluster.count]))).toEqual({ krakow: 2, berlin: 1 });
  });

  it('shows single offers from the markers zoom on, only those in the view and of the filters', async () => {
    expect(showsMarkers(mapAreaOf({ ...europe, zoom: MARKERS_FROM_ZOOM }))).toBe(true);
    const result = (
      await load(MARKERS_FROM_ZOOM, aFilterState().withCategory('javascript').build(), { north: 51, south: 49, east: 21, west: 19 })
    )._unsafeUnwrap();
    expect(result).toEqual({ kind: 'markers', markers: [expect.objectContaining({ slug: 'krakow-react' })] });
  });
});
