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
import type { Currency, FilterValues } from './FilterValues.ts';
import type { OffersPage } from './Offer.ts';
import type { OfferSearch } from './OfferSearch.ts';
import { toSearchQuery } from './toSearchQuery.ts';
export interface SearchOffersInput {
  readonly filters: FilterValues;
  readonly currency: Currency;
  /** Offset of the first offer; 0 for the first page. */
  readonly from: number;
  readonly signal?: AbortSignal;
}

/** A page of 100 offers matching the filters, sorted as they say, salaries in the currency. */
export class SearchOffers implements UseCase<SearchOffersInput, OffersPage, GatewayFailure> {
  constructor(private readonly offers: OfferSearch) {}
  execute(input: SearchOffersInput): ResultAsync<OffersPage, GatewayFailure> {
    if (stryMutAct_9fa48("111")) {
      {}
    } else {
      stryCov_9fa48("111");
      return this.offers.search(toSearchQuery(input.filters, input.currency, input.from), input.signal);
    }
  }
}