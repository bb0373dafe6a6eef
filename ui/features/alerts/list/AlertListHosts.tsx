import { lazy, Suspense, useMemo } from 'react';
import { JOB_ALERTS_HASH } from '../../../../core/alerts/surfaces/alertSurfaces.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../../composition/ui-state/uiStateKeys.ts';
import { useObservable } from '../../../hooks/useObservable.ts';
import { useSessionState } from '../../session/index.ts';
import type { ShellData } from '../../../app/shellData.ts';

/** Their code loads only when needed: the popup once opened, the move prompt for a logged-in candidate. */
const JobAlertsPopup = lazy(() => import('./JobAlertsPopup.tsx').then((module) => ({ default: module.JobAlertsPopup })));
const MoveSearchesPrompt = lazy(() => import('./MoveSearchesPrompt.tsx').then((module) => ({ default: module.MoveSearchesPrompt })));

/** The page-wide alert surfaces (mounted once by AppShell), only where the tenant offers job alerts. */
export function AlertListHosts({ shell }: { shell: ShellData }) {
  const tracker = useUseCase(UiStateKeys.HashTracker);
  const open = useObservable(
    useMemo(() => tracker.isOpen$(JOB_ALERTS_HASH), [tracker]),
    false,
  );
  const session = useSessionState();
  if (!shell.tenant.flags.jobAlerts) return null;
  return (
    <Suspense fallback={null}>
      {open && <JobAlertsPopup candidateBase={shell.candidateBase} />}
      {session.status === 'logged-in' && <MoveSearchesPrompt />}
    </Suspense>
  );
}
