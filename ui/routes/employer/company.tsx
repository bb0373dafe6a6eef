import { CompanySettingsPage } from '../../features/employer/company/CompanySettingsPage.tsx';
import { CompanyDataPage } from '../../features/employer/company/CompanyDataPage.tsx';
import { RequireEmployer } from '../../features/employer/shell/RequireEmployer.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import { useShell } from '../../app/useShell.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import type { Route } from './+types/company';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: panelTitle(matches, 'panel.company.data.title') },
  { name: 'robots', content: 'noindex' },
];

/** The company's data page of the employer panel (admins only: docs/companies.md, "Roles"). */
export default function EmployerCompanyData() {
  const { t } = useTexts();
  const { language } = useShell();
  return (
    <RequireEmployer>
      <CompanySettingsPage heading={t('panel.company.data.heading')} lead={t('panel.company.data.lead')}>
        <CompanyDataPage language={language} />
      </CompanySettingsPage>
    </RequireEmployer>
  );
}
