import { useSearchParams } from 'react-router';
import { ChatsPage } from '../../features/chat/ChatsPage.tsx';
import { pageTitle } from '../../app/pageTitle.ts';
import { useShell } from '../../app/useShell.ts';
import type { Route } from './+types/chats';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(pageTitle(matches, 'chat.title'));

/** Invitations and conversations are the candidate's own (bearer token in the browser): they load in the browser. `?conversation=` opens one. */
export default function Chats() {
  const [params] = useSearchParams();
  return <ChatsPage shell={useShell()} initialConversation={params.get('conversation')} />;
}
