import { ConfirmPage } from '../../features/employer/session/ConfirmPage.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import type { Route } from './+types/confirm';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: panelTitle(matches, 'panel.confirm.title') },
  { name: 'robots', content: 'noindex' },
];

export default function EmployerConfirmPage() {
  return <ConfirmPage />;
}
