import { useEffect } from 'react';
import { ConversationKeys } from '../../composition/chat/conversationKeys.ts';
import { InvitationsKeys } from '../../composition/invitations/invitationsKeys.ts';
import { useContextModules, useUseCase } from '../../composition/react/UseCaseProvider.tsx';
import { signedInModules } from '../../composition/roots/pages/signedIn.ts';
import type { SignedInParts } from '../app/signedInParts.ts';
import { AppliedBadge } from '../features/applications/index.ts';
import { ChatConnectionHost } from '../features/chat/ChatConnectionHost.tsx';
import { MatchPercentBadge } from '../features/offers/marks/MatchPercentBadge.tsx';

/**
 * The signed-in candidate's parts, in a chunk of their own (SignedInParts.tsx): attaches their
 * contexts to the page's container, hands the page its marks and live counts, and keeps the chat's
 * connection and the live invitations running (ChatConnectionHost) for the rest of the page's life.
 */
export function SignedInHost({ onReady }: { onReady: (parts: SignedInParts) => void }) {
  useContextModules(signedInModules);
  const chats = useUseCase(ConversationKeys.ChatStore);
  const invitations = useUseCase(InvitationsKeys.InvitationsStore);
  useEffect(() => {
    onReady({ AppliedBadge, MatchBadge: MatchPercentBadge, unreadChats$: chats.unreadChats$, pendingInvitations$: invitations.pendingCount$ });
  }, [onReady, chats, invitations]);
  return <ChatConnectionHost />;
}
