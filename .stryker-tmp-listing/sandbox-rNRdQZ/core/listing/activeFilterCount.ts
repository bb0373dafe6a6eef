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
  if (stryMutAct_9fa48("0")) {
    {}
  } else {
    stryCov_9fa48("0");
    return stryMutAct_9fa48("1") ? filters.employmentTypes.length + filters.experienceLevels.length + filters.remoteWorkOptions.length + filters.workingTimes.length + filters.subcategories.length - (filters.salary === null ? 0 : 1) : (stryCov_9fa48("1"), (stryMutAct_9fa48("2") ? filters.employmentTypes.length + filters.experienceLevels.length + filters.remoteWorkOptions.length + filters.workingTimes.length - filters.subcategories.length : (stryCov_9fa48("2"), (stryMutAct_9fa48("3") ? filters.employmentTypes.length + filters.experienceLevels.length + filters.remoteWorkOptions.length - filters.workingTimes.length : (stryCov_9fa48("3"), (stryMutAct_9fa48("4") ? filters.employmentTypes.length + filters.experienceLevels.length - filters.remoteWorkOptions.length : (stryCov_9fa48("4"), (stryMutAct_9fa48("5") ? filters.employmentTypes.length - filters.experienceLevels.length : (stryCov_9fa48("5"), filters.employmentTypes.length + filters.experienceLevels.length)) + filters.remoteWorkOptions.length)) + filters.workingTimes.length)) + filters.subcategories.length)) + ((stryMutAct_9fa48("8") ? filters.salary !== null : stryMutAct_9fa48("7") ? false : stryMutAct_9fa48("6") ? true : (stryCov_9fa48("6", "7", "8"), filters.salary === null)) ? 0 : 1));
  }
}

/** Whether any filter is set at all (the count preview asks all boards when none is). */
export function hasAnyFilter(filters: FilterValues): boolean {
  if (stryMutAct_9fa48("9")) {
    {}
  } else {
    stryCov_9fa48("9");
    return stryMutAct_9fa48("12") ? (activeFilterCount(filters) > 0 || filters.withSalary || filters.ukraineFriendly || filters.city !== null || filters.remote || filters.category !== null || filters.keywords.length > 0 || filters.companyNames.length > 0 || filters.skills.length > 0) && filters.jobTitles.length > 0 : stryMutAct_9fa48("11") ? false : stryMutAct_9fa48("10") ? true : (stryCov_9fa48("10", "11", "12"), (stryMutAct_9fa48("14") ? (activeFilterCount(filters) > 0 || filters.withSalary || filters.ukraineFriendly || filters.city !== null || filters.remote || filters.category !== null || filters.keywords.length > 0 || filters.companyNames.length > 0) && filters.skills.length > 0 : stryMutAct_9fa48("13") ? false : (stryCov_9fa48("13", "14"), (stryMutAct_9fa48("16") ? (activeFilterCount(filters) > 0 || filters.withSalary || filters.ukraineFriendly || filters.city !== null || filters.remote || filters.category !== null || filters.keywords.length > 0) && filters.companyNames.length > 0 : stryMutAct_9fa48("15") ? false : (stryCov_9fa48("15", "16"), (stryMutAct_9fa48("18") ? (activeFilterCount(filters) > 0 || filters.withSalary || filters.ukraineFriendly || filters.city !== null || filters.remote || filters.category !== null) && filters.keywords.length > 0 : stryMutAct_9fa48("17") ? false : (stryCov_9fa48("17", "18"), (stryMutAct_9fa48("20") ? (activeFilterCount(filters) > 0 || filters.withSalary || filters.ukraineFriendly || filters.city !== null || filters.remote) && filters.category !== null : stryMutAct_9fa48("19") ? false : (stryCov_9fa48("19", "20"), (stryMutAct_9fa48("22") ? (activeFilterCount(filters) > 0 || filters.withSalary || filters.ukraineFriendly || filters.city !== null) && filters.remote : stryMutAct_9fa48("21") ? false : (stryCov_9fa48("21", "22"), (stryMutAct_9fa48("24") ? (activeFilterCount(filters) > 0 || filters.withSalary || filters.ukraineFriendly) && filters.city !== null : stryMutAct_9fa48("23") ? false : (stryCov_9fa48("23", "24"), (stryMutAct_9fa48("26") ? (activeFilterCount(filters) > 0 || filters.withSalary) && filters.ukraineFriendly : stryMutAct_9fa48("25") ? false : (stryCov_9fa48("25", "26"), (stryMutAct_9fa48("28") ? activeFilterCount(filters) > 0 && filters.withSalary : stryMutAct_9fa48("27") ? false : (stryCov_9fa48("27", "28"), (stryMutAct_9fa48("31") ? activeFilterCount(filters) <= 0 : stryMutAct_9fa48("30") ? activeFilterCount(filters) >= 0 : stryMutAct_9fa48("29") ? false : (stryCov_9fa48("29", "30", "31"), activeFilterCount(filters) > 0)) || filters.withSalary)) || filters.ukraineFriendly)) || (stryMutAct_9fa48("33") ? filters.city === null : stryMutAct_9fa48("32") ? false : (stryCov_9fa48("32", "33"), filters.city !== null)))) || filters.remote)) || (stryMutAct_9fa48("35") ? filters.category === null : stryMutAct_9fa48("34") ? false : (stryCov_9fa48("34", "35"), filters.category !== null)))) || (stryMutAct_9fa48("38") ? filters.keywords.length <= 0 : stryMutAct_9fa48("37") ? filters.keywords.length >= 0 : stryMutAct_9fa48("36") ? false : (stryCov_9fa48("36", "37", "38"), filters.keywords.length > 0)))) || (stryMutAct_9fa48("41") ? filters.companyNames.length <= 0 : stryMutAct_9fa48("40") ? filters.companyNames.length >= 0 : stryMutAct_9fa48("39") ? false : (stryCov_9fa48("39", "40", "41"), filters.companyNames.length > 0)))) || (stryMutAct_9fa48("44") ? filters.skills.length <= 0 : stryMutAct_9fa48("43") ? filters.skills.length >= 0 : stryMutAct_9fa48("42") ? false : (stryCov_9fa48("42", "43", "44"), filters.skills.length > 0)))) || (stryMutAct_9fa48("47") ? filters.jobTitles.length <= 0 : stryMutAct_9fa48("46") ? filters.jobTitles.length >= 0 : stryMutAct_9fa48("45") ? false : (stryCov_9fa48("45", "46", "47"), filters.jobTitles.length > 0)));
  }
}