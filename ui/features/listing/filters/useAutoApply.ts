import { useEffect, useRef } from 'react';
import { asyncScheduler, Subject } from 'rxjs';
import { autoApply$ } from '../../../../core/listing/search/listingStreams.ts';

/** When on, applies the values 1 s after the last change (core's autoApply$). Changes made while off are never applied. */
export function useAutoApply<T>(values: T, enabled: boolean, apply: (values: T) => void): void {
  const applyRef = useRef(apply);
  applyRef.current = apply;
  const subject = useRef<Subject<T> | null>(null);
  const first = useRef(true);

  useEffect(() => {
    if (!enabled) return;
    const values$ = new Subject<T>();
    subject.current = values$;
    const subscription = autoApply$(values$, asyncScheduler).subscribe((latest) => applyRef.current(latest));
    return () => {
      subscription.unsubscribe();
      subject.current = null;
    };
  }, [enabled]);

  useEffect(() => {
    // The values the panel opened with are the URL's own: nothing to apply.
    if (first.current) {
      first.current = false;
      return;
    }
    subject.current?.next(values);
  }, [values]);
}
