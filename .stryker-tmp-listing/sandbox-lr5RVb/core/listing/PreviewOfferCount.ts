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
import type { GatewayFailure } from '../shared/Failure.ts';
import type { UseCase } from '../shared/UseCase.ts';
import { hasAnyFilter } from './activeFilterCount.ts';
import type { FilterValues } from './FilterValues.ts';
import type { OfferSearch } from './OfferSearch.ts';
import { toCountRequest } from './toSearchQuery.ts';
export interface PreviewOfferCountInput {
  readonly filters: FilterValues;
  /** The tenant's countAllBoardOffers flag. */
  readonly countAllBoards: boolean;
  readonly signal?: AbortSignal;
}

/** How many offers the filters would show; with no filter at all and the flag on, all boards' count. */
export class PreviewOfferCount implements UseCase<PreviewOfferCountInput, number, GatewayFailure> {
  constructor(private readonly offers: OfferSearch) {}
  execute(input: PreviewOfferCountInput): ResultAsync<number, GatewayFailure> {
    if (stryMutAct_9fa48("100")) {
      {}
    } else {
      stryCov_9fa48("100");
      if (stryMutAct_9fa48("103") ? input.countAllBoards || !hasAnyFilter(input.filters) : stryMutAct_9fa48("102") ? false : stryMutAct_9fa48("101") ? true : (stryCov_9fa48("101", "102", "103"), input.countAllBoards && (stryMutAct_9fa48("104") ? hasAnyFilter(input.filters) : (stryCov_9fa48("104"), !hasAnyFilter(input.filters))))) return this.offers.allBoardsCount(input.signal);
      return this.offers.count(toCountRequest(input.filters), input.signal);
    }
  }
}