import { EmployerChatsPage } from '../../features/chat/panel/EmployerChatsPage.tsx';
import { RequireEmployer } from '../../features/employer/shell/RequireEmployer.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import type { Route } from './+types/chats';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: panelTitle(matches, 'panel.chats.title') },
  { name: 'robots', content: 'noindex' },
];

/** /employer/chats: the company's conversations with candidates. */
export default function EmployerChats() {
  return (
    <RequireEmployer>
      <EmployerChatsPage />
    </RequireEmployer>
  );
}
