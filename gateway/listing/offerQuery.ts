import type { CurrencyKey, EmploymentTypeKey } from '../../contract/listing.ts';
import { ratesToPln } from './currencyRates.ts';

/**
 * The query string of the offer routes, read defensively: a value that is unknown, malformed or out
 * of range is dropped (as if it had not been sent), never echoed back and never an error. Fastify
 * hands each parameter over as a string, or an array of strings when it is repeated.
 */

export type WorkplaceTypeKey = 'remote' | 'hybrid' | 'office';
export type ExperienceLevelKey = 'trainee' | 'junior' | 'mid' | 'senior' | 'manager';
export type WorkingTimeKey = 'full_time' | 'part_time' | 'practice_internship' | 'freelance';
export type Language = 'pl' | 'en';
export type SortBy = 'published' | 'newest' | 'salary';
export type OrderBy = 'ASC' | 'DESC';

export const employmentTypeKeys: readonly EmploymentTypeKey[] = ['permanent', 'b2b', 'mandate_contract', 'contract', 'internship'];
export const experienceLevelKeys: readonly ExperienceLevelKey[] = ['trainee', 'junior', 'mid', 'senior', 'manager'];
export const workplaceTypeKeys: readonly WorkplaceTypeKey[] = ['remote', 'hybrid', 'office'];
export const workingTimeKeys: readonly WorkingTimeKey[] = ['full_time', 'part_time', 'practice_internship', 'freelance'];
export const currencyKeys: readonly CurrencyKey[] = ['pln', 'eur', 'usd', 'gbp', 'chf'];
export const defaultCurrency: CurrencyKey = 'pln';

export const MAX_PAGE_SIZE = 100;
export const MAX_FROM = 100_000;
export const SALARY_MIN = 0;
export const SALARY_MAX = 1_000_000;
export const MAX_RADIUS_KM = 100;
/** Free-text values per parameter, and characters per value: the listing URL's own limits (docs/listing-url.md). */
const MAX_TEXT_VALUES = 50;
const MAX_TEXT_LENGTH = 200;
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

export interface OfferQuery {
  readonly filters: OfferFilters;
  readonly from: number;
  readonly itemsCount: number;
  readonly sortBy: SortBy;
  readonly orderBy: OrderBy;
  readonly currency: CurrencyKey;
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

export type RawQuery = Readonly<Record<string, unknown>>;

/** Every value of a parameter as strings: repeated keys, and anything that is not a string dropped. */
export function values(raw: RawQuery, key: string): string[] {
  const value = raw[key];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/** The first value of a parameter, or undefined. */
export function first(raw: RawQuery, key: string): string | undefined {
  return values(raw, key)[0];
}

/** Text safe to hand to PostgreSQL: no NUL or other control characters, single spaces, trimmed. */
export function cleanText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Free text: trimmed, non-blank, bounded, without case-insensitive repeats, in the order given. */
export function textValues(raw: RawQuery, key: string, mustHaveWord = false): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of values(raw, key)) {
    const text = cleanText(value);
    if (text === '' || text.length > MAX_TEXT_LENGTH) continue;
    if (mustHaveWord && !/[\p{L}\p{N}]/u.test(text)) continue;
    const folded = text.toLowerCase();
    if (seen.has(folded)) continue;
    seen.add(folded);
    result.push(text);
    if (result.length === MAX_TEXT_VALUES) break;
  }
  return result;
}

/** Known values of a multiselect, from repeated keys or comma-separated lists, in the known order. */
export function knownValues<K extends string>(raw: RawQuery, key: string, known: readonly K[]): K[] {
  const sent = new Set(values(raw, key).flatMap((value) => value.split(',')).map((value) => value.trim().toLowerCase()));
  return known.filter((value) => sent.has(value));
}

/** 1, true, yes and on are true; anything else (including nothing) false. */
export function flag(raw: RawQuery, key: string): boolean {
  const value = first(raw, key)?.trim().toLowerCase();
  return value === '1' || value === 'true' || value === 'yes' || value === 'on';
}

/** A finite number written plainly (no hex, no exponent games) within [min, max], or null. */
export function numberIn(raw: RawQuery, key: string, min: number, max: number, integer = false): number | null {
  const text = first(raw, key)?.trim();
  if (text === undefined || !/^-?\d{1,16}(\.\d{1,6})?$/.test(text)) return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max) return null;
  if (integer && !Number.isInteger(value)) return null;
  return value;
}

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;
/** An offer's slug (company, title, city and a piece of its id make it long) or its UUID. */
export const OFFER_KEY_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,298}[a-z0-9])?|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function slugValue(raw: RawQuery, key: string): string | null {
  const value = first(raw, key)?.trim().toLowerCase();
  return value !== undefined && SLUG_PATTERN.test(value) ? value : null;
}

function categoryValues(raw: RawQuery): (string | number)[] {
  const result: (string | number)[] = [];
  for (const value of values(raw, 'categories').flatMap((item) => item.split(','))) {
    const text = value.trim().toLowerCase();
    if (/^\d{1,9}$/.test(text)) result.push(Number(text));
    else if (SLUG_PATTERN.test(text)) result.push(text);
    if (result.length === MAX_CATEGORIES) break;
  }
  return [...new Set(result)];
}

export function currencyValue(raw: RawQuery, key = 'currency'): CurrencyKey {
  const value = first(raw, key)?.trim().toLowerCase();
  return currencyKeys.find((currency) => currency === value) ?? defaultCurrency;
}

export function languageValue(raw: RawQuery): Language | null {
  const value = first(raw, 'lang')?.trim().toLowerCase();
  return value === 'pl' || value === 'en' ? value : null;
}

/** The filters, with the salary bounds converted from `currency` per month to PLN per month. */
export function parseOfferFilters(raw: RawQuery, currency: CurrencyKey = currencyValue(raw)): OfferFilters {
  let salaryMin = numberIn(raw, 'salaryMin', SALARY_MIN, SALARY_MAX);
  let salaryMax = numberIn(raw, 'salaryMax', SALARY_MIN, SALARY_MAX);
  if (salaryMin !== null && salaryMax !== null && salaryMin > salaryMax) {
    salaryMin = null;
    salaryMax = null;
  }
  const city = slugValue(raw, 'city');
  const radius = city === null ? null : numberIn(raw, 'cityRadiusKm', 0, MAX_RADIUS_KM);
  const toPln = (amount: number | null) => (amount === null ? null : Math.round(amount * ratesToPln[currency]));
  return {
    categories: categoryValues(raw),
    keywords: [...textValues(raw, 'keywords', true), ...textValues(raw, 'query', true)].slice(0, MAX_TEXT_VALUES),
    companyNames: textValues(raw, 'companyNames'),
    skills: textValues(raw, 'skills'),
    jobTitles: textValues(raw, 'jobTitles', true),
    withSalary: flag(raw, 'withSalary'),
    remoteWorkOptions: knownValues(raw, 'remoteWorkOptions', workplaceTypeKeys),
    remote: flag(raw, 'remote'),
    city,
    cityRadiusKm: radius === 0 ? null : radius,
    salaryMinPln: toPln(salaryMin === SALARY_MIN ? null : salaryMin),
    salaryMaxPln: toPln(salaryMax === SALARY_MAX ? null : salaryMax),
    ukraineFriendly: flag(raw, 'ukraineFriendly'),
    experienceLevels: knownValues(raw, 'experienceLevels', experienceLevelKeys),
    employmentTypes: knownValues(raw, 'employmentTypes', employmentTypeKeys),
    workingTimes: knownValues(raw, 'workingTimes', workingTimeKeys),
  };
}

/** GET /v2/user-panel/offers/by-cursor's parameters. */
export function parseOfferQuery(raw: RawQuery): OfferQuery {
  const currency = currencyValue(raw);
  const sortBy = first(raw, 'sortBy')?.trim().toLowerCase();
  const orderBy = first(raw, 'orderBy')?.trim().toUpperCase();
  return {
    filters: parseOfferFilters(raw, currency),
    from: numberIn(raw, 'from', 0, MAX_FROM, true) ?? 0,
    itemsCount: numberIn(raw, 'itemsCount', 1, MAX_PAGE_SIZE, true) ?? MAX_PAGE_SIZE,
    sortBy: sortBy === 'newest' || sortBy === 'salary' ? sortBy : 'published',
    orderBy: orderBy === 'ASC' ? 'ASC' : 'DESC',
    currency,
    lang: languageValue(raw),
  };
}

/** A map area `minLon,minLat,maxLon,maxLat`, or null when it is not one. */
export function parseBoundingBox(raw: RawQuery): { minLon: number; minLat: number; maxLon: number; maxLat: number } | null {
  const text = first(raw, 'bbox');
  if (text === undefined) return null;
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => /^-?\d{1,3}(\.\d{1,12})?$/.test(part))) return null;
  const [minLon, minLat, maxLon, maxLat] = parts.map(Number) as [number, number, number, number];
  const lonOk = (v: number) => v >= -180 && v <= 180;
  const latOk = (v: number) => v >= -90 && v <= 90;
  if (![minLon, maxLon].every(lonOk) || ![minLat, maxLat].every(latOk) || minLon > maxLon || minLat > maxLat) return null;
  return { minLon, minLat, maxLon, maxLat };
}
