import { data } from 'react-router';
import { SetPasswordPage } from '../../features/session/SetPasswordPage.tsx';
import { pageTitle } from '../../app/pageTitle.ts';
import { useShell } from '../../app/useShell.ts';
import type { Route } from './+types/setPassword';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(pageTitle(matches, 'auth.setPasswordTitle'));

/** Only reached without JavaScript, as on the login page. */
export const action = () => data({ noScript: true }, { status: 400 });

export default function SetPassword({ actionData }: Route.ComponentProps) {
  const shell = useShell();
  return <SetPasswordPage candidateBase={shell.candidateBase} noScript={actionData?.noScript === true} />;
}
