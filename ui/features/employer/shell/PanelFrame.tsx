import styled from '@emotion/styled';
import { useEffect, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { EmployerKeys } from '../../../../composition/employer/employerKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../../composition/ui-state/uiStateKeys.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { color, media, radius } from '../../../theme/tokens.ts';
import { ConfirmDialogHost } from '../../ui-state/index.ts';
import { SnackbarStack } from '../../ui-state/index.ts';
import { CompanyMenuEntry } from '../company/prompts/CompanyMenuEntry.tsx';
import { PanelPrompt } from '../company/prompts/PanelPrompt.tsx';
import { useEmployerSession } from './useEmployerSession.ts';

const Bar = styled.nav`
  border-bottom: 1px solid ${color.border};
  background: ${color.surface};
  ul {
    max-width: 1180px;
    margin: 0 auto;
    padding: 8px 16px;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 8px;
    align-items: center;
  }
  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 6px 12px;
    border: 1px solid transparent;
    border-radius: ${radius.full};
    background: transparent;
    color: ${color.text};
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }
  a[aria-current='page'] {
    border-color: ${color.primary};
    color: ${color.text};
  }
  .who {
    margin-left: auto;
    color: ${color.muted};
    font-size: 0.9rem;
    ${media.belowSm} {
      margin-left: 0;
      width: 100%;
    }
  }
`;

/** An entry of the panel's navigation: a link to a panel page, named by a panel text. */
function Entry({ to, text, end = false }: { to: string; text: string; end?: boolean }) {
  const { t } = useTexts();
  return (
    <li>
      <NavLink to={to} end={end}>
        {t(text)}
      </NavLink>
    </li>
  );
}

/**
 * What every panel page shares: the panel's navigation, the session restored once per tab (the
 * stored token, else the refresh cookie), a snackbar when a refused refresh ended it, and the
 * panel's own snackbars and confirmation dialog.
 */
export function PanelFrame({ children }: { children: ReactNode }) {
  const { t } = useTexts();
  const session = useEmployerSession();
  const restore = useUseCase(EmployerKeys.RestoreEmployerSession);
  const coordinator = useUseCase(EmployerKeys.EmployerSessionCoordinator);
  const logOut = useUseCase(EmployerKeys.LogOutEmployer);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const navigate = useNavigate();

  useEffect(() => {
    void restore.execute();
    const ended = coordinator.sessionEnded$.subscribe(() => {
      snackbars.show({ message: 'panel.sessionEnded', variant: 'warning' });
      void navigate('/employer/login');
    });
    return () => ended.unsubscribe();
  }, [restore, coordinator, snackbars, navigate]);

  const profile = session.status === 'authenticated' ? session.profile : null;
  return (
    <>
      <Bar aria-label={t('panel.nav.label')} data-testid="panel-nav">
        <ul>
          {session.status === 'authenticated' && (
            <>
              <Entry to="/employer/offers" end text="panel.nav.offers" />
              <Entry to="/employer/offers/new" text="panel.nav.newOffer" />
              <Entry to="/employer/applications" text="panel.applications.title" />
              <Entry to="/employer/candidates" text="panel.candidates.nav" />
              <Entry to="/employer/chats" text="panel.chats.nav" />
              <CompanyMenuEntry />
              <Entry to="/employer/profile" text="panel.nav.profile" />
              <li>
                <button type="button" data-testid="panel-logout" onClick={() => void logOut.execute().map(() => navigate('/employer/login'))}>
                  {t('panel.nav.logout')}
                </button>
              </li>
            </>
          )}
          {session.status === 'anonymous' && (
            <>
              <Entry to="/employer/pricing" text="panel.nav.pricing" />
              <Entry to="/employer/login" text="panel.login.submit" />
              <Entry to="/employer/register" text="panel.login.signUp" />
            </>
          )}
          {profile && (
            <li className="who" data-testid="panel-who">
              {t('panel.nav.loggedInAs', { name: profile.name, company: profile.company.name })}
            </li>
          )}
        </ul>
      </Bar>
      <PanelPrompt />
      {children}
      <ConfirmDialogHost />
      <SnackbarStack />
    </>
  );
}
