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
import type { ResultAsync } from 'neverthrow';
import type { UseCase } from '../shared/UseCase.ts';
import { rememberSearch } from './lastSearches.ts';
import type { LastSearch, RecentSearches, StorageUnavailable } from './RecentSearches.ts';

/** Puts a search on top of the last 8 and answers the new list. */
export class RememberSearch implements UseCase<LastSearch, readonly LastSearch[], StorageUnavailable> {
  constructor(private readonly recent: RecentSearches) {}
  execute(search: LastSearch): ResultAsync<readonly LastSearch[], StorageUnavailable> {
    if (stryMutAct_9fa48("108")) {
      {}
    } else {
      stryCov_9fa48("108");
      return this.recent.loadSearches().andThen(searches => {
        if (stryMutAct_9fa48("109")) {
          {}
        } else {
          stryCov_9fa48("109");
          const updated = rememberSearch(searches, search);
          return this.recent.saveSearches(updated).map(stryMutAct_9fa48("110") ? () => undefined : (stryCov_9fa48("110"), () => updated));
        }
      });
    }
  }
}