import { Observable, debounceTime, distinctUntilChanged, switchMap, type SchedulerLike } from 'rxjs';
import type { Result } from 'neverthrow';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { Currency, FilterValues } from '../FilterValues.ts';
import type { PreviewOfferCount } from './PreviewOfferCount.ts';
import { toCountRequest } from './toSearchQuery.ts';
import { hasAnyFilter } from '../filters/activeFilterCount.ts';

/** The count preview waits this long after the last change (spec section 7). */
export const COUNT_PREVIEW_DEBOUNCE_MS = 500;
/** The filters panel applies itself after this long without a change, when auto-apply is on. */
export const AUTO_APPLY_DEBOUNCE_MS = 1000;

/**
 * The live offer count for a stream of filter states: 500 ms after the last change, only when the
 * counted filters changed, each new request aborting the one before. Emits each answer as a Result.
 * Pass a TestScheduler in tests.
 */
export function countPreview$(
  filters$: Observable<FilterValues>,
  useCase: Pick<PreviewOfferCount, 'execute'>,
  options: { readonly countAllBoards: boolean; readonly currency: Currency },
  scheduler: SchedulerLike,
): Observable<Result<number, GatewayFailure>> {
  return filters$.pipe(
    debounceTime(COUNT_PREVIEW_DEBOUNCE_MS, scheduler),
    distinctUntilChanged((previous, next) => countKey(previous, options.currency) === countKey(next, options.currency)),
    switchMap((filters) =>
      abortable((signal) => useCase.execute({ filters, currency: options.currency, countAllBoards: options.countAllBoards, signal })),
    ),
  );
}

/** What the count depends on: the counted fields, and whether any filter is set (all boards or not). */
const countKey = (filters: FilterValues, currency: Currency): string => JSON.stringify([toCountRequest(filters, currency), hasAnyFilter(filters)]);

/** The form values to apply, 1 s after the user stopped changing them. */
export function autoApply$<T>(values$: Observable<T>, scheduler: SchedulerLike): Observable<T> {
  return values$.pipe(debounceTime(AUTO_APPLY_DEBOUNCE_MS, scheduler));
}

/** An abortable call as an observable: unsubscribing (switchMap moving on) aborts it. */
export function abortable<T, E>(call: (signal: AbortSignal) => PromiseLike<Result<T, E>>): Observable<Result<T, E>> {
  return new Observable<Result<T, E>>((subscriber) => {
    const controller = new AbortController();
    call(controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) {
          subscriber.next(result);
          subscriber.complete();
        }
      },
      (error: unknown) => subscriber.error(error),
    );
    return () => controller.abort();
  });
}
