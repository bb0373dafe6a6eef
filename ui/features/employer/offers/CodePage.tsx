import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PrepaidCode, VerifiedCode } from '../../../../core/offers/lifecycle/PrepaidCodes.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import { OfferLifecycleKeys } from '../../../../composition/offers/offerLifecycleKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../../composition/ui-state/uiStateKeys.ts';
import { Button } from '../../../components/Button.tsx';
import { SubmitButton } from '../../../components/formParts.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { lifecycleFailureText } from '../shell/failureKey.ts';
import { formatDate } from '../shell/formatDate.ts';
import { TextField } from '../shell/PanelFields.tsx';
import { Actions, FormCard } from '../shell/panelStyles.ts';
import { LiveFailure } from '../../../components/LiveFailure.tsx';

type Text = { readonly key: string; readonly values: Readonly<Record<string, string>> };

/**
 * Publishing a draft (or extending a live offer) with a prepaid code: the code is verified first
 * (VerifyCode: nothing spent, what it gives is shown), then used (PublishOffer or ExtendOffer).
 */
export function CodePage({ slug, extend, language }: { slug: string; extend: boolean; language: Language }) {
  const { t } = useTexts();
  const verify = useUseCase(OfferLifecycleKeys.VerifyCode);
  const publish = useUseCase(OfferLifecycleKeys.PublishOffer);
  const extendOffer = useUseCase(OfferLifecycleKeys.ExtendOffer);
  const listCodes = useUseCase(OfferLifecycleKeys.ListPrepaidCodes);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const navigate = useNavigate();
  const [verified, setVerified] = useState<VerifiedCode | null>(null);
  const [failure, setFailure] = useState<Text | null>(null);
  const [using, setUsing] = useState(false);
  const [codes, setCodes] = useState<readonly PrepaidCode[]>([]);
  const access = { slug };

  useEffect(() => {
    void listCodes.execute().map((items) => setCodes(items.filter((code) => code.status === 'available')));
  }, [listCodes]);

  const form = useFormik<{ code: string }>({
    initialValues: { code: '' },
    onSubmit: async ({ code }) => {
      setFailure(null);
      setVerified(null);
      await verify.execute({ access, code, extend }).match(setVerified, (problem) => setFailure(lifecycleFailureText(problem)));
    },
  });

  const use = () => {
    if (!verified) return;
    setUsing(true);
    setFailure(null);
    void (extend ? extendOffer : publish).execute({ access, code: verified.code }).match(
      () => {
        snackbars.show({ message: extend ? 'panel.snackbars.extended' : 'panel.snackbars.published', variant: 'success' });
        void navigate('/employer/offers');
      },
      (problem) => {
        setUsing(false);
        setFailure(lifecycleFailureText(problem));
      },
    );
  };

  const heading = extend ? 'panel.code.extendHeading' : 'panel.code.publishHeading';
  return (
    <FormCard aria-labelledby="code-heading">
      <h1 id="code-heading">{t(heading)}</h1>
      <form method="post" noValidate onSubmit={form.handleSubmit} data-testid="code-form">
        <TextField form={form} name="code" autoComplete="off" label={t('panel.code.label')} />
        <Button type="submit" disabled={form.isSubmitting} data-testid="code-verify">
          {t('panel.code.verify')}
        </Button>
      </form>
      <div aria-live="polite" role="status">
        {verified && (
          <p data-testid="code-verified">{t('panel.code.verified', { code: verified.code, days: verified.days, plan: verified.pricingPlan })}</p>
        )}
      </div>
      <LiveFailure failure={failure && t(failure.key, failure.values)} testId="code-failure" />
      {verified && (
        <SubmitButton type="button" disabled={using} aria-busy={using} onClick={use} data-testid="code-use">
          {t(extend ? 'panel.code.extend' : 'panel.code.publish')}
        </SubmitButton>
      )}
      <section aria-labelledby="codes-heading">
        <h2 id="codes-heading">{t('panel.code.available')}</h2>
        {codes.length === 0 ? (
          <p>{t('panel.code.none')}</p>
        ) : (
          <Actions as="ul" data-testid="codes-list">
            {codes.map((code) => (
              <li key={code.code}>
                <Button
                  type="button"
                  onClick={() => void form.setFieldValue('code', code.code)}
                  aria-label={t('panel.code.use', { code: code.code })}
                >
                  {code.code} ({t('panel.code.expiresOn', { date: formatDate(code.expiresAt, language) })})
                </Button>
              </li>
            ))}
          </Actions>
        )}
      </section>
    </FormCard>
  );
}
