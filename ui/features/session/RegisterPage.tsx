import { useTexts } from '../../i18n/useTexts.ts';
import { registrationProblems, type RegistrationInput } from '../../../core/session/credentials.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { SessionKeys } from '../../../composition/session/sessionKeys.ts';
import { NewPasswordField, TextField } from './AuthForm.tsx';
import { AuthPage } from './AuthPage.tsx';

/** The candidate registration page (the Register use case): logged in straight away, the prompt's offer added. */
export function RegisterPage({ candidateBase, noScript }: { candidateBase: string; noScript: boolean }) {
  const { t } = useTexts();
  const register = useUseCase(SessionKeys.Register);
  return (
    <AuthPage<RegistrationInput>
      kind="register"
      candidateBase={candidateBase}
      noScript={noScript}
      initialValues={{ firstName: '', lastName: '', email: '', password: '' }}
      validate={registrationProblems}
      submit={(values, favoriteOfferId) => register.execute({ ...values, ...(favoriteOfferId ? { favoriteOfferId } : {}) })}
      fields={(form, problem) => (
        <>
          <TextField form={form} name="firstName" autoComplete="given-name" label={t('auth.firstName')} problem={problem('firstName')} />
          <TextField form={form} name="lastName" autoComplete="family-name" label={t('auth.lastName')} problem={problem('lastName')} />
          <TextField form={form} name="email" type="email" autoComplete="email" label={t('auth.email')} problem={problem('email')} />
          <NewPasswordField form={form} problem={problem('password')} />
        </>
      )}
    />
  );
}
