import { ResetPasswordPage } from '../../features/employer/session/ResetPasswordPage.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import type { Route } from './+types/resetPassword';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: panelTitle(matches, 'panel.reset.title') },
  { name: 'robots', content: 'noindex' },
];

export default function EmployerResetPasswordPage() {
  return <ResetPasswordPage />;
}
