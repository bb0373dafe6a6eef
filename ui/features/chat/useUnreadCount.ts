import { ConversationKeys } from '../../../composition/chat/conversationKeys.ts';
import { InvitationsKeys } from '../../../composition/invitations/invitationsKeys.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import type { UnreadMessages } from '../../../core/session/LoggedCandidate.ts';
import { useObservable } from '../../hooks/useObservable.ts';

/**
 * The unread badge (platform.md 2): conversations with unread messages plus invitations waiting for
 * an answer. Each part is live once known here (the chat connected, the invitations loaded); until
 * then the session profile's `unreadMessages` stand in.
 */
export function useUnreadCount(session: UnreadMessages | null): number {
  const chats = useObservable(useUseCase(ConversationKeys.ChatStore).unreadChats$, null);
  const requests = useObservable(useUseCase(InvitationsKeys.InvitationsStore).pendingCount$, null);
  if (session === null) return 0;
  return (chats ?? session.chatsCount) + (requests ?? session.conversationRequestsCount);
}
