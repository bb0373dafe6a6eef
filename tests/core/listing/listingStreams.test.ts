import { ok, ResultAsync, type Result } from 'neverthrow';
import { Subject } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { emptyFilters, type FilterValues } from '../../../core/listing/FilterValues.ts';
import { autoApply$, countPreview$ } from '../../../core/listing/search/listingStreams.ts';
import type { PreviewOfferCountInput } from '../../../core/listing/search/PreviewOfferCount.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import { VirtualTime } from '../../support/virtualTime.ts';
import { aFilterState } from './builders.ts';

/** A count use case that answers the number of employment types chosen, after `delay` virtual ms. */
function countingUseCase(time: VirtualTime, delay = 0) {
  const calls: PreviewOfferCountInput[] = [];
  const useCase = {
    execute: (input: PreviewOfferCountInput) => {
      calls.push(input);
      return ResultAsync.fromSafePromise(
        new Promise<number>((resolve) => time.scheduler.schedule(() => resolve(input.filters.employmentTypes.length), delay)),
      );
    },
  };
  return { useCase, calls };
}

function collect(filters$: Subject<FilterValues>, time: VirtualTime, delay = 0) {
  const { useCase, calls } = countingUseCase(time, delay);
  const results: Array<Result<number, GatewayFailure>> = [];
  countPreview$(filters$, useCase, { countAllBoards: true, currency: 'pln' }, time.scheduler).subscribe((result) => results.push(result));
  return { calls, results };
}

describe('countPreview$', () => {
  it('asks 500 ms after the last change, once', async () => {
    const time = new VirtualTime();
    const filters$ = new Subject<FilterValues>();
    const { calls, results } = collect(filters$, time);
    filters$.next(aFilterState().withEmploymentTypes('b2b').build());
    await time.advance(300);
    filters$.next(aFilterState().withEmploymentTypes('b2b', 'permanent').build());
    await time.advance(499);
    expect(calls).toHaveLength(0);
    await time.advance(1);
    expect(calls.map((call) => call.filters.employmentTypes)).toEqual([['b2b', 'permanent']]);
    expect(calls[0]?.countAllBoards).toBe(true);
    await time.advance(0);
    expect(results).toEqual([ok(2)]);
  });

  it('does not ask again when only uncounted fields change (map, sort)', async () => {
    const time = new VirtualTime();
    const filters$ = new Subject<FilterValues>();
    const { calls } = collect(filters$, time);
    filters$.next(emptyFilters);
    await time.advance(500);
    filters$.next(aFilterState().withMap().sortedBy('newest').build());
    await time.advance(500);
    expect(calls).toHaveLength(1);
    filters$.next(aFilterState().withEmploymentTypes('b2b').build());
    await time.advance(500);
    expect(calls).toHaveLength(2);
  });

  it('asks again when a filter outside the count request is set, since all boards no longer apply', async () => {
    const time = new VirtualTime();
    const filters$ = new Subject<FilterValues>();
    const { calls } = collect(filters$, time);
    filters$.next(emptyFilters);
    await time.advance(500);
    filters$.next(aFilterState().withRemote().build());
    await time.advance(500);
    expect(calls.map((call) => call.filters.remote)).toEqual([false, true]);
  });

  it('a newer request aborts the one before, whose answer is dropped', async () => {
    const time = new VirtualTime();
    const filters$ = new Subject<FilterValues>();
    const { calls, results } = collect(filters$, time, 1000);
    filters$.next(aFilterState().withEmploymentTypes('b2b').build());
    await time.advance(500);
    filters$.next(aFilterState().withEmploymentTypes('b2b', 'permanent', 'contract').build());
    await time.advance(500);
    expect(calls.map((call) => call.signal?.aborted)).toEqual([true, false]);
    await time.advance(1000);
    expect(results).toEqual([ok(3)]);
  });
});

describe('autoApply$', () => {
  it('applies the form 1 s after the last change, dropping changes made sooner', () => {
    const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    scheduler.run(({ cold, expectObservable }) => {
      const values = cold('a 1000ms b 998ms c 1999ms |');
      expectObservable(autoApply$(values, scheduler)).toBe('1000ms a 1999ms c 999ms |');
    });
  });
});
