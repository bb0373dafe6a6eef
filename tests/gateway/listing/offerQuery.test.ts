import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratesToPln } from '../../../gateway/listing/currencyRates.ts';
import {
  currencyKeys,
  employmentTypeKeys,
  experienceLevelKeys,
  MAX_PAGE_SIZE,
  parseBoundingBox,
  parseOfferQuery,
  workingTimeKeys,
  workplaceTypeKeys,
} from '../../../gateway/listing/offerQuery.ts';

describe('parseOfferQuery', () => {
  it('reads repeated and comma-separated multiselects, keeping known values in the known order', () => {
    const query = parseOfferQuery({
      employmentTypes: ['internship', 'b2b,nonsense'],
      experienceLevels: 'SENIOR',
      remoteWorkOptions: 'remote,remote',
    });
    expect(query.filters.employmentTypes).toEqual(['b2b', 'internship']);
    expect(query.filters.experienceLevels).toEqual(['senior']);
    expect(query.filters.remoteWorkOptions).toEqual(['remote']);
  });

  it('trims free text, drops blanks and case-insensitive repeats, and removes control characters', () => {
    const query = parseOfferQuery({ keywords: ['  Java  ', 'java', '', ' ', 'a\u0000b'], skills: 'React', query: 'node  js' });
    expect(query.filters.keywords).toEqual(['Java', 'a b', 'node js']);
    expect(query.filters.skills).toEqual(['React']);
  });

  it('converts the salary bounds from the asked currency to PLN per month, dropping the full range', () => {
    expect(parseOfferQuery({ salaryMin: '5000', currency: 'eur' }).filters.salaryMinPln).toBe(Math.round(5000 * ratesToPln.eur));
    expect(parseOfferQuery({ salaryMin: '0', salaryMax: '1000000' }).filters).toMatchObject({ salaryMinPln: null, salaryMaxPln: null });
    expect(parseOfferQuery({ salaryMin: '9', salaryMax: '1' }).filters).toMatchObject({ salaryMinPln: null, salaryMaxPln: null });
    expect(parseOfferQuery({ salaryMin: '1e5' }).filters.salaryMinPln).toBeNull();
  });

  it('needs a city for a radius, and reads radius 0 as the city itself', () => {
    expect(parseOfferQuery({ cityRadiusKm: '30' }).filters.cityRadiusKm).toBeNull();
    expect(parseOfferQuery({ city: 'krakow', cityRadiusKm: '0' }).filters).toMatchObject({ city: 'krakow', cityRadiusKm: null });
    expect(parseOfferQuery({ city: 'krakow', cityRadiusKm: '101' }).filters.cityRadiusKm).toBeNull();
    expect(parseOfferQuery({ city: 'Kraków' }).filters.city).toBeNull();
  });

  it('falls back to the defaults for paging, sort and currency', () => {
    expect(parseOfferQuery({ from: '-1', itemsCount: '101', sortBy: 'x', orderBy: 'up', currency: 'btc' })).toMatchObject({
      from: 0,
      itemsCount: MAX_PAGE_SIZE,
      sortBy: 'published',
      orderBy: 'DESC',
      currency: 'pln',
      lang: null,
    });
    expect(parseOfferQuery({ from: '200', itemsCount: '20', sortBy: 'salary', orderBy: 'asc', currency: 'GBP', lang: 'pl' })).toMatchObject({
      from: 200,
      itemsCount: 20,
      sortBy: 'salary',
      orderBy: 'ASC',
      currency: 'gbp',
      lang: 'pl',
    });
  });

  it('always gives a valid query, whatever it is handed', () => {
    const anything = fc.oneof(fc.string(), fc.array(fc.string()), fc.integer(), fc.constant(null), fc.object());
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.oneof(fc.string(), fc.constantFrom('from', 'itemsCount', 'categories', 'salaryMin', 'city', 'cityRadiusKm', 'keywords')),
          anything,
        ),
        (raw) => {
          const query = parseOfferQuery(raw);
          expect(Number.isInteger(query.from) && query.from >= 0).toBe(true);
          expect(query.itemsCount >= 1 && query.itemsCount <= MAX_PAGE_SIZE).toBe(true);
          expect(currencyKeys).toContain(query.currency);
          const f = query.filters;
          for (const value of f.employmentTypes) expect(employmentTypeKeys).toContain(value);
          for (const value of f.experienceLevels) expect(experienceLevelKeys).toContain(value);
          for (const value of f.workingTimes) expect(workingTimeKeys).toContain(value);
          for (const value of f.remoteWorkOptions) expect(workplaceTypeKeys).toContain(value);
          for (const text of [...f.keywords, ...f.skills, ...f.companyNames, ...f.jobTitles]) {
            expect(text).toBe(text.trim());
            // eslint-disable-next-line no-control-regex -- the property: no control character survives
            expect(text).not.toMatch(/[\u0000-\u001f]/);
            expect(text.length).toBeGreaterThan(0);
          }
          for (const category of f.categories) expect(typeof category === 'number' || /^[a-z0-9-]+$/.test(category)).toBe(true);
          if (f.salaryMinPln !== null && f.salaryMaxPln !== null) expect(f.salaryMinPln).toBeLessThanOrEqual(f.salaryMaxPln);
        },
      ),
    );
  });
});

describe('parseBoundingBox', () => {
  it('reads minLon,minLat,maxLon,maxLat and refuses anything else', () => {
    expect(parseBoundingBox({ bbox: '14,49,24.2,55' })).toEqual({ minLon: 14, minLat: 49, maxLon: 24.2, maxLat: 55 });
    for (const bbox of ['14,49,24', '24,49,14,55', '14,49,24,95', 'a,b,c,d', '1e3,0,0,0', '']) expect(parseBoundingBox({ bbox })).toBeNull();
  });
});
