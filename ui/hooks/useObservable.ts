import { startTransition, useEffect, useState } from 'react';
import type { Observable, Subscription } from 'rxjs';
import { inSlices, isHydrating } from '../app/hydration.ts';

/**
 * The latest value of a core store's observable. Renders `initial` first (on the server and in the
 * first browser render alike, so hydration matches), then follows the stream. Pass a stable
 * observable (a store field, or one made in `useMemo`).
 *
 * After hydration dozens of components catch up at once: their subscriptions then start in slices
 * (`inSlices`), and the value each stream holds when subscribed is taken in a transition, which React
 * renders in slices too. Every later value is taken at once.
 */
export function useObservable<T>(source: Observable<T>, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    let subscription: Subscription | undefined;
    let mounted = true;
    const subscribe = () => {
      if (!mounted) return;
      let catchingUp = true;
      subscription = source.subscribe((next) => {
        if (catchingUp) startTransition(() => setValue(() => next));
        else setValue(() => next);
      });
      catchingUp = false;
    };
    if (isHydrating()) inSlices(subscribe);
    else subscribe();
    return () => {
      mounted = false;
      subscription?.unsubscribe();
    };
  }, [source]);
  return value;
}
