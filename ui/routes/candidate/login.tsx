import { data } from 'react-router';
import { LoginPage } from '../../features/session/LoginPage.tsx';
import { pageTitle } from '../../app/pageTitle.ts';
import { useShell } from '../../app/useShell.ts';
import type { Route } from './+types/login';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(pageTitle(matches, 'auth.loginTitle'));

/**
 * Only reached without JavaScript (the form is handled in the browser, where the bearer token
 * lives): the page says that logging in needs it, and the password never lands in a URL.
 */
export const action = () => data({ noScript: true }, { status: 400 });

export default function Login({ actionData }: Route.ComponentProps) {
  const shell = useShell();
  return <LoginPage candidateBase={shell.candidateBase} noScript={actionData?.noScript === true} />;
}
