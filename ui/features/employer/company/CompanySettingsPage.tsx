import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTexts } from '../../../i18n/useTexts.ts';
import { pillLink, wrappingRow } from '../../../theme/controls.ts';
import { color } from '../../../theme/tokens.ts';
import { PanelPage } from '../shell/panelStyles.ts';
import { useEmployerSession } from '../shell/useEmployerSession.ts';

const Tabs = styled.nav`
  margin: 0 0 20px;
  ul {
    ${wrappingRow}
  }
  a {
    ${pillLink}
    font-weight: 600;
  }
  a[aria-current='page'] {
    border-color: ${color.primary};
    box-shadow: inset 0 0 0 1px ${color.primary};
  }
`;

const TABS = [
  ['data', '/employer/company'],
  ['billing', '/employer/company/billing'],
  ['clauses', '/employer/company/clauses'],
  ['users', '/employer/company/users'],
  ['story', '/employer/company/brand-story'],
] as const;

/**
 * A company settings page (docs/companies.md, "Roles"): the heading and lead of its tab, the tabs,
 * then the page for an admin. A recruiter, who may call none of these pages' writes, reads why
 * instead; the gateway refuses them anyway (403).
 */
export function CompanySettingsPage({ tab: current, children }: { tab: (typeof TABS)[number][0]; children: ReactNode }) {
  const { t } = useTexts();
  const session = useEmployerSession();
  const profile = session.status === 'authenticated' ? session.profile : null;
  return (
    <PanelPage aria-labelledby="company-settings-heading">
      <h1 id="company-settings-heading">{t(`panel.company.${current}.heading`)}</h1>
      <p className="lead">{t(`panel.company.${current}.lead`)}</p>
      <Tabs aria-label={t('panel.company.tabsLabel')}>
        <ul>
          {TABS.map(([tab, path]) => (
            <li key={tab}>
              <NavLink to={path} end data-testid={`company-tab-${tab}`}>
                {t(`panel.company.tabs.${tab}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </Tabs>
      {profile === null && <p role="status">{t('panel.loading')}</p>}
      {profile !== null && profile.role !== 'admin' && (
        <p role="note" data-testid="company-admins-only">
          {t('panel.company.adminsOnly')}
        </p>
      )}
      {profile?.role === 'admin' && children}
    </PanelPage>
  );
}
