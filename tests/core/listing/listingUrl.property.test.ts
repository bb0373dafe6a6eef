import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildListingUrl } from '../../../core/listing/url/buildListingUrl.ts';
import {
  employmentTypeKeys,
  experienceLevelKeys,
  sortKeys,
  workingTimeKeys,
  workplaceTypeKeys,
  type FilterValues,
} from '../../../core/listing/FilterValues.ts';
import { parseListingUrl } from '../../../core/listing/url/parseListingUrl.ts';
import { aVocabulary, testCategories, testCities } from './builders.ts';

const vocabulary = aVocabulary();
const { configuration } = vocabulary;

/** A subset of `options`, in their order: the canonical form of a multiselect. */
const subsetOf = <T>(options: readonly T[]) => fc.subarray([...options]);

/** Free text as a valid state holds it: trimmed, non-blank, at most 200 characters, no duplicates. */
const text = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 30 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }),
    fc.constantFrom('c++', 'a&b=c', 'node.js', '50%', 'Acme, Inc.', '#1', 'x/y'),
  )
  .map((value) => value.trim())
  .filter((value) => value !== '' && value.length <= 200);
const textList = fc.uniqueArray(text, { maxLength: 4 });

const place = fc.oneof(
  fc.constant({ city: null, remote: false }),
  fc.constant({ city: null, remote: true }),
  fc.constantFrom(...testCities).map((city) => ({ city: city.slug, remote: false })),
);

const categoryChoice = fc.oneof(
  fc.constant({ category: null, subcategories: [] as string[] }),
  fc
    .constantFrom(...testCategories)
    .chain((category) => subsetOf(category.children.map((child) => child.slug)).map((subcategories) => ({ category: category.slug, subcategories }))),
);

const salary = fc.oneof(
  fc.constant(null),
  fc
    .tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }))
    .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const)
    .filter(([min, max]) => !(min === 0 && max === 1_000_000)),
);

/** Every valid filter state over the test vocabulary. */
export const validFilters: fc.Arbitrary<FilterValues> = fc
  .record({
    place,
    categoryChoice,
    keywords: textList,
    companyNames: textList,
    skills: textList,
    jobTitles: textList,
    cityRadiusKm: fc.constantFrom(...configuration.radiusOptions),
    salary,
    employmentTypes: subsetOf(employmentTypeKeys),
    workingTimes: subsetOf(workingTimeKeys),
    experienceLevels: subsetOf(experienceLevelKeys),
    remoteWorkOptions: subsetOf(workplaceTypeKeys),
    ukraineFriendly: fc.boolean(),
    withSalary: fc.boolean(),
    showMap: fc.boolean(),
    sort: fc.constantFrom(...sortKeys),
  })
  .map(({ place, categoryChoice, ...rest }) => ({ ...place, ...categoryChoice, ...rest }))
  // The remote slug is the workplace filter's remote option (docs/listing-url.md): a valid state with one has the other.
  .map((state) =>
    state.remote
      ? { ...state, remoteWorkOptions: workplaceTypeKeys.filter((option) => option === 'remote' || state.remoteWorkOptions.includes(option)) }
      : state,
  );

const malformedPercent = fc
  .array(
    fc.oneof(fc.constantFrom('%', '%%', '%E0%A4%A', '%C3', '%zz', '%2', '%ED%A0%80', '%FF', '/', '?', '&', '=', '#', '_', '.', ','), fc.string()),
    {
      maxLength: 12,
    },
  )
  .map((parts) => parts.join(''));
const listingish = fc
  .tuple(
    fc.constantFrom('/job-offers', '/oferty-pracy', 'job-offers', 'https://x.example/oferty-pracy'),
    fc.array(fc.oneof(fc.string(), malformedPercent), { maxLength: 6 }),
  )
  .map(([prefix, parts]) => `${prefix}/${parts.join('/')}`);
const anyUrl = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  malformedPercent,
  listingish,
);

describe('listing URLs, by property', () => {
  it.each(['en', 'pl'] as const)('parse(build(f, %s)) is f for every valid filter state', (language) => {
    fc.assert(
      fc.property(validFilters, (filters) => {
        expect(parseListingUrl(buildListingUrl(filters, language, vocabulary), vocabulary)).toEqual({ kind: 'listing', language, filters });
      }),
      { numRuns: 500 },
    );
  });

  it('one state, one URL: two states with the same URL are equal', () => {
    fc.assert(
      fc.property(validFilters, validFilters, (a, b) => {
        if (buildListingUrl(a, 'en', vocabulary) === buildListingUrl(b, 'en', vocabulary)) expect(a).toEqual(b);
      }),
    );
  });

  it('never throws, whatever the string, and what it parses builds back to a URL that parses the same', () => {
    fc.assert(
      fc.property(anyUrl, (url) => {
        const parsed = parseListingUrl(url, vocabulary);
        if (parsed.kind === 'listing') {
          const canonical = buildListingUrl(parsed.filters, parsed.language, vocabulary);
          expect(parseListingUrl(canonical, vocabulary)).toEqual(parsed);
        } else {
          expect(parsed).toEqual({ kind: 'not-listing' });
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on a listing URL with arbitrary query text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), malformedPercent, fc.string({ unit: 'binary' })), (query) => {
        const parsed = parseListingUrl(`/job-offers/krakow?${query}`, vocabulary);
        expect(parsed.kind).toBe('listing');
      }),
      { numRuns: 2000 },
    );
  });
});

describe('building, by property', () => {
  const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('', '   ', '\ud800', 'a\udc00b'));
  const anyFilters = fc.record({
    city: fc.oneof(fc.constant(null), fc.constantFrom('krakow', 'atlantis'), anyText),
    remote: fc.boolean(),
    category: fc.oneof(fc.constant(null), fc.constantFrom('javascript', 'ux-ui', 'cobol'), anyText),
    subcategories: fc.array(fc.oneof(fc.constantFrom('react', 'vue', 'spring'), anyText), { maxLength: 4 }),
    keywords: fc.array(anyText, { maxLength: 4 }),
    companyNames: fc.array(anyText, { maxLength: 4 }),
    skills: fc.array(anyText, { maxLength: 4 }),
    jobTitles: fc.array(anyText, { maxLength: 4 }),
    cityRadiusKm: fc.oneof(fc.integer(), fc.double()),
    salary: fc.oneof(fc.constant(null), fc.tuple(fc.double(), fc.double())),
    employmentTypes: fc.array(fc.oneof(fc.constantFrom(...employmentTypeKeys), anyText), { maxLength: 4 }),
    workingTimes: fc.array(fc.oneof(fc.constantFrom(...workingTimeKeys), anyText), { maxLength: 4 }),
    experienceLevels: fc.array(fc.oneof(fc.constantFrom(...experienceLevelKeys), anyText), { maxLength: 4 }),
    remoteWorkOptions: fc.array(fc.oneof(fc.constantFrom(...workplaceTypeKeys), anyText), { maxLength: 4 }),
    ukraineFriendly: fc.boolean(),
    withSalary: fc.boolean(),
    showMap: fc.boolean(),
    sort: fc.oneof(fc.constantFrom(...sortKeys), anyText),
  }) as unknown as fc.Arbitrary<FilterValues>;

  it('never throws for any state, valid or not, and its URL is a listing that builds back to itself', () => {
    fc.assert(
      fc.property(anyFilters, fc.constantFrom('en' as const, 'pl' as const), (filters, language) => {
        const url = buildListingUrl(filters, language, vocabulary);
        const parsed = parseListingUrl(url, vocabulary);
        expect(parsed.kind).toBe('listing');
        if (parsed.kind === 'listing') expect(buildListingUrl(parsed.filters, language, vocabulary)).toBe(url);
      }),
      { numRuns: 1000 },
    );
  });
});
