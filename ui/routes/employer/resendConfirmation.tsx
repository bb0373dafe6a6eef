import { EmailRequestPage } from '../../features/employer/session/EmailRequestPage.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import type { Route } from './+types/resendConfirmation';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: panelTitle(matches, 'panel.resend.title') },
  { name: 'robots', content: 'noindex' },
];

export default function EmployerEmailRequest() {
  return <EmailRequestPage kind="resend" />;
}
