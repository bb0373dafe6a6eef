import { CompanySettingsPage } from '../../features/employer/company/CompanySettingsPage.tsx';
import { BillingPage } from '../../features/employer/company/BillingPage.tsx';
import { RequireEmployer } from '../../features/employer/shell/RequireEmployer.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import type { Route } from './+types/companyBilling';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(panelTitle(matches, 'panel.company.billing.title'));

/** The company's billing page of the employer panel (admins only: docs/companies.md, "Roles"). */
export default function EmployerCompanyBilling() {
  return (
    <RequireEmployer>
      <CompanySettingsPage tab="billing">
        <BillingPage />
      </CompanySettingsPage>
    </RequireEmployer>
  );
}
