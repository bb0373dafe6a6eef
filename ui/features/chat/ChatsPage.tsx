import { useState } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import { InvitationsSection } from '../invitations/index.ts';
import { CandidatePortalPage } from '../profile/index.ts';
import type { ShellData } from '../../app/shellData.ts';
import { ChatPanel } from './ChatPanel.tsx';

/**
 * The candidate's chats page (/candidate/chats): the invitations to answer, then the conversations
 * with their unread counts and the open one. The data is the candidate's own, so it loads in the
 * browser; the chat itself is connected by the app shell (ChatConnectionHost).
 */
export function ChatsPage({ shell, initialConversation }: { shell: ShellData; initialConversation: string | null }) {
  const { t } = useTexts();
  const [opened, setOpened] = useState<{ id: string | null; n: number }>({ id: initialConversation, n: 0 });
  return (
    <CandidatePortalPage shell={shell} page="chats" heading={t('chat.heading')} lead={t('chat.lead')} testId="chats-page">
      {() => (
        <>
          <InvitationsSection onOpenConversation={(id) => setOpened((known) => ({ id, n: known.n + 1 }))} />
          <ChatPanel key={`${opened.id ?? ''}-${opened.n}`} side="candidate" initial={opened.id} emptyText={t('chat.noConversations')} />
        </>
      )}
    </CandidatePortalPage>
  );
}
