import { useFormik } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router';
import { signUpProblems, type SignUpValues } from '../../../../core/employer/accountRules.ts';
import { EmployerKeys } from '../../../../composition/employer/employerKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { useTexts } from '../../../i18n/useTexts.ts';
import { accountFailureKey } from '../shell/failureKey.ts';
import { CheckboxField } from '../shell/PanelFields.tsx';
import { FormCard } from '../shell/panelStyles.ts';
import { accountProblem } from './accountProblem.ts';
import { AccountTextField } from './AccountTextField.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { LiveFailure } from '../../../components/LiveFailure.tsx';
import { PanelSubmitButton } from '../shell/PanelSubmitButton.tsx';

const initialValues: SignUpValues = {
  companyName: '',
  name: '',
  phone: '',
  email: '',
  password: '',
  passwordConfirmation: '',
  acceptedRegulations: false,
  subscribeToNewsletter: false,
};

/** The company's sign-up (the registration entity); the confirmation link goes by e-mail. */
export function SignUpPage() {
  const { t } = useTexts();
  const signUp = useUseCase(EmployerKeys.SignUpEmployer);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useFormik<SignUpValues>({
    initialValues,
    validate: signUpProblems,
    onSubmit: async (values) => {
      setFailure(null);
      await signUp.execute(values).match(
        () => setSentTo(values.email.trim()),
        (problem) => setFailure(accountFailureKey(problem)),
      );
    },
  });
  if (sentTo !== null) {
    return (
      <FormCard aria-labelledby="employer-signup-heading">
        <h1 id="employer-signup-heading">{t('panel.signUp.heading')}</h1>
        <p role="status" data-testid="employer-signup-done">
          {t('panel.signUp.done', { email: sentTo })}
        </p>
        <p className="links">
          <Link to="/employer/login">{t('panel.login.submit')}</Link>
        </p>
      </FormCard>
    );
  }
  return (
    <FormCard aria-labelledby="employer-signup-heading">
      <h1 id="employer-signup-heading">{t('panel.signUp.heading')}</h1>
      <p>{t('panel.signUp.intro')}</p>
      <form method="post" noValidate onSubmit={form.handleSubmit} data-testid="employer-signup-form">
        <fieldset>
          <legend>{t('panel.signUp.company')}</legend>
          <AccountTextField form={form} name="companyName" autoComplete="organization" label={t('panel.signUp.companyName')} />
        </fieldset>
        <fieldset>
          <legend>{t('panel.signUp.person')}</legend>
          <AccountTextField form={form} name="name" autoComplete="name" label={t('panel.signUp.name')} />
          <AccountTextField form={form} name="phone" type="tel" autoComplete="tel" label={t('panel.signUp.phone')} />
          <AccountTextField form={form} name="email" type="email" autoComplete="email" label={t('panel.fields.email')} />
          <NewPasswordFields form={form} />
        </fieldset>
        <CheckboxField
          form={form}
          name="acceptedRegulations"
          label={t('panel.signUp.acceptedRegulations')}
          problem={accountProblem(t, form.errors.acceptedRegulations)}
        />
        <CheckboxField form={form} name="subscribeToNewsletter" label={t('panel.signUp.newsletter')} />
        <LiveFailure failure={failure && t(failure)} testId="employer-signup-failure" />
        <PanelSubmitButton submitting={form.isSubmitting} testId="employer-signup-submit">
          {t('panel.signUp.submit')}
        </PanelSubmitButton>
      </form>
      <p className="links">
        <span>
          {t('panel.signUp.haveAccount')} <Link to="/employer/login">{t('panel.login.submit')}</Link>
        </span>
      </p>
    </FormCard>
  );
}
