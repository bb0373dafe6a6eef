import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginProblems, type FieldProblem, type LoginInput } from '../../../core/session/credentials.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { T } from '../../../composition/tokens.ts';
import { isSameSite } from '../shell/candidatePortal.ts';
import { Alert, AuthCard, failureKey, Note, Submit, TextField } from './AuthForm.tsx';
import { destinationAfterLogin, readAuthQuery, switchUrl } from './authDestination.ts';
import { useSessionState } from './useSession.ts';

/**
 * The candidate login page (formik, LogIn use case). A favoriteOfferId in the query is added to the
 * favourites with the login; afterwards the visitor goes back to the page of ours that sent them.
 */
export function LoginPage({ candidateBase, noScript }: { candidateBase: string; noScript: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const logIn = useUseCase(T.LogIn);
  const session = useSessionState();
  const query = readAuthQuery(params);
  const [failure, setFailure] = useState<string | null>(null);

  const form = useFormik<LoginInput>({
    initialValues: { email: '', password: '' },
    validate: (values) => loginProblems(values),
    onSubmit: async (values) => {
      setFailure(null);
      await logIn.execute({ ...values, ...(query.favoriteOfferId ? { favoriteOfferId: query.favoriteOfferId } : {}) }).match(
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
      <AuthCard aria-labelledby="login-heading">
        <h1 id="login-heading">{t('auth.loginHeading')}</h1>
        <p>{t('auth.alreadyLoggedIn', { name })}</p>
        <Link to={destinationAfterLogin(query, candidateBase)}>{t('auth.continue')}</Link>
      </AuthCard>
    );
  }

  const problem = (field: keyof LoginInput) => form.errors[field] as FieldProblem | undefined;
  return (
    <AuthCard aria-labelledby="login-heading">
      <h1 id="login-heading">{t('auth.loginHeading')}</h1>
      <p>{t('auth.loginIntro')}</p>
      <form method="post" noValidate onSubmit={form.handleSubmit} aria-describedby={failure ? 'login-failure' : undefined} data-testid="login-form">
        {noScript && <Alert role="alert">{t('auth.noScript')}</Alert>}
        {query.favoriteOfferId && <Note data-testid="favourite-note">{t('auth.favouriteNote')}</Note>}
        <TextField form={form} name="email" type="email" autoComplete="username" label={t('auth.email')} problem={problem('email')} />
        <TextField form={form} name="password" type="password" autoComplete="current-password" label={t('auth.password')} problem={problem('password')} />
        <div aria-live="assertive">
          {failure && (
            <Alert id="login-failure" data-testid="login-failure">
              {t(failure)}
            </Alert>
          )}
        </div>
        <Submit type="submit" disabled={form.isSubmitting} aria-busy={form.isSubmitting} data-testid="login-submit">
          {form.isSubmitting ? t('auth.submitting') : t('auth.submitLogin')}
        </Submit>
      </form>
      <p className="switch">
        {t('auth.noAccount')} <Link to={switchUrl(candidateBase, 'register', query)}>{t('auth.registerLink')}</Link>
      </p>
    </AuthCard>
  );
}
