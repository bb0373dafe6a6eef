import { CompanySettingsPage } from '../../features/employer/company/CompanySettingsPage.tsx';
import { ClausesPage } from '../../features/employer/company/ClausesPage.tsx';
import { RequireEmployer } from '../../features/employer/shell/RequireEmployer.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import type { Route } from './+types/companyClauses';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: panelTitle(matches, 'panel.company.clauses.title') },
  { name: 'robots', content: 'noindex' },
];

/** The company's clauses page of the employer panel (admins only: docs/companies.md, "Roles"). */
export default function EmployerCompanyClauses() {
  const { t } = useTexts();
  return (
    <RequireEmployer>
      <CompanySettingsPage heading={t('panel.company.clauses.heading')} lead={t('panel.company.clauses.lead')}>
        <ClausesPage />
      </CompanySettingsPage>
    </RequireEmployer>
  );
}
