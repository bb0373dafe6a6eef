import type { Currency, FilterValues, SortKey } from '../FilterValues.ts';
import { SALARY_RANGE_MAX, SEARCH_PAGE_SIZE } from '../ListingConfiguration.ts';
import type { CountRequest, OfferFilterQuery, OrderBy, SearchQuery, SortBy } from '../OfferSearch.ts';

/** The count preview's maximum salary when the filter sets none (spec section 7). */
export const COUNT_FALLBACK_MAX_SALARY = 500_000;

const sortOrder: { readonly [K in SortKey]: readonly [SortBy, OrderBy] } = {
  published: ['published', 'DESC'],
  newest: ['newest', 'DESC'],
  salaryAsc: ['salary', 'ASC'],
  salaryDesc: ['salary', 'DESC'],
};

/** The gateway's category filter: the chosen subcategories, else the category, else none. */
export function categoriesOf(filters: FilterValues): readonly string[] {
  if (filters.subcategories.length > 0) return filters.subcategories;
  return filters.category === null ? [] : [filters.category];
}

/** The filter part of every offer query (search, clusters, markers). */
export function toOfferFilterQuery(filters: FilterValues, currency: Currency): OfferFilterQuery {
  return {
    currency,
    categories: categoriesOf(filters),
    keywords: filters.keywords,
    companyNames: filters.companyNames,
    skills: filters.skills,
    jobTitles: filters.jobTitles,
    withSalary: filters.withSalary,
    remoteWorkOptions: filters.remoteWorkOptions,
    remote: filters.remote,
    city: filters.city,
    cityRadiusKm: filters.city === null ? null : filters.cityRadiusKm,
    salaryMin: filters.salary?.[0] ?? null,
    salaryMax: filters.salary?.[1] ?? null,
    ukraineFriendly: filters.ukraineFriendly,
    experienceLevels: filters.experienceLevels,
    employmentTypes: filters.employmentTypes,
    workingTimes: filters.workingTimes,
  };
}

/** GET /v2/user-panel/offers/by-cursor for a page of `itemsCount` offers from offset `from`. */
export function toSearchQuery(filters: FilterValues, currency: Currency, from: number, itemsCount: number = SEARCH_PAGE_SIZE): SearchQuery {
  const [sortBy, orderBy] = sortOrder[filters.sort] ?? sortOrder.published;
  return { ...toOfferFilterQuery(filters, currency), from: Math.max(0, Math.trunc(from)), itemsCount, sortBy, orderBy };
}

/**
 * The live-offer-count request: the filters of the results, in the salary's currency. A salary
 * filter that leaves the top open (its maximum is the configured maximum) counts up to the fallback
 * maximum, 500,000.
 */
export function toCountRequest(filters: FilterValues, currency: Currency, configuredMaxSalary: number = SALARY_RANGE_MAX): CountRequest {
  const salary = filters.salary;
  return {
    ...toOfferFilterQuery(filters, currency),
    salaryMax: salary === null ? null : salary[1] >= configuredMaxSalary ? COUNT_FALLBACK_MAX_SALARY : salary[1],
  };
}

/** The 1-based page an offset falls on. */
export function pageFromOffset(from: number, pageSize: number = SEARCH_PAGE_SIZE): number {
  if (!Number.isFinite(from) || from <= 0 || pageSize <= 0) return 1;
  return Math.floor(from / pageSize) + 1;
}

/** The offset of a 1-based page. */
export function offsetOfPage(page: number, pageSize: number = SEARCH_PAGE_SIZE): number {
  return Number.isInteger(page) && page > 1 ? (page - 1) * pageSize : 0;
}
