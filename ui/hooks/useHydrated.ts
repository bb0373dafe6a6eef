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

/**
 * Props for a control that needs the script (a dismiss button, a dialog opener): in its place but
 * unseen until the page has hydrated (the global stylesheet hides `[data-awaiting-script]`; the CSP
 * refuses inline style attributes), so nothing moves when it appears and nobody clicks it in vain.
 */
export const hiddenUntilHydrated = (hydrated: boolean): { readonly 'data-awaiting-script'?: '' } => (hydrated ? {} : { 'data-awaiting-script': '' });
