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
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { Currency } from './FilterValues.ts';
import type { Suggestions } from './Offer.ts';
import type { OfferSearch } from './OfferSearch.ts';
import type { LastSearch, RecentSearches } from './RecentSearches.ts';

/** Suggestions are asked for from this many characters on. */
export const SUGGESTIONS_MIN_LENGTH = 3;
export interface SuggestSearchInput {
  readonly text: string;
  readonly currency: Currency;
}
export type SearchSuggestions = {
  readonly kind: 'suggestions';
  readonly suggestions: Suggestions;
} | {
  readonly kind: 'recent';
  readonly searches: readonly LastSearch[];
};

/** A newer call replaced this one before it answered. Callers simply drop it. */
export type Superseded = {
  readonly kind: 'superseded';
};
export type SuggestSearchFailure = GatewayFailure | Superseded;

/**
 * What the keyword box offers: from 3 characters (trimmed) the gateway's suggestions, each call
 * aborting the one before it; under 3, the last searches.
 */
export class SuggestSearch implements UseCase<SuggestSearchInput, SearchSuggestions, SuggestSearchFailure> {
  private pending: AbortController | null = null;
  constructor(private readonly offers: OfferSearch, private readonly recent: RecentSearches) {}
  execute(input: SuggestSearchInput): ResultAsync<SearchSuggestions, SuggestSearchFailure> {
    if (stryMutAct_9fa48("112")) {
      {}
    } else {
      stryCov_9fa48("112");
      stryMutAct_9fa48("113") ? this.pending.abort() : (stryCov_9fa48("113"), this.pending?.abort());
      this.pending = null;
      const text = stryMutAct_9fa48("114") ? input.text : (stryCov_9fa48("114"), input.text.trim());
      if (stryMutAct_9fa48("118") ? text.length >= SUGGESTIONS_MIN_LENGTH : stryMutAct_9fa48("117") ? text.length <= SUGGESTIONS_MIN_LENGTH : stryMutAct_9fa48("116") ? false : stryMutAct_9fa48("115") ? true : (stryCov_9fa48("115", "116", "117", "118"), text.length < SUGGESTIONS_MIN_LENGTH)) {
        if (stryMutAct_9fa48("119")) {
          {}
        } else {
          stryCov_9fa48("119");
          return this.recent.loadSearches().map(stryMutAct_9fa48("120") ? () => undefined : (stryCov_9fa48("120"), (searches): SearchSuggestions => stryMutAct_9fa48("121") ? {} : (stryCov_9fa48("121"), {
            kind: stryMutAct_9fa48("122") ? "" : (stryCov_9fa48("122"), 'recent'),
            searches
          })));
        }
      }
      const controller = new AbortController();
      this.pending = controller;
      return this.offers.suggest(text, input.currency, controller.signal).orElse(stryMutAct_9fa48("123") ? () => undefined : (stryCov_9fa48("123"), failure => controller.signal.aborted ? errAsync<Suggestions, SuggestSearchFailure>(stryMutAct_9fa48("124") ? {} : (stryCov_9fa48("124"), {
        kind: stryMutAct_9fa48("125") ? "" : (stryCov_9fa48("125"), 'superseded')
      })) : errAsync(failure))).andThen(suggestions => {
        if (stryMutAct_9fa48("126")) {
          {}
        } else {
          stryCov_9fa48("126");
          if (stryMutAct_9fa48("128") ? false : stryMutAct_9fa48("127") ? true : (stryCov_9fa48("127", "128"), controller.signal.aborted)) return errAsync<SearchSuggestions, SuggestSearchFailure>(stryMutAct_9fa48("129") ? {} : (stryCov_9fa48("129"), {
            kind: stryMutAct_9fa48("130") ? "" : (stryCov_9fa48("130"), 'superseded')
          }));
          if (stryMutAct_9fa48("133") ? this.pending !== controller : stryMutAct_9fa48("132") ? false : stryMutAct_9fa48("131") ? true : (stryCov_9fa48("131", "132", "133"), this.pending === controller)) this.pending = null;
          return okAsync<SearchSuggestions, SuggestSearchFailure>(stryMutAct_9fa48("134") ? {} : (stryCov_9fa48("134"), {
            kind: stryMutAct_9fa48("135") ? "" : (stryCov_9fa48("135"), 'suggestions'),
            suggestions
          }));
        }
      });
    }
  }
}