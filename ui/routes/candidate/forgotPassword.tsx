import { data } from 'react-router';
import { ForgotPasswordPage } from '../../features/session/ForgotPasswordPage.tsx';
import { pageTitle } from '../../app/pageTitle.ts';
import { useShell } from '../../app/useShell.ts';
import type { Route } from './+types/forgotPassword';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(pageTitle(matches, 'auth.forgotPasswordTitle'));

/**
 * Only reached without JavaScript, as on the login page: the request goes from the browser, so the
 * gateway's limit per client counts the visitor's own address, not the server's.
 */
export const action = () => data({ noScript: true }, { status: 400 });

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const shell = useShell();
  return <ForgotPasswordPage candidateBase={shell.candidateBase} language={shell.language} noScript={actionData?.noScript === true} />;
}
