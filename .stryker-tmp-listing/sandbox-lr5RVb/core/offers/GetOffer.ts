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
import { okAsync, type ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { Currency } from '../listing/FilterValues.ts';
import type { CompanyShortInfo, OfferDetail } from '../listing/Offer.ts';
import type { OfferSearch } from '../listing/OfferSearch.ts';
export interface GetOfferInput {
  readonly idOrSlug: string;
  readonly currency: Currency;
}

/** The offer page's data: the offer, and its company's short info when that answers (its failure is ignored). */
export interface OfferPageData {
  readonly offer: OfferDetail;
  readonly company: CompanyShortInfo | null;
}

/** One offer by id or slug. Fails with not-found for an unknown or unpublished offer. */
export class GetOffer implements UseCase<GetOfferInput, OfferPageData, GatewayFailure> {
  constructor(private readonly offers: OfferSearch) {}
  execute(input: GetOfferInput): ResultAsync<OfferPageData, GatewayFailure> {
    if (stryMutAct_9fa48("1272")) {
      {}
    } else {
      stryCov_9fa48("1272");
      return this.offers.offer(input.idOrSlug, input.currency).andThen(stryMutAct_9fa48("1273") ? () => undefined : (stryCov_9fa48("1273"), offer => this.offers.companyShortInfo(offer.companySlug).map(stryMutAct_9fa48("1274") ? () => undefined : (stryCov_9fa48("1274"), (company): OfferPageData => stryMutAct_9fa48("1275") ? {} : (stryCov_9fa48("1275"), {
        offer,
        company
      }))).orElse(stryMutAct_9fa48("1276") ? () => undefined : (stryCov_9fa48("1276"), () => okAsync<OfferPageData, GatewayFailure>(stryMutAct_9fa48("1277") ? {} : (stryCov_9fa48("1277"), {
        offer,
        company: null
      }))))));
    }
  }
}