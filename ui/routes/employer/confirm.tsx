import { ConfirmPage } from '../../features/employer/session/ConfirmPage.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import type { Route } from './+types/confirm';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(panelTitle(matches, 'panel.confirm.title'));

export default function EmployerConfirmPage() {
  return <ConfirmPage />;
}
