import { data } from 'react-router';
import { RegisterPage } from '../../features/session/RegisterPage.tsx';
import { pageTitle } from '../../app/pageTitle.ts';
import { useShell } from '../../app/useShell.ts';
import type { Route } from './+types/register';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(pageTitle(matches, 'auth.registerTitle'));

/** Only reached without JavaScript, as on the login page. */
export const action = () => data({ noScript: true }, { status: 400 });

export default function Register({ actionData }: Route.ComponentProps) {
  const shell = useShell();
  return <RegisterPage candidateBase={shell.candidateBase} noScript={actionData?.noScript === true} />;
}
