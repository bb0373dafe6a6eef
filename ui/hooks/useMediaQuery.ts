import { startTransition, useEffect, useState } from 'react';
import { browserAnswerAtMount } from '../app/hydration.ts';

/**
 * Whether a media query matches now; false on the server and in the hydrating render, then the browser's answer
 * (in a transition: hydration's follow-up renders run in slices), then every change.
 */
export function useMediaQuery(query: string): boolean {
  const [matching, setMatching] = useState(
    () => browserAnswerAtMount() && typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    startTransition(() => setMatching(list.matches));
    const follow = () => setMatching(list.matches);
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [query]);
  return matching;
}
