import { CompanySettingsPage } from '../../features/employer/company/CompanySettingsPage.tsx';
import { ClausesPage } from '../../features/employer/company/ClausesPage.tsx';
import { RequireEmployer } from '../../features/employer/shell/RequireEmployer.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import type { Route } from './+types/companyClauses';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(panelTitle(matches, 'panel.company.clauses.title'));

/** The company's clauses page of the employer panel (admins only: docs/companies.md, "Roles"). */
export default function EmployerCompanyClauses() {
  return (
    <RequireEmployer>
      <CompanySettingsPage tab="clauses">
        <ClausesPage />
      </CompanySettingsPage>
    </RequireEmployer>
  );
}
