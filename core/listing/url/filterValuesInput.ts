import * as t from 'io-ts';
import { err, ok, type Result } from 'neverthrow';
import { buildListingUrl } from './buildListingUrl.ts';
import { emptyFilters, type FilterValues } from '../FilterValues.ts';
import type { ListingVocabulary } from '../ListingVocabulary.ts';
import { parseListingUrl } from './parseListingUrl.ts';

const nullableString = t.union([t.string, t.null]);
const strings = t.array(t.string);

/**
 * Filter values as a script or a stored search gives them: any subset of the fields, each of the
 * right JSON type. What is missing is the default; what is unknown or out of range is dropped
 * afterwards by `normalizeFilters`.
 */
export const FilterValuesInputCodec = t.exact(
  t.partial({
    city: nullableString,
    remote: t.boolean,
    category: nullableString,
    subcategories: strings,
    keywords: strings,
    companyNames: strings,
    skills: strings,
    jobTitles: strings,
    cityRadiusKm: t.number,
    salary: t.union([t.tuple([t.number, t.number]), t.null]),
    employmentTypes: strings,
    workingTimes: strings,
    experienceLevels: strings,
    remoteWorkOptions: strings,
    ukraineFriendly: t.boolean,
    withSalary: t.boolean,
    showMap: t.boolean,
    sort: t.string,
  }),
);

export type InvalidFilterValues = { readonly kind: 'invalid-filter-values'; readonly path: string; readonly expected: string };

/** The valid filter state closest to `filters`: what its canonical URL parses to. */
export function normalizeFilters(filters: FilterValues, vocabulary: ListingVocabulary): FilterValues {
  const parsed = parseListingUrl(buildListingUrl(filters, 'en', vocabulary), vocabulary);
  // A built URL always parses; the fallback only satisfies the type checker.
  return parsed.kind === 'listing' ? parsed.filters : emptyFilters;
}

/** Decodes filter values from JSON input (`{}` is no filter) and normalizes them. */
export function filterValuesFromInput(input: unknown, vocabulary: ListingVocabulary): Result<FilterValues, InvalidFilterValues> {
  const decoded = FilterValuesInputCodec.decode(input);
  if (decoded._tag === 'Left') {
    // The field that failed (context 0 is the whole object), named with its expected type.
    const field = decoded.left[0]?.context[1];
    return err(
      field === undefined
        ? { kind: 'invalid-filter-values', path: '(root)', expected: 'a JSON object of filter values' }
        : { kind: 'invalid-filter-values', path: field.key, expected: field.type.name },
    );
  }
  const radius = { cityRadiusKm: vocabulary.configuration.defaultRadiusKm };
  return ok(normalizeFilters({ ...emptyFilters, ...radius, ...decoded.right } as FilterValues, vocabulary));
}
