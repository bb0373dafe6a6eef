// @ts-nocheck
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, registrationProblems, type FieldProblem, type RegistrationInput } from '../../../core/session/credentials.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { T } from '../../../composition/tokens.ts';
import { isSameSite } from '../shell/candidatePortal.ts';
import { Alert, AuthCard, failureKey, Note, Submit, TextField } from './AuthForm.tsx';
import { destinationAfterLogin, readAuthQuery, switchUrl } from './authDestination.ts';
import { useSessionState } from './useSession.ts';

/** The candidate registration page (formik, Register use case): logged in straight away, the prompt's offer added. */
export function RegisterPage({ candidateBase, noScript }: { candidateBase: string; noScript: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const register = useUseCase(T.Register);
  const session = useSessionState();
  const query = readAuthQuery(params);
  const [failure, setFailure] = useState<string | null>(null);

  const form = useFormik<RegistrationInput>({
    initialValues: { firstName: '', lastName: '', email: '', password: '' },
    validate: (values) => registrationProblems(values),
    onSubmit: async (values) => {
      setFailure(null);
      await register.execute({ ...values, ...(query.favoriteOfferId ? { favoriteOfferId: query.favoriteOfferId } : {}) }).match(
        () => {
          const destination = destinationAfterLogin(query, candidateBase);
          if (isSameSite(destination)) void navigate(destination, { replace: true });
          else window.location.assign(destination);
        },
        (problem) => setFailure(failureKey(problem)),
      );
    },
  });

  if (session.status === 'logged-in' && !form.isSubmitting && form.submitCount === 0) {
    const name = `${session.candidate.firstName} ${session.candidate.lastName}`.trim();
    return (
      <AuthCard aria-labelledby="register-heading">
        <h1 id="register-heading">{t('auth.registerHeading')}</h1>
        <p>{t('auth.alreadyLoggedIn', { name })}</p>
        <Link to={destinationAfterLogin(query, candidateBase)}>{t('auth.continue')}</Link>
      </AuthCard>
    );
  }

  const problem = (field: keyof RegistrationInput) => form.errors[field] as FieldProblem | undefined;
  return (
    <AuthCard aria-labelledby="register-heading">
      <h1 id="register-heading">{t('auth.registerHeading')}</h1>
      <p>{t('auth.registerIntro')}</p>
      <form method="post" noValidate onSubmit={form.handleSubmit} data-testid="register-form">
        {noScript && <Alert role="alert">{t('auth.noScript')}</Alert>}
        {query.favoriteOfferId && <Note data-testid="favourite-note">{t('auth.favouriteNote')}</Note>}
        <TextField form={form} name="firstName" autoComplete="given-name" label={t('auth.firstName')} problem={problem('firstName')} />
        <TextField form={form} name="lastName" autoComplete="family-name" label={t('auth.lastName')} problem={problem('lastName')} />
        <TextField form={form} name="email" type="email" autoComplete="email" label={t('auth.email')} problem={problem('email')} />
        <TextField
          form={form}
          name="password"
          type="password"
          autoComplete="new-password"
          label={t('auth.newPassword', { min: PASSWORD_MIN_LENGTH })}
          problem={problem('password')}
        />
        <div aria-live="assertive">
          {failure && (
            <Alert id="register-failure" data-testid="register-failure">
              {t(failure)}
            </Alert>
          )}
        </div>
        <Submit type="submit" disabled={form.isSubmitting} aria-busy={form.isSubmitting} data-testid="register-submit">
          {form.isSubmitting ? t('auth.submitting') : t('auth.submitRegister')}
        </Submit>
      </form>
      <p className="switch">
        {t('auth.haveAccount')} <Link to={switchUrl(candidateBase, 'login', query)}>{t('auth.loginLink')}</Link>
      </p>
    </AuthCard>
  );
}
