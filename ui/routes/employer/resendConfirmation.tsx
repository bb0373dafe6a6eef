import { EmailRequestPage } from '../../features/employer/session/EmailRequestPage.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import type { Route } from './+types/resendConfirmation';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(panelTitle(matches, 'panel.resend.title'));

export default function EmployerEmailRequest() {
  return <EmailRequestPage kind="resend" />;
}
