// @vitest-environment jsdom
import { act, cleanup, render, renderHook } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { beginHydration, inSlices, isHydrating, useHydrationDone, yieldToMain } from '../../../ui/app/hydration.ts';
import { useHydrated } from '../../../ui/hooks/useHydrated.ts';
import { useObservable } from '../../../ui/hooks/useObservable.ts';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function EndOfHydration() {
  useHydrationDone();
  return null;
}

afterEach(cleanup);

describe('hydration', () => {
  it('runs sliced work in order, in tasks after the current one', async () => {
    const ran: number[] = [];
    for (const n of [1, 2, 3]) inSlices(() => ran.push(n));
    expect(ran).toEqual([]);
    await nextTask();
    await nextTask();
    expect(ran).toEqual([1, 2, 3]);
  });

  it('goes on after a yield in a later task: work the current task queued runs first', async () => {
    const ran: string[] = [];
    const yielded = yieldToMain().then(() => ran.push('after the yield'));
    void Promise.resolve().then(() => ran.push('microtask'));
    await Promise.resolve();
    expect(ran).toEqual(['microtask']);
    await yielded;
    expect(ran).toEqual(['microtask', 'after the yield']);
  });

  it('yields through the browser’s scheduler where it has one', async () => {
    const calls: string[] = [];
    const scheduler = { yield: () => (calls.push('scheduler.yield'), Promise.resolve()) };
    Object.assign(globalThis, { scheduler });
    try {
      await yieldToMain();
    } finally {
      Reflect.deleteProperty(globalThis, 'scheduler');
    }
    expect(calls).toEqual(['scheduler.yield']);
  });

  it('ends with the root’s effect', () => {
    beginHydration();
    expect(isHydrating()).toBe(true);
    render(<EndOfHydration />);
    expect(isHydrating()).toBe(false);
  });

  it('subscribes a hydrating component in a later task, and a component mounted later at once', async () => {
    const store = new BehaviorSubject('browser');
    beginHydration();
    const hydrating = renderHook(() => useObservable(store, 'server'));
    render(<EndOfHydration />);
    expect(hydrating.result.current).toBe('server');
    expect(store.observed).toBe(false);
    await act(nextTask);
    expect(hydrating.result.current).toBe('browser');

    const later = renderHook(() => useObservable(store, 'server'));
    expect(later.result.current).toBe('browser');
    act(() => store.next('changed'));
    expect([hydrating.result.current, later.result.current]).toEqual(['changed', 'changed']);
  });

  it('does not subscribe a component unmounted before its slice', async () => {
    const store = new BehaviorSubject('browser');
    beginHydration();
    const hydrating = renderHook(() => useObservable(store, 'server'));
    render(<EndOfHydration />);
    hydrating.unmount();
    await act(nextTask);
    expect(store.observed).toBe(false);
  });

  it('says false while hydrating, then true; true at once for a component mounted after', async () => {
    beginHydration();
    const seen: boolean[] = [];
    renderHook(() => seen.push(useHydrated()));
    render(<EndOfHydration />);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    const later = renderHook(() => useHydrated());
    expect(later.result.current).toBe(true);
  });
});
