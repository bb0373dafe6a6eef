import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import type { PricingPlan } from '../../../../core/offers/lifecycle/PricingPlans.ts';
import { invoiceProblems, type InvoiceValues } from '../../../../core/offers/lifecycle/publication/invoiceRules.ts';
import { formatAmount } from '../../../../core/offers/formatAmount.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import { prefilledInvoice } from '../../../../core/employer/company/settingsRules.ts';
import { CompanyKeys } from '../../../../composition/employer/companyKeys.ts';
import { OfferLifecycleKeys } from '../../../../composition/offers/offerLifecycleKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { useTexts } from '../../../i18n/useTexts.ts';
import { lifecycleFailureText } from '../shell/failureKey.ts';
import { InvoiceFields } from '../shell/InvoiceFields.tsx';
import { CheckboxField, SelectField } from '../shell/PanelFields.tsx';
import { FormCard } from '../shell/panelStyles.ts';
import { useEmployerSession } from '../shell/useEmployerSession.ts';
import { LiveFailure } from '../../../components/LiveFailure.tsx';
import { PanelSubmitButton } from '../shell/PanelSubmitButton.tsx';

type Values = InvoiceValues & { plan: string };

const blank: Values = {
  companyName: '',
  street: '',
  streetNumber: '',
  city: '',
  postalCode: '',
  country: 'PL',
  taxId: '',
  acceptedRegulations: false,
  subscribeToNewsletter: false,
  plan: '',
};

/**
 * The invoice form of a payment: POST /v1/payments (PayForOffer, which checks the draft first),
 * then off to the provider's page (`payment_request_url`), which sends the employer back to the
 * panel's return page.
 */
export function PaymentPage({ slug, extend, language }: { slug: string; extend: boolean; language: Language }) {
  const { t } = useTexts();
  const pay = useUseCase(OfferLifecycleKeys.PayForOffer);
  const loadPlans = useUseCase(OfferLifecycleKeys.LoadPricingPlans);
  const loadDraft = useUseCase(OfferLifecycleKeys.LoadOfferDraft);
  const loadCompany = useUseCase(CompanyKeys.LoadCompany);
  const session = useEmployerSession();
  const [plans, setPlans] = useState<readonly PricingPlan[]>([]);
  const [initial, setInitial] = useState<Values>(blank);
  const [started, setStarted] = useState(false);
  const [failure, setFailure] = useState<{ key: string; values: Readonly<Record<string, string>> } | null>(null);
  const company = session.status === 'authenticated' ? (session.profile?.company.name ?? '') : '';

  useEffect(() => {
    void loadPlans.execute(language).map(setPlans);
    setStarted(false);
    const draft = loadDraft.execute({ slug }).match(
      (draft) => setInitial((current) => ({ ...current, plan: draft.pricing_plan, companyName: current.companyName || (draft.company_name ?? '') })),
      (problem) => setFailure(lifecycleFailureText(problem)),
    );
    // The company's billing data, where it has a value, replaces the form's start (PATCH /v2/employer-panel/company/billing-data).
    const billing = loadCompany.execute().map((found) => setInitial((current) => prefilledInvoice(current, found.billing)));
    // The fields show once both have answered: a late answer would re-initialise the form over what the employer typed.
    void Promise.all([draft, billing]).then(() => setStarted(true));
  }, [loadPlans, loadDraft, loadCompany, slug, language]);

  const form = useFormik<Values>({
    enableReinitialize: true,
    initialValues: { ...initial, companyName: initial.companyName || company },
    validate: (values) => invoiceProblems(values),
    onSubmit: async ({ plan, ...invoice }) => {
      setFailure(null);
      const returnUrl = `/employer/payments/return?offer=${encodeURIComponent(slug)}`;
      await pay.execute({ access: { slug }, pricingPlan: plan, invoice, returnUrl, extend }).match(
        (started) => window.location.assign(started.paymentRequestUrl),
        (problem) => setFailure(lifecycleFailureText(problem)),
      );
    },
  });

  const problem = (name: keyof InvoiceValues) => {
    const kind = form.errors[name];
    return kind === undefined ? undefined : t(`panel.payment.problems.${kind}`);
  };
  const chosen = plans.find((plan) => plan.slug === form.values.plan);
  return (
    <FormCard aria-labelledby="payment-heading">
      <h1 id="payment-heading">{t('panel.payment.heading')}</h1>
      {chosen && (
        <p data-testid="payment-amount">
          {t(extend ? 'panel.payment.extendIntro' : 'panel.payment.intro', {
            plan: chosen.name,
            amount: formatAmount(chosen.price.gross),
            currency: chosen.price.currency,
          })}
        </p>
      )}
      {!started && <p role="status">{t('panel.loading')}</p>}
      {started && (
        <form method="post" noValidate onSubmit={form.handleSubmit} data-testid="payment-form">
          {plans.length > 0 && (
            <SelectField
              form={form}
              name="plan"
              label={t('panel.payment.plan')}
              options={plans.map((plan) => ({ value: plan.slug, label: plan.name }))}
            />
          )}
          <InvoiceFields form={form} words="panel.payment" problem={problem} />
          <CheckboxField
            form={form}
            name="acceptedRegulations"
            label={t('panel.payment.acceptedRegulations')}
            problem={problem('acceptedRegulations')}
          />
          <CheckboxField form={form} name="subscribeToNewsletter" label={t('panel.payment.newsletter')} />
          <LiveFailure failure={failure && t(failure.key, failure.values)} testId="payment-failure" />
          <PanelSubmitButton submitting={form.isSubmitting} disabled={form.isSubmitting || form.values.plan === ''} testId="payment-submit">
            {t('panel.payment.submit')}
          </PanelSubmitButton>
        </form>
      )}
    </FormCard>
  );
}
