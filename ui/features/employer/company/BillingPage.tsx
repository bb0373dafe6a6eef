import { useFormik } from 'formik';
import type { BillingData } from '../../../../core/employer/company/Company.ts';
import { billingProblems } from '../../../../core/employer/company/settingsRules.ts';
import { CompanyKeys } from '../../../../composition/employer/companyKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../../composition/ui-state/uiStateKeys.ts';
import { FormAlert } from '../../../components/formParts.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { InvoiceFields } from '../shell/InvoiceFields.tsx';
import { FormCard } from '../shell/panelStyles.ts';
import { companyFailureKey, companyProblemKey } from './companyFailure.ts';
import { useCompanyPart } from './useCompanyPart.ts';
import { LiveFailure } from '../../../components/LiveFailure.tsx';
import { PanelSubmitButton } from '../shell/PanelSubmitButton.tsx';

/** The company's invoice data (PATCH /v2/employer-panel/company/billing-data), which the payment form pre-fills. */
export function BillingPage() {
  const { t } = useTexts();
  const { value: billing, setValue: setBilling, failure, setFailure } = useCompanyPart('billing');
  const update = useUseCase(CompanyKeys.UpdateBillingData);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);

  const form = useFormik<BillingData>({
    enableReinitialize: true,
    initialValues: billing ?? { companyName: '', street: '', streetNumber: '', city: '', postalCode: '', country: 'PL', taxId: '' },
    validate: (values) => Object.fromEntries(Object.entries(billingProblems(values)).map(([field, problem]) => [field, companyProblemKey(problem)])),
    onSubmit: async (values) => {
      setFailure(null);
      await update.execute(values).match(
        (saved) => {
          setBilling(saved);
          snackbars.show({ message: 'panel.company.saved', variant: 'success' });
        },
        (problem) => setFailure(companyFailureKey(problem)),
      );
    },
  });

  const problem = (name: keyof BillingData) => {
    const key = form.errors[name];
    return key === undefined ? undefined : t(key);
  };
  return (
    <FormCard aria-labelledby="billing-heading" aria-busy={billing === null && failure === null}>
      <h2 id="billing-heading">{t('panel.company.billing.heading')}</h2>
      <p>{t('panel.company.billing.lead')}</p>
      {billing === null && failure === null && <p role="status">{t('panel.loading')}</p>}
      {billing && (
        <form method="post" noValidate onSubmit={form.handleSubmit} data-testid="billing-form">
          <InvoiceFields form={form} words="panel.company.billing" problem={problem} />
          <LiveFailure failure={failure && t(failure)} testId="billing-failure" />
          <PanelSubmitButton submitting={form.isSubmitting} testId="billing-save">
            {t('panel.company.billing.save')}
          </PanelSubmitButton>
        </form>
      )}
      {billing === null && failure && <FormAlert role="alert">{t(failure)}</FormAlert>}
    </FormCard>
  );
}
