import { SignUpPage } from '../../features/employer/session/SignUpPage.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: panelTitle(matches, 'panel.signUp.title') },
  { name: 'robots', content: 'noindex' },
];

export default function EmployerSignUpPage() {
  return <SignUpPage />;
}
