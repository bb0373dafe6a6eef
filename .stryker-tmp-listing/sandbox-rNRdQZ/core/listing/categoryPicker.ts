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
import type { Category } from './Offer.ts';

/** The category bar shows this many main categories before "show more". */
export const INITIAL_CATEGORIES_SHOWN = 8;

/** The slug left out of every category picker. */
export const HIDDEN_PICKER_CATEGORY = stryMutAct_9fa48("154") ? "" : (stryCov_9fa48("154"), 'it');

/** The main categories a picker offers: all but 'it'. */
export function pickerCategories(categories: readonly Category[]): readonly Category[] {
  if (stryMutAct_9fa48("155")) {
    {}
  } else {
    stryCov_9fa48("155");
    return stryMutAct_9fa48("156") ? categories : (stryCov_9fa48("156"), categories.filter(stryMutAct_9fa48("157") ? () => undefined : (stryCov_9fa48("157"), category => stryMutAct_9fa48("160") ? category.slug === HIDDEN_PICKER_CATEGORY : stryMutAct_9fa48("159") ? false : stryMutAct_9fa48("158") ? true : (stryCov_9fa48("158", "159", "160"), category.slug !== HIDDEN_PICKER_CATEGORY))));
  }
}

/** What the bar shows: the first 8 of the picker's categories, or all once expanded; and whether "show more" is offered. */
export function visibleCategories(categories: readonly Category[], expanded: boolean): {
  readonly shown: readonly Category[];
  readonly hasMore: boolean;
} {
  if (stryMutAct_9fa48("161")) {
    {}
  } else {
    stryCov_9fa48("161");
    const offered = pickerCategories(categories);
    const hasMore = stryMutAct_9fa48("165") ? offered.length <= INITIAL_CATEGORIES_SHOWN : stryMutAct_9fa48("164") ? offered.length >= INITIAL_CATEGORIES_SHOWN : stryMutAct_9fa48("163") ? false : stryMutAct_9fa48("162") ? true : (stryCov_9fa48("162", "163", "164", "165"), offered.length > INITIAL_CATEGORIES_SHOWN);
    return stryMutAct_9fa48("166") ? {} : (stryCov_9fa48("166"), {
      shown: (stryMutAct_9fa48("169") ? expanded && !hasMore : stryMutAct_9fa48("168") ? false : stryMutAct_9fa48("167") ? true : (stryCov_9fa48("167", "168", "169"), expanded || (stryMutAct_9fa48("170") ? hasMore : (stryCov_9fa48("170"), !hasMore)))) ? offered : stryMutAct_9fa48("171") ? offered : (stryCov_9fa48("171"), offered.slice(0, INITIAL_CATEGORIES_SHOWN)),
      hasMore: stryMutAct_9fa48("174") ? hasMore || !expanded : stryMutAct_9fa48("173") ? false : stryMutAct_9fa48("172") ? true : (stryCov_9fa48("172", "173", "174"), hasMore && (stryMutAct_9fa48("175") ? expanded : (stryCov_9fa48("175"), !expanded)))
    });
  }
}

/** A static category opens its external address instead of filtering. */
export function externalTarget(category: Category): string | null {
  if (stryMutAct_9fa48("176")) {
    {}
  } else {
    stryCov_9fa48("176");
    return (stryMutAct_9fa48("179") ? category.redirectTo !== null || category.redirectTo !== '' : stryMutAct_9fa48("178") ? false : stryMutAct_9fa48("177") ? true : (stryCov_9fa48("177", "178", "179"), (stryMutAct_9fa48("181") ? category.redirectTo === null : stryMutAct_9fa48("180") ? true : (stryCov_9fa48("180", "181"), category.redirectTo !== null)) && (stryMutAct_9fa48("183") ? category.redirectTo === '' : stryMutAct_9fa48("182") ? true : (stryCov_9fa48("182", "183"), category.redirectTo !== (stryMutAct_9fa48("184") ? "Stryker was here!" : (stryCov_9fa48("184"), '')))))) ? category.redirectTo : null;
  }
}