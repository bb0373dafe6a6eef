import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryString } from '../../../adapters/http/GatewayHttpClient.ts';
import { ListingQuery } from '../../../contract/listing.ts';
import { readQuery, type RawQuery } from '../../../gateway/http/readQuery.ts';
import { employmentTypeKeys, experienceLevelKeys, workingTimeKeys, workplaceTypeKeys } from '../../../gateway/listing/offerQuery.ts';

/** The query string as a client writes it, read back as Fastify hands it to a route: repeated keys become arrays. */
function overTheWire(query: ListingQuery): RawQuery {
  const raw: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(queryString(ListingQuery.encode(query)))) {
    const seen = raw[key];
    raw[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return raw;
}

describe('the listing query, defined once in contract/listing.ts', () => {
  it('is written as a client sends it: repeated keys, flags as 1, false flags and empty lists left out', () => {
    const encoded = queryString(
      ListingQuery.encode({
        categories: ['react', 'vue'],
        withSalary: true,
        remote: false,
        skills: [],
        salaryMin: 5000.5,
        sortBy: 'salary',
        currency: 'eur',
      }),
    );
    expect(encoded).toBe('?categories=react&categories=vue&withSalary=1&salaryMin=5000.5&sortBy=salary&currency=eur');
  });

  it('is read a parameter at a time: one that does not fit is dropped alone', () => {
    const query = readQuery(ListingQuery, {
      from: '1e3',
      itemsCount: '20',
      currency: 'btc',
      lang: 'EN',
      orderBy: 'asc',
      city: ['krakow', 'gdansk'],
      withSalary: 'yes',
      remote: 'no',
    });
    expect(query).toEqual({ itemsCount: 20, lang: 'en', orderBy: 'ASC', city: 'krakow', withSalary: true, remote: false });
  });

  it('reads multiselects from repeated and comma-separated values, known keys only, in the contract order', () => {
    const query = readQuery(ListingQuery, {
      employmentTypes: ['Internship', ' b2b , nonsense'],
      workingTimes: 'freelance,full_time,freelance',
      categories: ' java ,, 12 ',
    });
    expect(query).toEqual({ employmentTypes: ['b2b', 'internship'], workingTimes: ['full_time', 'freelance'], categories: ['java', '12'] });
  });

  it('ignores what no query string can hold: numbers, objects, nulls, and parameters it does not define', () => {
    expect(readQuery(ListingQuery, { from: 5, keywords: [1, 'java', null], lang: { en: true }, bbox: '1,2,3,4' })).toEqual({ keywords: ['java'] });
  });

  it('reads back exactly what the adapter wrote', () => {
    const subset = <K extends string>(keys: readonly K[]) => fc.subarray([...keys]);
    const text = fc.string({ minLength: 1 }).filter((value) => value.trim() === value && value !== '');
    const slug = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/);
    const query = fc.record(
      {
        categories: fc.array(slug, { minLength: 1 }),
        keywords: fc.array(text, { minLength: 1 }),
        companyNames: fc.array(text, { minLength: 1 }),
        withSalary: fc.constant(true),
        remoteWorkOptions: subset(workplaceTypeKeys),
        experienceLevels: subset(experienceLevelKeys),
        employmentTypes: subset(employmentTypeKeys),
        workingTimes: subset(workingTimeKeys),
        city: slug,
        cityRadiusKm: fc.integer({ min: 0, max: 100 }),
        salaryMin: fc.integer({ min: 0, max: 1_000_000 }),
        from: fc.nat(100_000),
        sortBy: fc.constantFrom('published', 'newest', 'salary'),
        orderBy: fc.constantFrom('ASC', 'DESC'),
        currency: fc.constantFrom('pln', 'eur', 'usd', 'gbp', 'chf'),
        lang: fc.constantFrom('pl', 'en'),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(query, (sent) => {
        const nonEmpty = Object.fromEntries(Object.entries(sent).filter(([, value]) => !Array.isArray(value) || value.length > 0));
        expect(readQuery(ListingQuery, overTheWire(sent as ListingQuery))).toEqual(nonEmpty);
      }),
    );
  });
});
