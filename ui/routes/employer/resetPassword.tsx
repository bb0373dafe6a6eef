import { ResetPasswordPage } from '../../features/employer/session/ResetPasswordPage.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import type { Route } from './+types/resetPassword';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(panelTitle(matches, 'panel.reset.title'));

export default function EmployerResetPasswordPage() {
  return <ResetPasswordPage />;
}
