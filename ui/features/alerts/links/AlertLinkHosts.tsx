import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { ALERT_LINK_PARAMETER } from '../../../../core/alerts/job-alerts/alertLinks.ts';
import { useHydrated } from '../../../hooks/useHydrated.ts';

const AlertLinkDialogs = lazy(() => import('./AlertLinkDialogs.tsx'));

/**
 * The activation and unsubscribe dialogs of the e-mail links (`?job-alerts=...`). Their code loads
 * only when a page's address carries such a link, and only after hydration: nothing of a link acts
 * on a plain GET, and every other page is spared the code.
 */
export function AlertLinkHosts() {
  const location = useLocation();
  const hydrated = useHydrated();
  if (!hydrated || !new URLSearchParams(location.search).has(ALERT_LINK_PARAMETER)) return null;
  return (
    <Suspense fallback={null}>
      <AlertLinkDialogs />
    </Suspense>
  );
}
