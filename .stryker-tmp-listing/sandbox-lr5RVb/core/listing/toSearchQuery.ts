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
const sortOrder: { readonly [K in SortKey]: readonly [SortBy, OrderBy] } = stryMutAct_9fa48("1197") ? {} : (stryCov_9fa48("1197"), {
  published: stryMutAct_9fa48("1198") ? [] : (stryCov_9fa48("1198"), [stryMutAct_9fa48("1199") ? "" : (stryCov_9fa48("1199"), 'published'), stryMutAct_9fa48("1200") ? "" : (stryCov_9fa48("1200"), 'DESC')]),
  newest: stryMutAct_9fa48("1201") ? [] : (stryCov_9fa48("1201"), [stryMutAct_9fa48("1202") ? "" : (stryCov_9fa48("1202"), 'newest'), stryMutAct_9fa48("1203") ? "" : (stryCov_9fa48("1203"), 'DESC')]),
  salaryAsc: stryMutAct_9fa48("1204") ? [] : (stryCov_9fa48("1204"), [stryMutAct_9fa48("1205") ? "" : (stryCov_9fa48("1205"), 'salary'), stryMutAct_9fa48("1206") ? "" : (stryCov_9fa48("1206"), 'ASC')]),
  salaryDesc: stryMutAct_9fa48("1207") ? [] : (stryCov_9fa48("1207"), [stryMutAct_9fa48("1208") ? "" : (stryCov_9fa48("1208"), 'salary'), stryMutAct_9fa48("1209") ? "" : (stryCov_9fa48("1209"), 'DESC')])
});

/** The gateway's category filter: the chosen subcategories, else the category, else none. */
export function categoriesOf(filters: FilterValues): readonly string[] {
  if (stryMutAct_9fa48("1210")) {
    {}
  } else {
    stryCov_9fa48("1210");
    if (stryMutAct_9fa48("1214") ? filters.subcategories.length <= 0 : stryMutAct_9fa48("1213") ? filters.subcategories.length >= 0 : stryMutAct_9fa48("1212") ? false : stryMutAct_9fa48("1211") ? true : (stryCov_9fa48("1211", "1212", "1213", "1214"), filters.subcategories.length > 0)) return filters.subcategories;
    return (stryMutAct_9fa48("1217") ? filters.category !== null : stryMutAct_9fa48("1216") ? false : stryMutAct_9fa48("1215") ? true : (stryCov_9fa48("1215", "1216", "1217"), filters.category === null)) ? stryMutAct_9fa48("1218") ? ["Stryker was here"] : (stryCov_9fa48("1218"), []) : stryMutAct_9fa48("1219") ? [] : (stryCov_9fa48("1219"), [filters.category]);
  }
}

/** The filter part of every offer query (search, clusters, markers). */
export function toOfferFilterQuery(filters: FilterValues, currency: Currency): OfferFilterQuery {
  if (stryMutAct_9fa48("1220")) {
    {}
  } else {
    stryCov_9fa48("1220");
    return stryMutAct_9fa48("1221") ? {} : (stryCov_9fa48("1221"), {
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
      cityRadiusKm: (stryMutAct_9fa48("1224") ? filters.city !== null : stryMutAct_9fa48("1223") ? false : stryMutAct_9fa48("1222") ? true : (stryCov_9fa48("1222", "1223", "1224"), filters.city === null)) ? null : filters.cityRadiusKm,
      salaryMin: stryMutAct_9fa48("1225") ? filters.salary?.[0] && null : (stryCov_9fa48("1225"), (stryMutAct_9fa48("1226") ? filters.salary[0] : (stryCov_9fa48("1226"), filters.salary?.[0])) ?? null),
      salaryMax: stryMutAct_9fa48("1227") ? filters.salary?.[1] && null : (stryCov_9fa48("1227"), (stryMutAct_9fa48("1228") ? filters.salary[1] : (stryCov_9fa48("1228"), filters.salary?.[1])) ?? null),
      ukraineFriendly: filters.ukraineFriendly,
      experienceLevels: filters.experienceLevels,
      employmentTypes: filters.employmentTypes,
      workingTimes: filters.workingTimes
    });
  }
}

/** GET /v2/user-panel/offers/by-cursor for a page of `itemsCount` offers from offset `from`. */
export function toSearchQuery(filters: FilterValues, currency: Currency, from: number, itemsCount: number = SEARCH_PAGE_SIZE): SearchQuery {
  if (stryMutAct_9fa48("1229")) {
    {}
  } else {
    stryCov_9fa48("1229");
    const [sortBy, orderBy] = stryMutAct_9fa48("1230") ? sortOrder[filters.sort] && sortOrder.published : (stryCov_9fa48("1230"), sortOrder[filters.sort] ?? sortOrder.published);
    return stryMutAct_9fa48("1231") ? {} : (stryCov_9fa48("1231"), {
      ...toOfferFilterQuery(filters, currency),
      from: stryMutAct_9fa48("1232") ? Math.min(0, Math.trunc(from)) : (stryCov_9fa48("1232"), Math.max(0, Math.trunc(from))),
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
  if (stryMutAct_9fa48("1233")) {
    {}
  } else {
    stryCov_9fa48("1233");
    const salary = filters.salary;
    return stryMutAct_9fa48("1234") ? {} : (stryCov_9fa48("1234"), {
      keywords: filters.keywords,
      city: filters.city,
      cityRadiusKm: (stryMutAct_9fa48("1237") ? filters.city !== null : stryMutAct_9fa48("1236") ? false : stryMutAct_9fa48("1235") ? true : (stryCov_9fa48("1235", "1236", "1237"), filters.city === null)) ? null : filters.cityRadiusKm,
      categories: categoriesOf(filters),
      employmentTypes: filters.employmentTypes,
      workingTimes: filters.workingTimes,
      experienceLevels: filters.experienceLevels,
      remoteWorkOptions: filters.remoteWorkOptions,
      withSalary: filters.withSalary,
      salaryMin: (stryMutAct_9fa48("1240") ? salary !== null : stryMutAct_9fa48("1239") ? false : stryMutAct_9fa48("1238") ? true : (stryCov_9fa48("1238", "1239", "1240"), salary === null)) ? null : salary[0],
      salaryMax: (stryMutAct_9fa48("1243") ? salary !== null : stryMutAct_9fa48("1242") ? false : stryMutAct_9fa48("1241") ? true : (stryCov_9fa48("1241", "1242", "1243"), salary === null)) ? null : (stryMutAct_9fa48("1247") ? salary[1] < configuredMaxSalary : stryMutAct_9fa48("1246") ? salary[1] > configuredMaxSalary : stryMutAct_9fa48("1245") ? false : stryMutAct_9fa48("1244") ? true : (stryCov_9fa48("1244", "1245", "1246", "1247"), salary[1] >= configuredMaxSalary)) ? COUNT_FALLBACK_MAX_SALARY : salary[1]
    });
  }
}

/** The 1-based page an offset falls on. */
export function pageFromOffset(from: number, pageSize: number = SEARCH_PAGE_SIZE): number {
  if (stryMutAct_9fa48("1248")) {
    {}
  } else {
    stryCov_9fa48("1248");
    if (stryMutAct_9fa48("1251") ? (!Number.isFinite(from) || from <= 0) && pageSize <= 0 : stryMutAct_9fa48("1250") ? false : stryMutAct_9fa48("1249") ? true : (stryCov_9fa48("1249", "1250", "1251"), (stryMutAct_9fa48("1253") ? !Number.isFinite(from) && from <= 0 : stryMutAct_9fa48("1252") ? false : (stryCov_9fa48("1252", "1253"), (stryMutAct_9fa48("1254") ? Number.isFinite(from) : (stryCov_9fa48("1254"), !Number.isFinite(from))) || (stryMutAct_9fa48("1257") ? from > 0 : stryMutAct_9fa48("1256") ? from < 0 : stryMutAct_9fa48("1255") ? false : (stryCov_9fa48("1255", "1256", "1257"), from <= 0)))) || (stryMutAct_9fa48("1260") ? pageSize > 0 : stryMutAct_9fa48("1259") ? pageSize < 0 : stryMutAct_9fa48("1258") ? false : (stryCov_9fa48("1258", "1259", "1260"), pageSize <= 0)))) return 1;
    return stryMutAct_9fa48("1261") ? Math.floor(from / pageSize) - 1 : (stryCov_9fa48("1261"), Math.floor(stryMutAct_9fa48("1262") ? from * pageSize : (stryCov_9fa48("1262"), from / pageSize)) + 1);
  }
}

/** The offset of a 1-based page. */
export function offsetOfPage(page: number, pageSize: number = SEARCH_PAGE_SIZE): number {
  if (stryMutAct_9fa48("1263")) {
    {}
  } else {
    stryCov_9fa48("1263");
    return (stryMutAct_9fa48("1266") ? Number.isInteger(page) || page > 1 : stryMutAct_9fa48("1265") ? false : stryMutAct_9fa48("1264") ? true : (stryCov_9fa48("1264", "1265", "1266"), Number.isInteger(page) && (stryMutAct_9fa48("1269") ? page <= 1 : stryMutAct_9fa48("1268") ? page >= 1 : stryMutAct_9fa48("1267") ? true : (stryCov_9fa48("1267", "1268", "1269"), page > 1)))) ? stryMutAct_9fa48("1270") ? (page - 1) / pageSize : (stryCov_9fa48("1270"), (stryMutAct_9fa48("1271") ? page + 1 : (stryCov_9fa48("1271"), page - 1)) * pageSize) : 0;
  }
}