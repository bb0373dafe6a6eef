import {
  employmentTypeKeys,
  experienceLevelKeys,
  sortKeys,
  workingTimeKeys,
  workplaceTypeKeys,
  type FilterValues,
  type MultiselectField,
  type SalaryRange,
  type SortKey,
} from '../FilterValues.ts';
import { filterParameter, SALARY_RANGE_MAX, SALARY_RANGE_MIN, type ListingConfiguration } from '../ListingConfiguration.ts';

/**
 * The validation rules of a filter value (platform.md section 5), shared by parsing and building.
 * Each takes raw text and answers a valid value or nothing; nothing is echoed back.
 */

const keysOf: { readonly [F in MultiselectField]: readonly FilterValues[F][number][] } = {
  employmentTypes: employmentTypeKeys,
  experienceLevels: experienceLevelKeys,
  remoteWorkOptions: workplaceTypeKeys,
  workingTimes: workingTimeKeys,
};

/** The values a multiselect may hold, in the configuration's order: configured options that core knows. */
export function knownOptions<F extends MultiselectField>(configuration: ListingConfiguration, field: F): readonly FilterValues[F][number][] {
  const known: readonly string[] = keysOf[field];
  const configured = filterParameter(configuration, field)?.options ?? known;
  const options = configured.filter((option, index) => known.includes(option) && configured.indexOf(option) === index);
  return options as readonly FilterValues[F][number][];
}

/** Keeps known values only, once each, in the configuration's order. Case-insensitive. */
export function validMultiselect<F extends MultiselectField>(
  configuration: ListingConfiguration,
  field: F,
  values: readonly string[],
): FilterValues[F] {
  const chosen = new Set(values.map((value) => value.trim().toLowerCase()));
  return knownOptions(configuration, field).filter((option) => chosen.has(option)) as unknown as FilterValues[F];
}

/** A free-text value longer than this is dropped: no search needs it, and it bounds the work a URL can ask for. */
export const MAX_TEXT_LENGTH = 200;
/** At most this many values per free-text list; the rest are dropped. */
export const MAX_TEXT_VALUES = 50;

/**
 * Trimmed, non-blank, at most MAX_TEXT_LENGTH, no duplicates, first occurrence kept, at most
 * MAX_TEXT_VALUES. A lone surrogate (no URL can carry one) becomes U+FFFD.
 */
export function validTextList(values: readonly string[]): readonly string[] {
  const kept: string[] = [];
  for (const value of values) {
    if (typeof value !== 'string') continue;
    const text = wellFormed(value).trim();
    if (text === '' || text.length > MAX_TEXT_LENGTH || kept.includes(text)) continue;
    kept.push(text);
    if (kept.length === MAX_TEXT_VALUES) break;
  }
  return kept;
}

/** The salary range's configured bounds (defaults 0 to 1,000,000). */
export function salaryBounds(configuration: ListingConfiguration): SalaryRange {
  const parameter = filterParameter(configuration, 'salary');
  return [parameter?.min ?? SALARY_RANGE_MIN, parameter?.max ?? SALARY_RANGE_MAX];
}

const wholeNumber = /^\d{1,15}$/;

/**
 * A range filter: exactly two whole numbers, both within the bounds, first not greater than the
 * second. The full range means no filter (null), as does anything invalid.
 */
export function validSalaryText(configuration: ListingConfiguration, text: string): SalaryRange | null {
  const parts = text.split(',');
  if (parts.length !== 2) return null;
  const [minText = '', maxText = ''] = parts.map((part) => part.trim());
  if (!wholeNumber.test(minText) || !wholeNumber.test(maxText)) return null;
  return validSalaryRange(configuration, [Number(minText), Number(maxText)]);
}

/** The range as a filter: null unless two whole numbers within the bounds, in order, and not the full range. */
export function validSalaryRange(configuration: ListingConfiguration, range: SalaryRange | null): SalaryRange | null {
  if (range === null) return null;
  const [lower, upper] = salaryBounds(configuration);
  const [min, max] = range;
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max)) return null;
  if (min < lower || max > upper || min > max) return null;
  if (min === lower && max === upper) return null;
  return [min, max];
}

/** A boolean filter is on only with the single true value. */
export const validBooleanText = (text: string, trueValue: string): boolean => text.trim().toLowerCase() === trueValue;

/** One of the configured radius options, else the default. */
export function validRadiusText(configuration: ListingConfiguration, text: string): number {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return configuration.defaultRadiusKm;
  const radius = Number(trimmed);
  return configuration.radiusOptions.includes(radius) ? radius : configuration.defaultRadiusKm;
}

/** A known sort key (case-insensitive), else published (published descending). */
export function validSortText(text: string): SortKey {
  const lower = text.trim().toLowerCase();
  return sortKeys.find((key) => key.toLowerCase() === lower) ?? 'published';
}

/** The spec's "sort field and sort order" pair (sortBy=salary&orderBy=asc), also accepted. */
export function sortFromPair(sortBy: string, orderBy: string | undefined): SortKey {
  const field = sortBy.trim().toLowerCase();
  const order = (orderBy ?? '').trim().toLowerCase();
  if (field === 'salary') return order === 'asc' ? 'salaryAsc' : 'salaryDesc';
  if (field === 'newest') return 'newest';
  return 'published';
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with each lone surrogate replaced by U+FFFD, so that it can be percent-encoded. */
export const wellFormed = (text: string): string => text.replace(loneSurrogate, '\uFFFD');
