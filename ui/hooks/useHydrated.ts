import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False on the server and during hydration, true afterwards: for what only the browser can know (cookies read by script, storage). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
