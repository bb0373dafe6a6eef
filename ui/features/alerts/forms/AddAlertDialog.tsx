import { lazy, Suspense, useMemo } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import { ADD_ALERT_HASH, ALERT_DIALOG_WIDTH } from '../../../../core/alerts/surfaces/alertSurfaces.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../../composition/ui-state/uiStateKeys.ts';
import { Dialog } from '../../../components/Dialog.tsx';
import { useObservable } from '../../../hooks/useObservable.ts';
import { useListing } from '../../listing/index.ts';
import { useSearchDescription } from '../listing/useSearchDescription.ts';
import { useSessionState } from '../../session/index.ts';

/** The forms (and formik) load only when the dialog opens: the listing's up-front bundle has a budget. */
const GuestAlertForm = lazy(() => import('./GuestAlertForm.tsx').then((module) => ({ default: module.GuestAlertForm })));
const CandidateAlertForm = lazy(() => import('./CandidateAlertForm.tsx').then((module) => ({ default: module.CandidateAlertForm })));

/**
 * The job alert register dialog (engagement.md section 2): `#add-alert` on an offers list opens it
 * for the search the list shows (its canonical URL, filters and default name); 544 px wide, a
 * bottom sheet on small screens. Guests get the e-mail form, logged-in candidates name and
 * frequency. Closing clears the hash. Without the tenant's job-alerts flag the hash is ignored.
 */
export function AddAlertDialog() {
  const { t } = useTexts();
  const { tenant } = useListing();
  const tracker = useUseCase(UiStateKeys.HashTracker);
  const open = useObservable(
    useMemo(() => tracker.isOpen$(ADD_ALERT_HASH), [tracker]),
    false,
  );
  const session = useSessionState();
  const search = useSearchDescription();
  const close = () => tracker.close();
  const loading = <p role="status">{t('alertForm.loading')}</p>;

  return (
    <Dialog
      open={open && tenant.flags.jobAlerts}
      onClose={close}
      title={t('alertForm.title')}
      width={ALERT_DIALOG_WIDTH}
      placementBelowSm="bottom"
      testId="add-alert-dialog"
    >
      {session.status === 'unknown' ? (
        loading
      ) : (
        <Suspense fallback={loading}>
          {session.status === 'logged-in' ? (
            <CandidateAlertForm key={search.searchUrl} search={search} onDone={close} />
          ) : (
            <GuestAlertForm key={search.searchUrl} search={search} onDone={close} />
          )}
        </Suspense>
      )}
    </Dialog>
  );
}
