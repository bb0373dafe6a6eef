import { alertPageModules } from '../../../../composition/roots/pages/alertPage.ts';
import styled from '@emotion/styled';
import { useMemo } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import { Link } from 'react-router';
import { JOB_ALERTS_HASH } from '../../../../core/alerts/surfaces/alertSurfaces.ts';
import { useContextModules, useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../../composition/ui-state/uiStateKeys.ts';
import { Dialog } from '../../../components/Dialog.tsx';
import { useObservable } from '../../../hooks/useObservable.ts';
import { color } from '../../../theme/tokens.ts';
import { candidateUrl, isSameSite } from '../../../app/candidatePortal.ts';
import { useSessionState } from '../../session/index.ts';
import { SavedSearchList } from './SavedSearchList.tsx';

/** Popover width on wide screens. */
export const JOB_ALERTS_POPUP_WIDTH = 420;

const Manage = styled.p`
  margin: 12px 0 0;
  a {
    font-weight: 700;
    color: ${color.primary};
  }
`;

/**
 * The job alerts header popup (engagement.md section 2): opened by #job-alerts, a popover under the
 * header on wide screens and a bottom drawer on phones. It lists the saved searches (empty state
 * when there are none); closing clears the hash and gives focus back to the bell.
 */
export function JobAlertsPopup({ candidateBase }: { candidateBase: string }) {
  useContextModules(alertPageModules);
  const { t } = useTexts();
  const tracker = useUseCase(UiStateKeys.HashTracker);
  const open = useObservable(
    useMemo(() => tracker.isOpen$(JOB_ALERTS_HASH), [tracker]),
    false,
  );
  const session = useSessionState();
  const manageUrl = candidateUrl(candidateBase, 'jobAlerts');
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (tracker.current === JOB_ALERTS_HASH) tracker.close();
      }}
      title={t('alertList.popup.title')}
      width={JOB_ALERTS_POPUP_WIDTH}
      placement="top-end"
      placementBelowSm="bottom"
      testId="job-alerts-popup"
    >
      <SavedSearchList />
      {session.status === 'logged-in' && (
        <Manage>
          {isSameSite(manageUrl) ? (
            <Link to={manageUrl} data-testid="job-alerts-manage">
              {t('alertList.popup.manage')}
            </Link>
          ) : (
            <a href={manageUrl} data-testid="job-alerts-manage">
              {t('alertList.popup.manage')}
            </a>
          )}
        </Manage>
      )}
    </Dialog>
  );
}
