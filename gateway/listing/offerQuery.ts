import type * as t from 'io-ts';
import {
  CurrencyKeyCodec,
  EmploymentTypeKeyCodec,
  ExperienceLevelKeyCodec,
  ListingQuery,
  WorkingTimeKeyCodec,
  WorkplaceTypeKeyCodec,
  type CurrencyKey,
} from '../../contract/listing.ts';
import { QueryNumber, queryValues } from '../../contract/queryParameters.ts';
import { readQuery, type RawQuery } from '../http/readQuery.ts';
import { ratesToPln } from './currencyRates.ts';
import { MAX_TEXT_VALUES, textValues, withinTextBudget } from './textFilters.ts';

export type { RawQuery } from '../http/readQuery.ts';

/**
 * The offer routes' query: the contract's ListingQuery, read a parameter at a time (a value that is
 * unknown or malformed is dropped, as if it had not been sent, never echoed back and never an
 * error), then held to the listing's limits with its defaults filled in.
 */

type Parameter<K extends keyof ListingQuery> = NonNullable<ListingQuery[K]>;
export type EmploymentTypeKey = Parameter<'employmentTypes'>[number];
export type WorkplaceTypeKey = Parameter<'remoteWorkOptions'>[number];
export type ExperienceLevelKey = Parameter<'experienceLevels'>[number];
export type WorkingTimeKey = Parameter<'workingTimes'>[number];
export type Language = Parameter<'lang'>;
export type SortBy = Parameter<'sortBy'>;
export type OrderBy = Parameter<'orderBy'>;

/** A key codec's keys, in its order (the order of every list the gateway answers). */
const keysOf = <D extends Record<string, unknown>>(codec: t.KeyofC<D>): readonly (keyof D & string)[] =>
  Object.keys(codec.keys) as (keyof D & string)[];

export const employmentTypeKeys = keysOf(EmploymentTypeKeyCodec);
export const experienceLevelKeys = keysOf(ExperienceLevelKeyCodec);
export const workplaceTypeKeys = keysOf(WorkplaceTypeKeyCodec);
export const workingTimeKeys = keysOf(WorkingTimeKeyCodec);
export const currencyKeys = keysOf(CurrencyKeyCodec);
export const defaultCurrency: CurrencyKey = 'pln';

export const MAX_PAGE_SIZE = 100;
export const MAX_FROM = 100_000;
export const SALARY_MIN = 0;
export const SALARY_MAX = 1_000_000;
export const MAX_RADIUS_KM = 100;
const MAX_CATEGORIES = 50;

/**
 * The filters of every offer query, validated. Empty lists and nulls mean "any".
 * Salaries are already PLN per month, the scale of the normalised columns.
 */
export interface OfferFilters {
  /** Category slugs and ids as sent; resolved against the tenant's tree (children included) by the repository. */
  readonly categories: readonly (string | number)[];
  /** Each keyword must match (all its words, as prefixes). `query` is one more keyword. */
  readonly keywords: readonly string[];
  /** Any of these companies (contains, case-insensitive). */
  readonly companyNames: readonly string[];
  /** Every one of these skills (exact name, case-insensitive). */
  readonly skills: readonly string[];
  /** Any of these titles (contains, case-insensitive). */
  readonly jobTitles: readonly string[];
  readonly withSalary: boolean;
  readonly remoteWorkOptions: readonly WorkplaceTypeKey[];
  readonly remote: boolean;
  readonly city: string | null;
  /** Null or 0: the city itself; otherwise the distance from its centre. */
  readonly cityRadiusKm: number | null;
  readonly salaryMinPln: number | null;
  readonly salaryMaxPln: number | null;
  readonly ukraineFriendly: boolean;
  readonly experienceLevels: readonly ExperienceLevelKey[];
  readonly employmentTypes: readonly EmploymentTypeKey[];
  readonly workingTimes: readonly WorkingTimeKey[];
}

/** GET /v2/user-panel/offers/by-cursor's query with its defaults: the contract's fields, filters validated. */
export interface OfferQuery extends Readonly<Required<Pick<ListingQuery, 'from' | 'itemsCount' | 'sortBy' | 'orderBy' | 'currency'>>> {
  readonly filters: OfferFilters;
  readonly lang: Language | null;
}

export const noFilters: OfferFilters = {
  categories: [],
  keywords: [],
  companyNames: [],
  skills: [],
  jobTitles: [],
  withSalary: false,
  remoteWorkOptions: [],
  remote: false,
  city: null,
  cityRadiusKm: null,
  salaryMinPln: null,
  salaryMaxPln: null,
  ukraineFriendly: false,
  experienceLevels: [],
  employmentTypes: [],
  workingTimes: [],
};

/** The listing query as sent, each parameter read with its contract codec. */
export function readListingQuery(raw: RawQuery): ListingQuery {
  return readQuery(ListingQuery, raw);
}

/** A number within [min, max] (and whole, when asked), or null. */
export function inRange(value: number | undefined, min: number, max: number, integer = false): number | null {
  if (value === undefined || !Number.isFinite(value) || value < min || value > max) return null;
  return integer && !Number.isInteger(value) ? null : value;
}

/** A parameter outside the listing query (a page number, say) as a number within [min, max], or null. */
export function numberIn(raw: RawQuery, key: string, min: number, max: number, integer = false): number | null {
  const value = QueryNumber.decode(raw[key]);
  return value._tag === 'Right' ? inRange(value.right, min, max, integer) : null;
}

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;
/** An offer's slug (company, title, city and a piece of its id make it long) or its UUID. */
export const OFFER_KEY_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,298}[a-z0-9])?|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

function slugValue(text: string | undefined): string | null {
  const value = text?.trim().toLowerCase();
  return value !== undefined && SLUG_PATTERN.test(value) ? value : null;
}

/** Category ids (digits) and slugs, the first MAX_CATEGORIES of them, without repeats. */
function categoryValues(sent: readonly string[] | undefined): (string | number)[] {
  const result: (string | number)[] = [];
  for (const value of sent ?? []) {
    const text = value.toLowerCase();
    if (/^\d{1,9}$/.test(text)) result.push(Number(text));
    else if (SLUG_PATTERN.test(text)) result.push(text);
    if (result.length === MAX_CATEGORIES) break;
  }
  return [...new Set(result)];
}

/** The `currency` parameter, or the default. */
export function currencyValue(raw: RawQuery): CurrencyKey {
  return readListingQuery(raw).currency ?? defaultCurrency;
}

/** The `lang` parameter, or null. */
export function languageValue(raw: RawQuery): Language | null {
  return readListingQuery(raw).lang ?? null;
}

/** The filters, with the salary bounds converted from the query's currency per month to PLN per month. */
export function offerFilters(query: ListingQuery): OfferFilters {
  const currency = query.currency ?? defaultCurrency;
  let salaryMin = inRange(query.salaryMin, SALARY_MIN, SALARY_MAX);
  let salaryMax = inRange(query.salaryMax, SALARY_MIN, SALARY_MAX);
  if (salaryMin !== null && salaryMax !== null && salaryMin > salaryMax) {
    salaryMin = null;
    salaryMax = null;
  }
  const city = slugValue(query.city);
  const radius = city === null ? null : inRange(query.cityRadiusKm, 0, MAX_RADIUS_KM);
  const toPln = (amount: number | null) => (amount === null ? null : Math.round(amount * ratesToPln[currency]));
  const [keywords, skills, jobTitles, companyNames] = withinTextBudget([
    [...textValues(query.keywords, true), ...textValues(query.query, true)].slice(0, MAX_TEXT_VALUES),
    textValues(query.skills),
    textValues(query.jobTitles, true),
    textValues(query.companyNames),
  ]);
  return {
    categories: categoryValues(query.categories),
    keywords,
    companyNames,
    skills,
    jobTitles,
    withSalary: query.withSalary ?? false,
    remoteWorkOptions: query.remoteWorkOptions ?? [],
    remote: query.remote ?? false,
    city,
    cityRadiusKm: radius === 0 ? null : radius,
    salaryMinPln: toPln(salaryMin === SALARY_MIN ? null : salaryMin),
    salaryMaxPln: toPln(salaryMax === SALARY_MAX ? null : salaryMax),
    ukraineFriendly: query.ukraineFriendly ?? false,
    experienceLevels: query.experienceLevels ?? [],
    employmentTypes: query.employmentTypes ?? [],
    workingTimes: query.workingTimes ?? [],
  };
}

/** The filters of a raw query string. */
export function parseOfferFilters(raw: RawQuery): OfferFilters {
  return offerFilters(readListingQuery(raw));
}

/** GET /v2/user-panel/offers/by-cursor's parameters. */
export function parseOfferQuery(raw: RawQuery): OfferQuery {
  const query = readListingQuery(raw);
  return {
    filters: offerFilters(query),
    from: inRange(query.from, 0, MAX_FROM, true) ?? 0,
    itemsCount: inRange(query.itemsCount, 1, MAX_PAGE_SIZE, true) ?? MAX_PAGE_SIZE,
    sortBy: query.sortBy ?? 'published',
    orderBy: query.orderBy ?? 'DESC',
    currency: query.currency ?? defaultCurrency,
    lang: query.lang ?? null,
  };
}

/** A map area `minLon,minLat,maxLon,maxLat`, or null when it is not one. */
export function parseBoundingBox(raw: RawQuery): { minLon: number; minLat: number; maxLon: number; maxLat: number } | null {
  const [text] = queryValues(raw['bbox']);
  if (text === undefined) return null;
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => /^-?\d{1,3}(\.\d{1,12})?$/.test(part))) return null;
  const [minLon, minLat, maxLon, maxLat] = parts.map(Number) as [number, number, number, number];
  const lonOk = (v: number) => v >= -180 && v <= 180;
  const latOk = (v: number) => v >= -90 && v <= 90;
  if (![minLon, maxLon].every(lonOk) || ![minLat, maxLat].every(latOk) || minLon > maxLon || minLat > maxLat) return null;
  return { minLon, minLat, maxLon, maxLat };
}
