import { conversationPageModules } from '../../../composition/roots/pages/conversationPage.ts';
import { invitationPageModules } from '../../../composition/roots/pages/invitationPage.ts';
import { useContextModules } from '../../../composition/react/UseCaseProvider.tsx';
import { useSearchParams } from 'react-router';
import { ChatsPage } from '../../features/chat/ChatsPage.tsx';
import { pageTitle } from '../../app/pageTitle.ts';
import { useShell } from '../../app/useShell.ts';
import type { Route } from './+types/chats';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(pageTitle(matches, 'chat.title'));

/** Invitations and conversations are the candidate's own (bearer token in the browser): they load in the browser. `?conversation=` opens one. */
/** The conversations and the invitations beside them. */
const chatsPageModules = [...conversationPageModules, ...invitationPageModules];

export default function Chats() {
  useContextModules(chatsPageModules);
  const [params] = useSearchParams();
  return <ChatsPage shell={useShell()} initialConversation={params.get('conversation')} />;
}
