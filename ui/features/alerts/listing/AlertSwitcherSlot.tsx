import { lazy, Suspense } from 'react';
import { useListing } from '../../listing/index.ts';

/** The switcher's code (its popover, the save switch, the help bubble) is not part of the listing's first load. */
const AlertSwitcher = lazy(() => import('./AlertSwitcher.tsx').then((module) => ({ default: module.AlertSwitcher })));

/** Where the listing toolbar shows the job alert switcher: only where the tenant offers job alerts. */
export function AlertSwitcherSlot() {
  const { tenant } = useListing();
  if (!tenant.flags.jobAlerts) return null;
  return (
    <Suspense fallback={null}>
      <AlertSwitcher />
    </Suspense>
  );
}
