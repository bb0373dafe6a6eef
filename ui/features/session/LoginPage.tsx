import { Link } from 'react-router';
import { useTexts } from '../../i18n/useTexts.ts';
import { loginProblems, type LoginInput } from '../../../core/session/credentials.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { SessionKeys } from '../../../composition/session/sessionKeys.ts';
import { candidateUrl } from '../../app/candidatePortal.ts';
import { TextField } from './AuthForm.tsx';
import { AuthPage } from './AuthPage.tsx';

/** The candidate login page (the LogIn use case), with the way to a forgotten password's page. */
export function LoginPage({ candidateBase, noScript }: { candidateBase: string; noScript: boolean }) {
  const { t } = useTexts();
  const logIn = useUseCase(SessionKeys.LogIn);
  return (
    <AuthPage<LoginInput>
      kind="login"
      candidateBase={candidateBase}
      noScript={noScript}
      initialValues={{ email: '', password: '' }}
      validate={loginProblems}
      submit={(values, favoriteOfferId) => logIn.execute({ ...values, ...(favoriteOfferId ? { favoriteOfferId } : {}) })}
      fields={(form, problem) => (
        <>
          <TextField form={form} name="email" type="email" autoComplete="username" label={t('auth.email')} problem={problem('email')} />
          <TextField
            form={form}
            name="password"
            type="password"
            autoComplete="current-password"
            label={t('auth.password')}
            problem={problem('password')}
          />
          <p className="forgot">
            <Link to={candidateUrl(candidateBase, 'forgotPassword')} data-testid="forgot-password-link">
              {t('auth.forgotPasswordLink')}
            </Link>
          </p>
        </>
      )}
    />
  );
}
