import { CompanySettingsPage } from '../../features/employer/company/CompanySettingsPage.tsx';
import { UsersPage } from '../../features/employer/company/users/UsersPage.tsx';
import { RequireEmployer } from '../../features/employer/shell/RequireEmployer.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import type { Route } from './+types/companyUsers';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: panelTitle(matches, 'panel.company.users.title') },
  { name: 'robots', content: 'noindex' },
];

/** The company's users page of the employer panel (admins only: docs/companies.md, "Roles"). */
export default function EmployerCompanyUsers() {
  const { t } = useTexts();
  return (
    <RequireEmployer>
      <CompanySettingsPage heading={t('panel.company.users.heading')} lead={t('panel.company.users.lead')}>
        <UsersPage />
      </CompanySettingsPage>
    </RequireEmployer>
  );
}
