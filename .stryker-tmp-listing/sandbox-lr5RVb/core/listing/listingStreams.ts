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
import { Observable, debounceTime, distinctUntilChanged, switchMap, type SchedulerLike } from 'rxjs';
import type { Result } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { FilterValues } from './FilterValues.ts';
import type { PreviewOfferCount } from './PreviewOfferCount.ts';
import { toCountRequest } from './toSearchQuery.ts';

/** The count preview waits this long after the last change (spec section 7). */
export const COUNT_PREVIEW_DEBOUNCE_MS = 500;
/** The filters panel applies itself after this long without a change, when auto-apply is on. */
export const AUTO_APPLY_DEBOUNCE_MS = 1000;

/**
 * The live offer count for a stream of filter states: 500 ms after the last change, only when the
 * counted filters changed, each new request aborting the one before. Emits each answer as a Result.
 * Pass a TestScheduler in tests.
 */
export function countPreview$(filters$: Observable<FilterValues>, useCase: Pick<PreviewOfferCount, 'execute'>, options: {
  readonly countAllBoards: boolean;
}, scheduler: SchedulerLike): Observable<Result<number, GatewayFailure>> {
  if (stryMutAct_9fa48("672")) {
    {}
  } else {
    stryCov_9fa48("672");
    return filters$.pipe(debounceTime(COUNT_PREVIEW_DEBOUNCE_MS, scheduler), distinctUntilChanged(stryMutAct_9fa48("673") ? () => undefined : (stryCov_9fa48("673"), (previous, next) => stryMutAct_9fa48("676") ? JSON.stringify(toCountRequest(previous)) !== JSON.stringify(toCountRequest(next)) : stryMutAct_9fa48("675") ? false : stryMutAct_9fa48("674") ? true : (stryCov_9fa48("674", "675", "676"), JSON.stringify(toCountRequest(previous)) === JSON.stringify(toCountRequest(next))))), switchMap(stryMutAct_9fa48("677") ? () => undefined : (stryCov_9fa48("677"), filters => abortable(stryMutAct_9fa48("678") ? () => undefined : (stryCov_9fa48("678"), signal => useCase.execute(stryMutAct_9fa48("679") ? {} : (stryCov_9fa48("679"), {
      filters,
      countAllBoards: options.countAllBoards,
      signal
    })))))));
  }
}

/** The form values to apply, 1 s after the user stopped changing them. */
export function autoApply$<T>(values$: Observable<T>, scheduler: SchedulerLike): Observable<T> {
  if (stryMutAct_9fa48("680")) {
    {}
  } else {
    stryCov_9fa48("680");
    return values$.pipe(debounceTime(AUTO_APPLY_DEBOUNCE_MS, scheduler));
  }
}

/** An abortable call as an observable: unsubscribing (switchMap moving on) aborts it. */
export function abortable<T, E>(call: (signal: AbortSignal) => PromiseLike<Result<T, E>>): Observable<Result<T, E>> {
  if (stryMutAct_9fa48("681")) {
    {}
  } else {
    stryCov_9fa48("681");
    return new Observable<Result<T, E>>(subscriber => {
      if (stryMutAct_9fa48("682")) {
        {}
      } else {
        stryCov_9fa48("682");
        const controller = new AbortController();
        call(controller.signal).then(result => {
          if (stryMutAct_9fa48("683")) {
            {}
          } else {
            stryCov_9fa48("683");
            if (stryMutAct_9fa48("686") ? false : stryMutAct_9fa48("685") ? true : stryMutAct_9fa48("684") ? controller.signal.aborted : (stryCov_9fa48("684", "685", "686"), !controller.signal.aborted)) {
              if (stryMutAct_9fa48("687")) {
                {}
              } else {
                stryCov_9fa48("687");
                subscriber.next(result);
                subscriber.complete();
              }
            }
          }
        }, stryMutAct_9fa48("688") ? () => undefined : (stryCov_9fa48("688"), (error: unknown) => subscriber.error(error)));
        return stryMutAct_9fa48("689") ? () => undefined : (stryCov_9fa48("689"), () => controller.abort());
      }
    });
  }
}