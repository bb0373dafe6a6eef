import { CompanySettingsPage } from '../../features/employer/company/CompanySettingsPage.tsx';
import { BillingPage } from '../../features/employer/company/BillingPage.tsx';
import { RequireEmployer } from '../../features/employer/shell/RequireEmployer.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import type { Route } from './+types/companyBilling';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: panelTitle(matches, 'panel.company.billing.title') },
  { name: 'robots', content: 'noindex' },
];

/** The company's billing page of the employer panel (admins only: docs/companies.md, "Roles"). */
export default function EmployerCompanyBilling() {
  const { t } = useTexts();
  return (
    <RequireEmployer>
      <CompanySettingsPage heading={t('panel.company.billing.heading')} lead={t('panel.company.billing.lead')}>
        <BillingPage />
      </CompanySettingsPage>
    </RequireEmployer>
  );
}
