import { alertPageModules } from '../../../../composition/roots/pages/alertPage.ts';
import { useContextModules } from '../../../../composition/react/UseCaseProvider.tsx';
import styled from '@emotion/styled';
import { useTexts } from '../../../i18n/useTexts.ts';
import { PortalLink } from '../../../components/PortalLink.tsx';
import { candidateUrl } from '../../../app/candidatePortal.ts';
import type { ShellData } from '../../../app/shellData.ts';
import { useSessionState } from '../../session/index.ts';
import { SavedSearchList } from './SavedSearchList.tsx';
import { PageSection, PromptPanel } from '../../../components/pageLayout.ts';

const Panel = styled(PromptPanel)`
  p {
    margin: 0 0 12px;
  }
`;

/**
 * The candidate's job alerts page (/candidate/job-alert): the same saved-search list as the header
 * popup, for a logged-in candidate; a guest is asked to log in (and comes back here after).
 */
export function JobAlertsPage({ shell }: { shell: ShellData }) {
  useContextModules(alertPageModules);
  const { t } = useTexts();
  const session = useSessionState();
  const here = candidateUrl(shell.candidateBase, 'jobAlerts');
  return (
    <PageSection aria-labelledby="job-alerts-heading" aria-busy={session.status === 'unknown'} data-testid="job-alerts-page">
      <h1 id="job-alerts-heading">{t('alertList.page.title')}</h1>
      {session.status === 'unknown' && <p className="lead">{t('alertList.page.loading')}</p>}
      {session.status === 'guest' && (
        <Panel data-testid="job-alerts-guest">
          <p>{t('alertList.page.guestText')}</p>
          <p>
            <PortalLink to={candidateUrl(shell.candidateBase, 'login', { returnTo: here })} testId="job-alerts-login">
              {t('alertList.page.login')}
            </PortalLink>
            {' · '}
            <PortalLink to={candidateUrl(shell.candidateBase, 'register', { returnTo: here })}>{t('alertList.page.register')}</PortalLink>
          </p>
        </Panel>
      )}
      {session.status === 'logged-in' && (
        <>
          <p className="lead">{t('alertList.page.lead')}</p>
          <Panel>
            <SavedSearchList testId="job-alerts-page-list" />
          </Panel>
        </>
      )}
    </PageSection>
  );
}
