import { of } from 'rxjs';
import { useSignedInParts } from '../../app/signedInParts.ts';
import type { UnreadMessages } from '../../../core/session/LoggedCandidate.ts';
import { useObservable } from '../../hooks/useObservable.ts';

const NOT_YET = of(null);

/**
 * The unread badge (platform.md 2): conversations with unread messages plus invitations waiting for
 * an answer. Each part is live once known here (the signed-in parts loaded, the chat connected, the
 * invitations loaded); until then the session profile's `unreadMessages` stand in.
 */
export function useUnreadCount(session: UnreadMessages | null): number {
  const parts = useSignedInParts();
  const chats = useObservable(parts?.unreadChats$ ?? NOT_YET, null);
  const requests = useObservable(parts?.pendingInvitations$ ?? NOT_YET, null);
  if (session === null) return 0;
  return (chats ?? session.chatsCount) + (requests ?? session.conversationRequestsCount);
}
