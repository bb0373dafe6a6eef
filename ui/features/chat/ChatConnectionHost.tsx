import { useEffect } from 'react';
import { distinctUntilChanged, map } from 'rxjs';
import { ConversationKeys } from '../../../composition/chat/conversationKeys.ts';
import { InvitationsKeys } from '../../../composition/invitations/invitationsKeys.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { SessionKeys } from '../../../composition/session/sessionKeys.ts';
import { candidateChatConditions } from '../../../core/chat/conversations/candidateChatConditions.ts';
import { invitationsUser } from '../../../core/invitations/invitationsEnabled.ts';

/**
 * The candidate's real-time parts for the whole page (mounted once by the app shell): the status and
 * the invitations are loaded when the session allows, the live invitations channel follows the
 * session, and the chat connects when platform.md 4 allows it. Everything stops on unmount.
 */
export function ChatConnectionHost() {
  const session = useUseCase(SessionKeys.SessionStore);
  const bearer = useUseCase(SessionKeys.BearerTokenStore);
  const statusStore = useUseCase(InvitationsKeys.PassiveStatusStore);
  const invitations = useUseCase(InvitationsKeys.InvitationsStore);
  const loadStatus = useUseCase(InvitationsKeys.LoadPassiveStatus);
  const loadInvitations = useUseCase(InvitationsKeys.LoadInvitations);
  const live = useUseCase(InvitationsKeys.InvitationsLive);
  const connector = useUseCase(ConversationKeys.ChatConnector);

  useEffect(() => {
    const release = invitations.observe();
    const loading = session.state$
      .pipe(
        map((state) => invitationsUser(state)),
        distinctUntilChanged(),
      )
      .subscribe((user) => {
        if (user === null) return;
        void loadStatus.execute();
        void loadInvitations.execute({ trigger: 'mount' });
      });
    const onFocus = () => {
      if (invitationsUser(session.current) !== null) void loadStatus.execute();
    };
    window.addEventListener('focus', onFocus);
    const stopLive = live.start();
    const stopChat = connector.start(candidateChatConditions(session.state$, statusStore.status$, invitations.state$, bearer));
    return () => {
      window.removeEventListener('focus', onFocus);
      loading.unsubscribe();
      stopLive();
      stopChat();
      release();
    };
  }, [session, bearer, statusStore, invitations, loadStatus, loadInvitations, live, connector]);
  return null;
}
