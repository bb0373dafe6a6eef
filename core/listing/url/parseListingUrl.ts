import type { Language } from '../../tenancy/Tenant.ts';
import { emptyFilters, type FilterValues, type SortKey } from '../FilterValues.ts';
import { sortFromPair, validBooleanText, validMultiselect, validRadiusText, validSalaryText, validSortText, validTextList } from './filterRules.ts';
import { findCity, findMainCategory, findSubcategory, type ListingVocabulary } from '../ListingVocabulary.ts';
import {
  allLocationsWords,
  fieldByWord,
  languageOfWord,
  listPrefixWords,
  remoteWords,
  TRUE_VALUE,
  valueOfWord,
  type ParameterField,
} from './routeWords.ts';

export type ParsedListingUrl =
  { readonly kind: 'listing'; readonly language: Language; readonly filters: FilterValues } | { readonly kind: 'not-listing' };

const notListing: ParsedListingUrl = { kind: 'not-listing' };

/** Longer URLs are not listing URLs: no real one comes close, and it bounds the work a request can ask for. */
export const MAX_LISTING_URL_LENGTH = 8192;
/** At most: prefix, location, category, subcategories, and a few key_value filter segments. */
const MAX_PATH_SEGMENTS = 24;

/**
 * ParseListingUrl: a listing URL (absolute, or path and query) to its filter values. Never throws.
 *
 * `not-listing` (a 404) when the path does not start with the list prefix, names an unknown
 * location or category, or has segments past the subcategories. Query values and key_value path
 * segments that are unknown, malformed or out of range are dropped. The grammar is in
 * docs/listing-url.md.
 */
export function parseListingUrl(url: string, vocabulary: ListingVocabulary): ParsedListingUrl {
  if (url.length > MAX_LISTING_URL_LENGTH) return notListing;
  const { path, query } = splitUrl(url);
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments.length > MAX_PATH_SEGMENTS) return notListing;
  const decoded = segments.map(safeDecode);

  const [prefix, ...rest] = decoded;
  const language = prefix === undefined || prefix === null ? null : languageOfWord(listPrefixWords, prefix);
  if (language === null) return notListing;

  const raw = new RawParameters();
  const positional: string[] = [];
  for (const segment of rest) {
    if (segment === null) return notListing;
    const filter = filterSegment(segment);
    if (filter) raw.addPath(filter.field, filter.value);
    else positional.push(segment);
  }
  for (const [key, value] of queryPairs(query)) raw.addQuery(key, value);

  const place = parsePlace(positional, vocabulary);
  if (place === null) return notListing;
  // The remote slug is the URL's way of writing the workplace filter's remote option without a city.
  if (place.remote) raw.imply('remoteWorkOptions', remoteWords.en);
  return { kind: 'listing', language, filters: { ...place, ...parseParameters(raw, vocabulary) } };
}

/** The language of a listing URL's prefix (before its vocabulary is loaded), or null when it has none. */
export function listingUrlLanguage(url: string): Language | null {
  const first = splitUrl(url.slice(0, MAX_LISTING_URL_LENGTH))
    .path.split('/')
    .find((segment) => segment !== '');
  const decoded = first === undefined ? null : safeDecode(first);
  return decoded === null ? null : languageOfWord(listPrefixWords, decoded);
}

type Place = Pick<FilterValues, 'city' | 'remote' | 'category' | 'subcategories'>;

/** location, then an optional category, then optional comma-separated subcategories. */
function parsePlace(positional: readonly string[], vocabulary: ListingVocabulary): Place | null {
  if (positional.length > 3) return null;
  const [location, categorySlug, subcategoryList] = positional;
  const place = parseLocation(location, vocabulary);
  if (place === null) return null;
  if (categorySlug === undefined) return { ...place, category: null, subcategories: [] };
  const category = findMainCategory(vocabulary, categorySlug);
  if (category === undefined) return null;
  const chosen = new Set(
    (subcategoryList ?? '')
      .split(',')
      .map((slug) => findSubcategory(category, slug.trim())?.slug)
      .filter((slug) => slug !== undefined),
  );
  const subcategories = category.children.map((child) => child.slug).filter((slug) => chosen.has(slug));
  return { ...place, category: category.slug, subcategories: [...new Set(subcategories)] };
}

function parseLocation(location: string | undefined, vocabulary: ListingVocabulary): Pick<FilterValues, 'city' | 'remote'> | null {
  if (location === undefined || languageOfWord(allLocationsWords, location) !== null) return { city: null, remote: false };
  if (languageOfWord(remoteWords, location) !== null) return { city: null, remote: true };
  const city = findCity(vocabulary, location);
  return city === undefined ? null : { city: city.slug, remote: false };
}

type Parameters = Omit<FilterValues, keyof Place>;

function parseParameters(raw: RawParameters, vocabulary: ListingVocabulary): Parameters {
  const { configuration } = vocabulary;
  const last = (field: ParameterField): string | undefined => raw.values(field).at(-1);
  const salary = last('salary');
  const radius = last('cityRadiusKm');
  return {
    keywords: validTextList(raw.values('keywords')),
    companyNames: validTextList(raw.values('companyNames')),
    skills: validTextList(raw.values('skills')),
    jobTitles: validTextList(raw.values('jobTitles')),
    cityRadiusKm: radius === undefined ? configuration.defaultRadiusKm : validRadiusText(configuration, radius),
    salary: salary === undefined ? null : validSalaryText(configuration, salary),
    employmentTypes: validMultiselect(configuration, 'employmentTypes', raw.listValues('employmentTypes')),
    workingTimes: validMultiselect(configuration, 'workingTimes', raw.listValues('workingTimes')),
    experienceLevels: validMultiselect(configuration, 'experienceLevels', raw.listValues('experienceLevels')),
    remoteWorkOptions: validMultiselect(configuration, 'remoteWorkOptions', raw.listValues('remoteWorkOptions')),
    ukraineFriendly: validBooleanText(last('ukraineFriendly') ?? '', TRUE_VALUE),
    withSalary: validBooleanText(last('withSalary') ?? '', TRUE_VALUE),
    showMap: validBooleanText(last('showMap') ?? '', TRUE_VALUE),
    sort: parseSort(last('sort'), raw.sortBy, raw.orderBy),
  };
}

function parseSort(sort: string | undefined, sortBy: string | undefined, orderBy: string | undefined): SortKey {
  if (sort !== undefined) return validSortText(sort);
  if (sortBy !== undefined) return sortFromPair(sortBy, orderBy);
  return emptyFilters.sort;
}

const textFields: ReadonlySet<ParameterField> = new Set(['keywords', 'companyNames', 'skills', 'jobTitles']);

/** The raw text given for each parameter, path segments first, then the query, in order. */
class RawParameters {
  private readonly byField = new Map<ParameterField, string[]>();
  sortBy: string | undefined;
  orderBy: string | undefined;

  /** A key_value path segment: dots stand for commas, and free-text lists split on them. */
  addPath(field: ParameterField, value: string): void {
    const text = value.replaceAll('.', ',');
    if (textFields.has(field)) for (const item of text.split(',')) this.add(field, item);
    else this.add(field, text);
  }

  addQuery(key: string, value: string): void {
    const lower = key.toLowerCase();
    const field = fieldByWord.get(lower);
    if (field !== undefined) this.add(field, value);
    else if (lower === 'sortby') this.sortBy = value;
    else if (lower === 'orderby') this.orderBy = value;
  }

  /** A value the path implies without a parameter (the remote slug: the remote workplace option). */
  imply(field: ParameterField, value: string): void {
    this.add(field, value);
  }

  values(field: ParameterField): readonly string[] {
    return this.byField.get(field) ?? [];
  }

  /** Comma-separated or repeated: `a,b` and `a&…=b` alike; value words (`praca-zdalna`) read as their keys. */
  listValues(field: ParameterField): readonly string[] {
    return this.values(field).flatMap((value) => value.split(',').map((item) => valueOfWord(field, item)));
  }

  private add(field: ParameterField, value: string): void {
    const list = this.byField.get(field);
    if (list) list.push(value);
    else this.byField.set(field, [value]);
  }
}

/** `key_value` with a known key, else null (the segment is a location, category or subcategories). */
function filterSegment(segment: string): { field: ParameterField; value: string } | null {
  const separator = segment.indexOf('_');
  if (separator <= 0) return null;
  const field = fieldByWord.get(segment.slice(0, separator).toLowerCase());
  return field === undefined ? null : { field, value: segment.slice(separator + 1) };
}

/** Path and query of an absolute URL or a path; the fragment is dropped. */
function splitUrl(url: string): { path: string; query: string } {
  const withoutOrigin = url.replace(/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/, '');
  const hash = withoutOrigin.indexOf('#');
  const beforeHash = hash === -1 ? withoutOrigin : withoutOrigin.slice(0, hash);
  const question = beforeHash.indexOf('?');
  return question === -1 ? { path: beforeHash, query: '' } : { path: beforeHash.slice(0, question), query: beforeHash.slice(question + 1) };
}

/** `k=v` pairs of a query string, `+` read as a space; pairs that do not decode are dropped. */
function queryPairs(query: string): Array<readonly [string, string]> {
  const pairs: Array<readonly [string, string]> = [];
  for (const part of query.split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const key = safeDecode((equals === -1 ? part : part.slice(0, equals)).replaceAll('+', ' '));
    const value = safeDecode(equals === -1 ? '' : part.slice(equals + 1).replaceAll('+', ' '));
    if (key !== null && value !== null) pairs.push([key, value]);
  }
  return pairs;
}

/** Percent-decoding that answers null for malformed sequences instead of throwing. */
function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
