import { startTransition, useEffect, useState } from 'react';
import { browserAnswerAtMount } from '../app/hydration.ts';

/**
 * False on the server and during hydration, true afterwards: for what only the browser can know (cookies read by script, storage).
 * The switch to true is a transition, so the components that follow it re-render in slices after hydration rather than in one
 * synchronous task (a store's forced re-render after hydration was one long task on a phone: issue "fast on a phone").
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(browserAnswerAtMount);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * Props for a control that needs the script (a dismiss button, a dialog opener): in its place but
 * unseen until the page has hydrated (the global stylesheet hides `[data-awaiting-script]`; the CSP
 * refuses inline style attributes), so nothing moves when it appears and nobody clicks it in vain.
 */
export const hiddenUntilHydrated = (hydrated: boolean): { readonly 'data-awaiting-script'?: '' } => (hydrated ? {} : { 'data-awaiting-script': '' });
