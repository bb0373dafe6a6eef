import { SignUpPage } from '../../features/employer/session/SignUpPage.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import type { Route } from './+types/register';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(panelTitle(matches, 'panel.signUp.title'));

export default function EmployerSignUpPage() {
  return <SignUpPage />;
}
