import { CompanySettingsPage } from '../../features/employer/company/CompanySettingsPage.tsx';
import { UsersPage } from '../../features/employer/company/users/UsersPage.tsx';
import { RequireEmployer } from '../../features/employer/shell/RequireEmployer.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import type { Route } from './+types/companyUsers';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(panelTitle(matches, 'panel.company.users.title'));

/** The company's users page of the employer panel (admins only: docs/companies.md, "Roles"). */
export default function EmployerCompanyUsers() {
  return (
    <RequireEmployer>
      <CompanySettingsPage tab="users">
        <UsersPage />
      </CompanySettingsPage>
    </RequireEmployer>
  );
}
