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
export const HIDDEN_PICKER_CATEGORY = stryMutAct_9fa48("290") ? "" : (stryCov_9fa48("290"), 'it');

/** The main categories a picker offers: all but 'it'. */
export function pickerCategories(categories: readonly Category[]): readonly Category[] {
  if (stryMutAct_9fa48("291")) {
    {}
  } else {
    stryCov_9fa48("291");
    return stryMutAct_9fa48("292") ? categories : (stryCov_9fa48("292"), categories.filter(stryMutAct_9fa48("293") ? () => undefined : (stryCov_9fa48("293"), category => stryMutAct_9fa48("296") ? category.slug === HIDDEN_PICKER_CATEGORY : stryMutAct_9fa48("295") ? false : stryMutAct_9fa48("294") ? true : (stryCov_9fa48("294", "295", "296"), category.slug !== HIDDEN_PICKER_CATEGORY))));
  }
}

/** What the bar shows: the first 8 of the picker's categories, or all once expanded; and whether "show more" is offered. */
export function visibleCategories(categories: readonly Category[], expanded: boolean): {
  readonly shown: readonly Category[];
  readonly hasMore: boolean;
} {
  if (stryMutAct_9fa48("297")) {
    {}
  } else {
    stryCov_9fa48("297");
    const offered = pickerCategories(categories);
    const hasMore = stryMutAct_9fa48("301") ? offered.length <= INITIAL_CATEGORIES_SHOWN : stryMutAct_9fa48("300") ? offered.length >= INITIAL_CATEGORIES_SHOWN : stryMutAct_9fa48("299") ? false : stryMutAct_9fa48("298") ? true : (stryCov_9fa48("298", "299", "300", "301"), offered.length > INITIAL_CATEGORIES_SHOWN);
    return stryMutAct_9fa48("302") ? {} : (stryCov_9fa48("302"), {
      shown: (stryMutAct_9fa48("305") ? expanded && !hasMore : stryMutAct_9fa48("304") ? false : stryMutAct_9fa48("303") ? true : (stryCov_9fa48("303", "304", "305"), expanded || (stryMutAct_9fa48("306") ? hasMore : (stryCov_9fa48("306"), !hasMore)))) ? offered : stryMutAct_9fa48("307") ? offered : (stryCov_9fa48("307"), offered.slice(0, INITIAL_CATEGORIES_SHOWN)),
      hasMore: stryMutAct_9fa48("310") ? hasMore || !expanded : stryMutAct_9fa48("309") ? false : stryMutAct_9fa48("308") ? true : (stryCov_9fa48("308", "309", "310"), hasMore && (stryMutAct_9fa48("311") ? expanded : (stryCov_9fa48("311"), !expanded)))
    });
  }
}

/** A static category opens its external address instead of filtering. */
export function externalTarget(category: Category): string | null {
  if (stryMutAct_9fa48("312")) {
    {}
  } else {
    stryCov_9fa48("312");
    return (stryMutAct_9fa48("315") ? category.redirectTo !== null || category.redirectTo !== '' : stryMutAct_9fa48("314") ? false : stryMutAct_9fa48("313") ? true : (stryCov_9fa48("313", "314", "315"), (stryMutAct_9fa48("317") ? category.redirectTo === null : stryMutAct_9fa48("316") ? true : (stryCov_9fa48("316", "317"), category.redirectTo !== null)) && (stryMutAct_9fa48("319") ? category.redirectTo === '' : stryMutAct_9fa48("318") ? true : (stryCov_9fa48("318", "319"), category.redirectTo !== (stryMutAct_9fa48("320") ? "Stryker was here!" : (stryCov_9fa48("320"), '')))))) ? category.redirectTo : null;
  }
}