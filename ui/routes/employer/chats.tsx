import { EmployerChatsPage } from '../../features/chat/panel/EmployerChatsPage.tsx';
import { RequireEmployer } from '../../features/employer/shell/RequireEmployer.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import type { Route } from './+types/chats';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(panelTitle(matches, 'panel.chats.title'));

/** /employer/chats: the company's conversations with candidates. */
export default function EmployerChats() {
  return (
    <RequireEmployer>
      <EmployerChatsPage />
    </RequireEmployer>
  );
}
