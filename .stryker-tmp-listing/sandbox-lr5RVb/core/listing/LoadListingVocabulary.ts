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
import { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { Language } from '../tenancy/Tenant.ts';
import type { ListingDictionaries } from './ListingDictionaries.ts';
import type { ListingVocabulary } from './ListingVocabulary.ts';

/** The configuration, categories and cities that listing URLs are parsed and built with, in one go. */
export class LoadListingVocabulary implements UseCase<Language, ListingVocabulary, GatewayFailure> {
  constructor(private readonly dictionaries: ListingDictionaries) {}
  execute(language: Language): ResultAsync<ListingVocabulary, GatewayFailure> {
    if (stryMutAct_9fa48("96")) {
      {}
    } else {
      stryCov_9fa48("96");
      return ResultAsync.combine([this.dictionaries.configuration(), this.dictionaries.categories(language), this.dictionaries.cities(language)] as const).map(stryMutAct_9fa48("97") ? () => undefined : (stryCov_9fa48("97"), ([configuration, categories, cities]) => stryMutAct_9fa48("98") ? {} : (stryCov_9fa48("98"), {
        configuration,
        categories,
        cities
      })));
    }
  }
}