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
              <li>
                <NavLink to="/employer/offers" end>
                  {t('panel.nav.offers')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/employer/offers/new">{t('panel.nav.newOffer')}</NavLink>
              </li>
              <li>
                <NavLink to="/employer/applications">{t('panel.applications.title')}</NavLink>
              </li>
              <li>
                <NavLink to="/employer/candidates">{t('panel.candidates.nav')}</NavLink>
              </li>
              <li>
                <NavLink to="/employer/chats">{t('panel.chats.nav')}</NavLink>
              </li>
              <CompanyMenuEntry />
              <li>
                <NavLink to="/employer/profile">{t('panel.nav.profile')}</NavLink>
              </li>
              <li>
                <button type="button" data-testid="panel-logout" onClick={() => void logOut.execute().map(() => navigate('/employer/login'))}>
                  {t('panel.nav.logout')}
                </button>
              </li>
            </>
          )}
          {session.status === 'anonymous' && (
            <>
              <li>
                <NavLink to="/employer/pricing">{t('panel.nav.pricing')}</NavLink>
              </li>
              <li>
                <NavLink to="/employer/login">{t('panel.login.submit')}</NavLink>
              </li>
              <li>
                <NavLink to="/employer/register">{t('panel.login.signUp')}</NavLink>
              </li>
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
