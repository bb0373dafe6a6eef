// @ts-nocheck
function stryNS_9fa48() {
  var g = typeof globalThis === 'object' && globalThis && globalThis.Math === Math && globalThis || new Function("return this")();
  var ns = g.__stryker__ || (g.__stryker__ = {});
  if (ns.activeMutant === undefined && g.process && g.process.env && g.process.env.__STRYKER_ACTIVE_MUTANT__) {
    ns.activeMutant = g.process.env.__STRYKER_ACTIVE_MUTANT__;
  }
  function retrieveNS() {
    return ns;
  }
  stryNS_9fa48 = retrieveNS;
  return retrieveNS();
}
stryNS_9fa48();
function stryCov_9fa48() {
  var ns = stryNS_9fa48();
  var cov = ns.mutantCoverage || (ns.mutantCoverage = {
    static: {},
    perTest: {}
  });
  function cover() {
    var c = cov.static;
    if (ns.currentTestId) {
      c = cov.perTest[ns.currentTestId] = cov.perTest[ns.currentTestId] || {};
    }
    var a = arguments;
    for (var i = 0; i < a.length; i++) {
      c[a[i]] = (c[a[i]] || 0) + 1;
    }
  }
  stryCov_9fa48 = cover;
  cover.apply(null, arguments);
}
function stryMutAct_9fa48(id) {
  var ns = stryNS_9fa48();
  function isActive(id) {
    if (ns.activeMutant === id) {
      if (ns.hitCount !== void 0 && ++ns.hitCount > ns.hitLimit) {
        throw new Error('Stryker: Hit count limit reached (' + ns.hitCount + ')');
      }
      return true;
    }
    return false;
  }
  stryMutAct_9fa48 = isActive;
  return isActive(id);
}
import type { Currency, FilterValues, SortKey } from './FilterValues.ts';
import { SALARY_RANGE_MAX, SEARCH_PAGE_SIZE } from './ListingConfiguration.ts';
import type { CountRequest, OfferFilterQuery, OrderBy, SearchQuery, SortBy } from './OfferSearch.ts';

/** The count preview's maximum salary when the filter sets none (spec section 7). */
export const COUNT_FALLBACK_MAX_SALARY = 500_000;
const sortOrder: { readonly [K in SortKey]: readonly [SortBy, OrderBy] } = stryMutAct_9fa48("918") ? {} : (stryCov_9fa48("918"), {
  published: stryMutAct_9fa48("919") ? [] : (stryCov_9fa48("919"), [stryMutAct_9fa48("920") ? "" : (stryCov_9fa48("920"), 'published'), stryMutAct_9fa48("921") ? "" : (stryCov_9fa48("921"), 'DESC')]),
  newest: stryMutAct_9fa48("922") ? [] : (stryCov_9fa48("922"), [stryMutAct_9fa48("923") ? "" : (stryCov_9fa48("923"), 'newest'), stryMutAct_9fa48("924") ? "" : (stryCov_9fa48("924"), 'DESC')]),
  salaryAsc: stryMutAct_9fa48("925") ? [] : (stryCov_9fa48("925"), [stryMutAct_9fa48("926") ? "" : (stryCov_9fa48("926"), 'salary'), stryMutAct_9fa48("927") ? "" : (stryCov_9fa48("927"), 'ASC')]),
  salaryDesc: stryMutAct_9fa48("928") ? [] : (stryCov_9fa48("928"), [stryMutAct_9fa48("929") ? "" : (stryCov_9fa48("929"), 'salary'), stryMutAct_9fa48("930") ? "" : (stryCov_9fa48("930"), 'DESC')])
});

/** The gateway's category filter: the chosen subcategories, else the category, else none. */
export function categoriesOf(filters: FilterValues): readonly string[] {
  if (stryMutAct_9fa48("931")) {
    {}
  } else {
    stryCov_9fa48("931");
    if (stryMutAct_9fa48("935") ? filters.subcategories.length <= 0 : stryMutAct_9fa48("934") ? filters.subcategories.length >= 0 : stryMutAct_9fa48("933") ? false : stryMutAct_9fa48("932") ? true : (stryCov_9fa48("932", "933", "934", "935"), filters.subcategories.length > 0)) return filters.subcategories;
    return (stryMutAct_9fa48("938") ? filters.category !== null : stryMutAct_9fa48("937") ? false : stryMutAct_9fa48("936") ? true : (stryCov_9fa48("936", "937", "938"), filters.category === null)) ? stryMutAct_9fa48("939") ? ["Stryker was here"] : (stryCov_9fa48("939"), []) : stryMutAct_9fa48("940") ? [] : (stryCov_9fa48("940"), [filters.category]);
  }
}

/** The filter part of every offer query (search, clusters, markers). */
export function toOfferFilterQuery(filters: FilterValues, currency: Currency): OfferFilterQuery {
  if (stryMutAct_9fa48("941")) {
    {}
  } else {
    stryCov_9fa48("941");
    return stryMutAct_9fa48("942") ? {} : (stryCov_9fa48("942"), {
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
      cityRadiusKm: (stryMutAct_9fa48("945") ? filters.city !== null : stryMutAct_9fa48("944") ? false : stryMutAct_9fa48("943") ? true : (stryCov_9fa48("943", "944", "945"), filters.city === null)) ? null : filters.cityRadiusKm,
      salaryMin: stryMutAct_9fa48("946") ? filters.salary?.[0] && null : (stryCov_9fa48("946"), (stryMutAct_9fa48("947") ? filters.salary[0] : (stryCov_9fa48("947"), filters.salary?.[0])) ?? null),
      salaryMax: stryMutAct_9fa48("948") ? filters.salary?.[1] && null : (stryCov_9fa48("948"), (stryMutAct_9fa48("949") ? filters.salary[1] : (stryCov_9fa48("949"), filters.salary?.[1])) ?? null),
      ukraineFriendly: filters.ukraineFriendly,
      experienceLevels: filters.experienceLevels,
      employmentTypes: filters.employmentTypes,
      workingTimes: filters.workingTimes
    });
  }
}

/** GET /v2/user-panel/offers/by-cursor for a page of `itemsCount` offers from offset `from`. */
export function toSearchQuery(filters: FilterValues, currency: Currency, from: number, itemsCount: number = SEARCH_PAGE_SIZE): SearchQuery {
  if (stryMutAct_9fa48("950")) {
    {}
  } else {
    stryCov_9fa48("950");
    const [sortBy, orderBy] = stryMutAct_9fa48("951") ? sortOrder[filters.sort] && sortOrder.published : (stryCov_9fa48("951"), sortOrder[filters.sort] ?? sortOrder.published);
    return stryMutAct_9fa48("952") ? {} : (stryCov_9fa48("952"), {
      ...toOfferFilterQuery(filters, currency),
      from: stryMutAct_9fa48("953") ? Math.min(0, Math.trunc(from)) : (stryCov_9fa48("953"), Math.max(0, Math.trunc(from))),
      itemsCount,
      sortBy,
      orderBy
    });
  }
}

/**
 * The live-offer-count request. A salary filter that leaves the top open (its maximum is the
 * configured maximum) counts up to the fallback maximum, 500,000.
 */
export function toCountRequest(filters: FilterValues, configuredMaxSalary: number = SALARY_RANGE_MAX): CountRequest {
  if (stryMutAct_9fa48("954")) {
    {}
  } else {
    stryCov_9fa48("954");
    const salary = filters.salary;
    return stryMutAct_9fa48("955") ? {} : (stryCov_9fa48("955"), {
      keywords: filters.keywords,
      city: filters.city,
      cityRadiusKm: (stryMutAct_9fa48("958") ? filters.city !== null : stryMutAct_9fa48("957") ? false : stryMutAct_9fa48("956") ? true : (stryCov_9fa48("956", "957", "958"), filters.city === null)) ? null : filters.cityRadiusKm,
      categories: categoriesOf(filters),
      employmentTypes: filters.employmentTypes,
      workingTimes: filters.workingTimes,
      experienceLevels: filters.experienceLevels,
      remoteWorkOptions: filters.remoteWorkOptions,
      withSalary: filters.withSalary,
      salaryMin: (stryMutAct_9fa48("961") ? salary !== null : stryMutAct_9fa48("960") ? false : stryMutAct_9fa48("959") ? true : (stryCov_9fa48("959", "960", "961"), salary === null)) ? null : salary[0],
      salaryMax: (stryMutAct_9fa48("964") ? salary !== null : stryMutAct_9fa48("963") ? false : stryMutAct_9fa48("962") ? true : (stryCov_9fa48("962", "963", "964"), salary === null)) ? null : (stryMutAct_9fa48("968") ? salary[1] < configuredMaxSalary : stryMutAct_9fa48("967") ? salary[1] > configuredMaxSalary : stryMutAct_9fa48("966") ? false : stryMutAct_9fa48("965") ? true : (stryCov_9fa48("965", "966", "967", "968"), salary[1] >= configuredMaxSalary)) ? COUNT_FALLBACK_MAX_SALARY : salary[1]
    });
  }
}

/** The 1-based page an offset falls on. */
export function pageFromOffset(from: number, pageSize: number = SEARCH_PAGE_SIZE): number {
  if (stryMutAct_9fa48("969")) {
    {}
  } else {
    stryCov_9fa48("969");
    if (stryMutAct_9fa48("972") ? (!Number.isFinite(from) || from <= 0) && pageSize <= 0 : stryMutAct_9fa48("971") ? false : stryMutAct_9fa48("970") ? true : (stryCov_9fa48("970", "971", "972"), (stryMutAct_9fa48("974") ? !Number.isFinite(from) && from <= 0 : stryMutAct_9fa48("973") ? false : (stryCov_9fa48("973", "974"), (stryMutAct_9fa48("975") ? Number.isFinite(from) : (stryCov_9fa48("975"), !Number.isFinite(from))) || (stryMutAct_9fa48("978") ? from > 0 : stryMutAct_9fa48("977") ? from < 0 : stryMutAct_9fa48("976") ? false : (stryCov_9fa48("976", "977", "978"), from <= 0)))) || (stryMutAct_9fa48("981") ? pageSize > 0 : stryMutAct_9fa48("980") ? pageSize < 0 : stryMutAct_9fa48("979") ? false : (stryCov_9fa48("979", "980", "981"), pageSize <= 0)))) return 1;
    return stryMutAct_9fa48("982") ? Math.floor(from / pageSize) - 1 : (stryCov_9fa48("982"), Math.floor(stryMutAct_9fa48("983") ? from * pageSize : (stryCov_9fa48("983"), from / pageSize)) + 1);
  }
}

/** The offset of a 1-based page. */
export function offsetOfPage(page: number, pageSize: number = SEARCH_PAGE_SIZE): number {
  if (stryMutAct_9fa48("984")) {
    {}
  } else {
    stryCov_9fa48("984");
    return (stryMutAct_9fa48("987") ? Number.isInteger(page) || page > 1 : stryMutAct_9fa48("986") ? false : stryMutAct_9fa48("985") ? true : (stryCov_9fa48("985", "986", "987"), Number.isInteger(page) && (stryMutAct_9fa48("990") ? page <= 1 : stryMutAct_9fa48("989") ? page >= 1 : stryMutAct_9fa48("988") ? true : (stryCov_9fa48("988", "989", "990"), page > 1)))) ? stryMutAct_9fa48("991") ? (page - 1) / pageSize : (stryCov_9fa48("991"), (stryMutAct_9fa48("992") ? page + 1 : (stryCov_9fa48("992"), page - 1)) * pageSize) : 0;
  }
}