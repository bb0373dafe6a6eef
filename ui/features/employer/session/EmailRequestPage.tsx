import { useFormik } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router';
import { emailProblems } from '../../../../core/employer/accountRules.ts';
import { EmployerKeys } from '../../../../composition/employer/employerKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { useTexts } from '../../../i18n/useTexts.ts';
import { accountFailureKey } from '../shell/failureKey.ts';
import { PanelSubmitButton } from '../shell/PanelSubmitButton.tsx';
import { FormCard } from '../shell/panelStyles.ts';
import { AccountTextField } from './AccountTextField.tsx';
import { LiveFailure } from '../../../components/LiveFailure.tsx';

/**
 * The two pages that ask only for an address: a new confirmation link (ResendConfirmation) and a
 * password-reset link (RequestEmployerPasswordReset). Both answer the same for any address.
 */
export function EmailRequestPage({ kind }: { kind: 'resend' | 'forgot' }) {
  const { t } = useTexts();
  const resend = useUseCase(EmployerKeys.ResendConfirmation);
  const reset = useUseCase(EmployerKeys.RequestEmployerPasswordReset);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useFormik<{ email: string }>({
    initialValues: { email: '' },
    validate: emailProblems,
    onSubmit: async (values) => {
      setFailure(null);
      await (kind === 'resend' ? resend : reset).execute(values).match(
        () => setDone(true),
        (problem) => setFailure(accountFailureKey(problem)),
      );
    },
  });
  const headingId = `employer-${kind}-heading`;
  return (
    <FormCard aria-labelledby={headingId}>
      <h1 id={headingId}>{t(`panel.${kind}.heading`)}</h1>
      {done ? (
        <p role="status" data-testid={`employer-${kind}-done`}>
          {t(`panel.${kind}.done`)}
        </p>
      ) : (
        <>
          <p>{t(`panel.${kind}.intro`)}</p>
          <form method="post" noValidate onSubmit={form.handleSubmit} data-testid={`employer-${kind}-form`}>
            <AccountTextField form={form} name="email" type="email" autoComplete="email" label={t('panel.fields.email')} />
            <LiveFailure failure={failure && t(failure)} />
            <PanelSubmitButton submitting={form.isSubmitting} testId={`employer-${kind}-submit`}>
              {t(`panel.${kind}.submit`)}
            </PanelSubmitButton>
          </form>
        </>
      )}
      <p className="links">
        <Link to="/employer/login">{t('panel.login.submit')}</Link>
      </p>
    </FormCard>
  );
}
