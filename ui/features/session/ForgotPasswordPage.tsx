import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { passwordResetProblems, type FieldProblem, type PasswordResetInput } from '../../../core/session/credentials.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { SessionKeys } from '../../../composition/session/sessionKeys.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { candidateUrl } from '../../app/candidatePortal.ts';
import { Alert, AuthCard, failureKey, Submit, TextField } from './AuthForm.tsx';
import { LiveFailure } from '../../components/LiveFailure.tsx';

/**
 * "Forgot your password?" (the RequestPasswordReset use case): one address, and afterwards the same
 * confirmation whatever the gateway knows about it, so the page cannot tell who has an account. The
 * e-mail's link opens the set-password page. The confirmation takes the focus, so a screen reader
 * reads it where the form was.
 */
export function ForgotPasswordPage({ candidateBase, language, noScript }: { candidateBase: string; language: Language; noScript: boolean }) {
  const { t } = useTexts();
  const requestReset = useUseCase(SessionKeys.RequestPasswordReset);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);

  const form = useFormik<PasswordResetInput>({
    initialValues: { email: '' },
    validate: passwordResetProblems,
    onSubmit: async (values) => {
      setFailure(null);
      await requestReset.execute({ email: values.email, language }).match(
        () => setSentTo(values.email.trim()),
        (problem) => setFailure(failureKey(problem)),
      );
    },
  });

  useEffect(() => {
    if (sentTo !== null) confirmation.current?.focus();
  }, [sentTo]);

  const headingId = 'forgot-password-heading';
  const failureId = 'forgot-password-failure';
  return (
    <AuthCard aria-labelledby={headingId}>
      <h1 id={headingId}>{t('auth.forgotPasswordHeading')}</h1>
      {sentTo !== null ? (
        <div ref={confirmation} tabIndex={-1} role="status" data-testid="forgot-password-done">
          <p>{t('auth.forgotPasswordDone', { email: sentTo })}</p>
        </div>
      ) : (
        <>
          <p>{t('auth.forgotPasswordIntro')}</p>
          <form
            method="post"
            noValidate
            onSubmit={form.handleSubmit}
            aria-describedby={failure ? failureId : undefined}
            data-testid="forgot-password-form"
          >
            {noScript && <Alert role="alert">{t('auth.forgotPasswordNoScript')}</Alert>}
            <TextField
              form={form}
              name="email"
              type="email"
              autoComplete="email"
              label={t('auth.email')}
              problem={form.errors.email as FieldProblem | undefined}
            />
            <LiveFailure failure={failure && t(failure)} id={failureId} testId={failureId} />
            <Submit type="submit" disabled={form.isSubmitting} aria-busy={form.isSubmitting} data-testid="forgot-password-submit">
              {form.isSubmitting ? t('auth.submitting') : t('auth.submitForgotPassword')}
            </Submit>
          </form>
        </>
      )}
      <p className="switch">
        {t('auth.rememberPassword')} <Link to={candidateUrl(candidateBase, 'login')}>{t('auth.loginLink')}</Link>
      </p>
    </AuthCard>
  );
}
