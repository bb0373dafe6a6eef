import { useFormik } from 'formik';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { emailProblem, loginPasswordProblem } from '../../../../core/session/credentials.ts';
import { EmployerKeys } from '../../../../composition/employer/employerKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { FormAlert } from '../../../components/formParts.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { accountFailureKey } from '../shell/failureKey.ts';
import { FormCard } from '../shell/panelStyles.ts';
import { nextPath } from '../shell/RequireEmployer.tsx';
import { AccountTextField } from './AccountTextField.tsx';
import { LiveFailure } from '../../../components/LiveFailure.tsx';
import { PanelSubmitButton } from '../shell/PanelSubmitButton.tsx';

interface LoginValues {
  email: string;
  password: string;
}

/** The employer login (the OAuth password grant, LogInEmployer); back to `?next=` afterwards. */
export function LoginPage({ noScript }: { noScript: boolean }) {
  const { t } = useTexts();
  const logIn = useUseCase(EmployerKeys.LogInEmployer);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: (values) => {
      const problems: Partial<Record<keyof LoginValues, string>> = {};
      const email = emailProblem(values.email);
      const password = loginPasswordProblem(values.password);
      if (email) problems.email = email;
      if (password) problems.password = password;
      return problems;
    },
    onSubmit: async (values) => {
      setFailure(null);
      await logIn.execute(values).match(
        () => void navigate(nextPath(params), { replace: true }),
        (problem) => setFailure(accountFailureKey(problem)),
      );
    },
  });
  const plan = params.get('plan');
  return (
    <FormCard aria-labelledby="employer-login-heading">
      <h1 id="employer-login-heading">{t('panel.login.heading')}</h1>
      <p>{t('panel.login.intro')}</p>
      <form method="post" noValidate onSubmit={form.handleSubmit} data-testid="employer-login-form">
        {noScript && <FormAlert role="alert">{t('panel.noScript')}</FormAlert>}
        {plan && <p>{t('panel.login.planNote', { plan })}</p>}
        <AccountTextField form={form} name="email" type="email" autoComplete="username" label={t('panel.fields.email')} />
        <AccountTextField form={form} name="password" type="password" autoComplete="current-password" label={t('panel.fields.password')} />
        <LiveFailure failure={failure && t(failure)} testId="employer-login-failure" />
        <PanelSubmitButton submitting={form.isSubmitting} testId="employer-login-submit">
          {t('panel.login.submit')}
        </PanelSubmitButton>
      </form>
      <p className="links">
        <Link to="/employer/forgot-password">{t('panel.login.forgot')}</Link>
        <Link to="/employer/resend-confirmation">{t('panel.login.resend')}</Link>
        <span>
          {t('panel.login.noAccount')} <Link to="/employer/register">{t('panel.login.signUp')}</Link>
        </span>
      </p>
    </FormCard>
  );
}
