import { data } from 'react-router';
import { LoginPage } from '../../features/employer/session/LoginPage.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import type { Route } from './+types/login';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(panelTitle(matches, 'panel.login.title'));

/** Only reached without JavaScript: the token lives in the browser, so the page says logging in needs it. */
export const action = () => data({ noScript: true }, { status: 400 });

export default function EmployerLogin({ actionData }: Route.ComponentProps) {
  return <LoginPage noScript={actionData?.noScript === true} />;
}
