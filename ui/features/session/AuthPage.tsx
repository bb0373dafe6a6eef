import { useFormik, type FormikProps } from 'formik';
import type { ResultAsync } from 'neverthrow';
import { useState, type ReactNode } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { AuthenticationFailure } from '../../../core/session/CandidateAuthentication.ts';
import type { FieldProblem, Problems } from '../../../core/session/credentials.ts';
import { isSameSite } from '../../app/candidatePortal.ts';
import { Alert, AuthCard, failureKey, Note, Submit } from './AuthForm.tsx';
import { destinationAfterLogin, readAuthQuery, switchUrl } from './authDestination.ts';
import { useSessionState } from './useSession.ts';
import { LiveFailure } from '../../components/LiveFailure.tsx';

type AuthKind = 'login' | 'register' | 'set-password';

/** Each page's words: its texts and the other page it offers. */
const pages = {
  login: {
    heading: 'auth.loginHeading',
    intro: 'auth.loginIntro',
    submit: 'auth.submitLogin',
    switchText: 'auth.noAccount',
    switchLink: 'auth.registerLink',
    other: 'register',
  },
  register: {
    heading: 'auth.registerHeading',
    intro: 'auth.registerIntro',
    submit: 'auth.submitRegister',
    switchText: 'auth.haveAccount',
    switchLink: 'auth.loginLink',
    other: 'login',
  },
  'set-password': {
    heading: 'auth.setPasswordHeading',
    intro: 'auth.setPasswordIntro',
    submit: 'auth.submitSetPassword',
    switchText: 'auth.haveAccount',
    switchLink: 'auth.loginLink',
    other: 'login',
  },
} as const;

export interface AuthPageProps<V extends { [K in keyof V]: string }> {
  readonly kind: AuthKind;
  readonly candidateBase: string;
  readonly noScript: boolean;
  readonly initialValues: V;
  readonly validate: (values: V) => Problems<V>;
  /** The use case, with the offer to favourite once logged in (the favourites prompt's favoriteOfferId). */
  readonly submit: (values: V, favoriteOfferId: string | null) => ResultAsync<unknown, AuthenticationFailure>;
  readonly fields: (form: FormikProps<V>, problem: (field: keyof V) => FieldProblem | undefined) => ReactNode;
}

/**
 * The candidate portal's login and register pages: one formik form over a use case. A
 * favoriteOfferId in the query is added with the login; afterwards the visitor goes back to the page
 * of ours that sent them. A candidate already logged in is offered the way on.
 */
export function AuthPage<V extends { [K in keyof V]: string }>({
  kind,
  candidateBase,
  noScript,
  initialValues,
  validate,
  submit,
  fields,
}: AuthPageProps<V>) {
  const { t } = useTexts();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSessionState();
  const query = readAuthQuery(params);
  const [failure, setFailure] = useState<string | null>(null);
  const words = pages[kind];

  const form = useFormik<V>({
    initialValues,
    validate: (values) => validate(values),
    onSubmit: async (values) => {
      setFailure(null);
      await submit(values, query.favoriteOfferId ?? null).match(
        () => {
          const destination = destinationAfterLogin(query, candidateBase);
          if (isSameSite(destination)) void navigate(destination, { replace: true });
          else window.location.assign(destination);
        },
        (problem) => setFailure(failureKey(problem)),
      );
    },
  });

  const headingId = `${kind}-heading`;
  if (session.status === 'logged-in' && !form.isSubmitting && form.submitCount === 0) {
    const name = `${session.candidate.firstName} ${session.candidate.lastName}`.trim();
    return (
      <AuthCard aria-labelledby={headingId}>
        <h1 id={headingId}>{t(words.heading)}</h1>
        <p>{t('auth.alreadyLoggedIn', { name })}</p>
        <Link to={destinationAfterLogin(query, candidateBase)}>{t('auth.continue')}</Link>
      </AuthCard>
    );
  }

  const problem = (field: keyof V) => form.errors[field] as FieldProblem | undefined;
  const failureId = `${kind}-failure`;
  return (
    <AuthCard aria-labelledby={headingId}>
      <h1 id={headingId}>{t(words.heading)}</h1>
      <p>{t(words.intro)}</p>
      <form method="post" noValidate onSubmit={form.handleSubmit} aria-describedby={failure ? failureId : undefined} data-testid={`${kind}-form`}>
        {noScript && <Alert role="alert">{t('auth.noScript')}</Alert>}
        {query.favoriteOfferId && <Note data-testid="favourite-note">{t('auth.favouriteNote')}</Note>}
        {fields(form, problem)}
        <LiveFailure failure={failure && t(failure)} id={failureId} testId={failureId} />
        <Submit type="submit" disabled={form.isSubmitting} aria-busy={form.isSubmitting} data-testid={`${kind}-submit`}>
          {form.isSubmitting ? t('auth.submitting') : t(words.submit)}
        </Submit>
      </form>
      <p className="switch">
        {t(words.switchText)} <Link to={switchUrl(candidateBase, words.other, query)}>{t(words.switchLink)}</Link>
      </p>
    </AuthCard>
  );
}
