import { CompanySettingsPage } from '../../features/employer/company/CompanySettingsPage.tsx';
import { CompanyDataPage } from '../../features/employer/company/CompanyDataPage.tsx';
import { RequireEmployer } from '../../features/employer/shell/RequireEmployer.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import { useShell } from '../../app/useShell.ts';
import type { Route } from './+types/company';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(panelTitle(matches, 'panel.company.data.title'));

/** The company's data page of the employer panel (admins only: docs/companies.md, "Roles"). */
export default function EmployerCompanyData() {
  const { language } = useShell();
  return (
    <RequireEmployer>
      <CompanySettingsPage tab="data">
        <CompanyDataPage language={language} />
      </CompanySettingsPage>
    </RequireEmployer>
  );
}
