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
import type { FilterValues } from './FilterValues.ts';

/**
 * The more-filters badge, by the spec's rule: the entries of the filter values' arrays plus one
 * for a salary range, leaving out showMap, keywords, titles, companies and skills. Switches
 * (withSalary, ukraineFriendly) are not arrays, so they do not count; subcategories are.
 */
export function activeFilterCount(filters: FilterValues): number {
  if (stryMutAct_9fa48("136")) {
    {}
  } else {
    stryCov_9fa48("136");
    return stryMutAct_9fa48("137") ? filters.employmentTypes.length + filters.experienceLevels.length + filters.remoteWorkOptions.length + filters.workingTimes.length + filters.subcategories.length - (filters.salary === null ? 0 : 1) : (stryCov_9fa48("137"), (stryMutAct_9fa48("138") ? filters.employmentTypes.length + filters.experienceLevels.length + filters.remoteWorkOptions.length + filters.workingTimes.length - filters.subcategories.length : (stryCov_9fa48("138"), (stryMutAct_9fa48("139") ? filters.employmentTypes.length + filters.experienceLevels.length + filters.remoteWorkOptions.length - filters.workingTimes.length : (stryCov_9fa48("139"), (stryMutAct_9fa48("140") ? filters.employmentTypes.length + filters.experienceLevels.length - filters.remoteWorkOptions.length : (stryCov_9fa48("140"), (stryMutAct_9fa48("141") ? filters.employmentTypes.length - filters.experienceLevels.length : (stryCov_9fa48("141"), filters.employmentTypes.length + filters.experienceLevels.length)) + filters.remoteWorkOptions.length)) + filters.workingTimes.length)) + filters.subcategories.length)) + ((stryMutAct_9fa48("144") ? filters.salary !== null : stryMutAct_9fa48("143") ? false : stryMutAct_9fa48("142") ? true : (stryCov_9fa48("142", "143", "144"), filters.salary === null)) ? 0 : 1));
  }
}

/** Whether any filter is set at all (the count preview asks all boards when none is). */
export function hasAnyFilter(filters: FilterValues): boolean {
  if (stryMutAct_9fa48("145")) {
    {}
  } else {
    stryCov_9fa48("145");
    return stryMutAct_9fa48("148") ? (activeFilterCount(filters) > 0 || filters.withSalary || filters.ukraineFriendly || filters.city !== null || filters.remote || filters.category !== null || filters.keywords.length > 0 || filters.companyNames.length > 0 || filters.skills.length > 0) && filters.jobTitles.length > 0 : stryMutAct_9fa48("147") ? false : stryMutAct_9fa48("146") ? true : (stryCov_9fa48("146", "147", "148"), (stryMutAct_9fa48("150") ? (activeFilterCount(filters) > 0 || filters.withSalary || filters.ukraineFriendly || filters.city !== null || filters.remote || filters.category !== null || filters.keywords.length > 0 || filters.companyNames.length > 0) && filters.skills.length > 0 : stryMutAct_9fa48("149") ? false : (stryCov_9fa48("149", "150"), (stryMutAct_9fa48("152") ? (activeFilterCount(filters) > 0 || filters.withSalary || filters.ukraineFriendly || filters.city !== null || filters.remote || filters.category !== null || filters.keywords.length > 0) && filters.companyNames.length > 0 : stryMutAct_9fa48("151") ? false : (stryCov_9fa48("151", "152"), (stryMutAct_9fa48("154") ? (activeFilterCount(filters) > 0 || filters.withSalary || filters.ukraineFriendly || filters.city !== null || filters.remote || filters.category !== null) && filters.keywords.length > 0 : stryMutAct_9fa48("153") ? false : (stryCov_9fa48("153", "154"), (stryMutAct_9fa48("156") ? (activeFilterCount(filters) > 0 || filters.withSalary || filters.ukraineFriendly || filters.city !== null || filters.remote) && filters.category !== null : stryMutAct_9fa48("155") ? false : (stryCov_9fa48("155", "156"), (stryMutAct_9fa48("158") ? (activeFilterCount(filters) > 0 || filters.withSalary || filters.ukraineFriendly || filters.city !== null) && filters.remote : stryMutAct_9fa48("157") ? false : (stryCov_9fa48("157", "158"), (stryMutAct_9fa48("160") ? (activeFilterCount(filters) > 0 || filters.withSalary || filters.ukraineFriendly) && filters.city !== null : stryMutAct_9fa48("159") ? false : (stryCov_9fa48("159", "160"), (stryMutAct_9fa48("162") ? (activeFilterCount(filters) > 0 || filters.withSalary) && filters.ukraineFriendly : stryMutAct_9fa48("161") ? false : (stryCov_9fa48("161", "162"), (stryMutAct_9fa48("164") ? activeFilterCount(filters) > 0 && filters.withSalary : stryMutAct_9fa48("163") ? false : (stryCov_9fa48("163", "164"), (stryMutAct_9fa48("167") ? activeFilterCount(filters) <= 0 : stryMutAct_9fa48("166") ? activeFilterCount(filters) >= 0 : stryMutAct_9fa48("165") ? false : (stryCov_9fa48("165", "166", "167"), activeFilterCount(filters) > 0)) || filters.withSalary)) || filters.ukraineFriendly)) || (stryMutAct_9fa48("169") ? filters.city === null : stryMutAct_9fa48("168") ? false : (stryCov_9fa48("168", "169"), filters.city !== null)))) || filters.remote)) || (stryMutAct_9fa48("171") ? filters.category === null : stryMutAct_9fa48("170") ? false : (stryCov_9fa48("170", "171"), filters.category !== null)))) || (stryMutAct_9fa48("174") ? filters.keywords.length <= 0 : stryMutAct_9fa48("173") ? filters.keywords.length >= 0 : stryMutAct_9fa48("172") ? false : (stryCov_9fa48("172", "173", "174"), filters.keywords.length > 0)))) || (stryMutAct_9fa48("177") ? filters.companyNames.length <= 0 : stryMutAct_9fa48("176") ? filters.companyNames.length >= 0 : stryMutAct_9fa48("175") ? false : (stryCov_9fa48("175", "176", "177"), filters.companyNames.length > 0)))) || (stryMutAct_9fa48("180") ? filters.skills.length <= 0 : stryMutAct_9fa48("179") ? filters.skills.length >= 0 : stryMutAct_9fa48("178") ? false : (stryCov_9fa48("178", "179", "180"), filters.skills.length > 0)))) || (stryMutAct_9fa48("183") ? filters.jobTitles.length <= 0 : stryMutAct_9fa48("182") ? filters.jobTitles.length >= 0 : stryMutAct_9fa48("181") ? false : (stryCov_9fa48("181", "182", "183"), filters.jobTitles.length > 0)));
  }
}