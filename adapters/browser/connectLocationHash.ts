import type { HashTracker } from '../../core/ui-state/HashTracker.ts';
import { normaliseHash } from '../../core/ui-state/normaliseHash.ts';

/** The slice of `window` the connection needs. */
export interface HashWindow {
  readonly location: { hash: string; readonly pathname: string; readonly search: string };
  readonly history: { replaceState(data: unknown, unused: string, url?: string): void };
  addEventListener(type: 'hashchange', listener: () => void): void;
  removeEventListener(type: 'hashchange', listener: () => void): void;
}

/**
 * Feeds a HashTracker from `location.hash` (now and on every hashchange) and writes the hashes it
 * asks for; clearing uses replaceState so no bare '#' is left in the address. Returns a disconnect.
 */
export function connectLocationHash(tracker: HashTracker, window: HashWindow): () => void {
  const read = () => tracker.update(window.location.hash);
  read();
  window.addEventListener('hashchange', read);
  const subscription = tracker.navigations$.subscribe((hash) => {
    if (normaliseHash(window.location.hash) === hash) return;
    if (hash === '') window.history.replaceState(null, '', window.location.pathname + window.location.search);
    else window.location.hash = hash;
  });
  return () => {
    window.removeEventListener('hashchange', read);
    subscription.unsubscribe();
  };
}
