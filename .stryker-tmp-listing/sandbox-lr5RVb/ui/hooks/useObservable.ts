// @ts-nocheck
import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

/**
 * The latest value of a core store's observable. Renders `initial` first (on the server and in the
 * first browser render alike, so hydration matches), then follows the stream. Pass a stable
 * observable (a store field, or one made in `useMemo`).
 */
export function useObservable<T>(source: Observable<T>, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    const subscription = source.subscribe((next) => setValue(() => next));
    return () => subscription.unsubscribe();
  }, [source]);
  return value;
}
