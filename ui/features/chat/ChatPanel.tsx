import { useEffect, useState } from 'react';
import { ConversationKeys } from '../../../composition/chat/conversationKeys.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import type { ChatSide, ConversationSummary } from '../../../core/chat/conversations/Conversation.ts';
import { useObservable } from '../../hooks/useObservable.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { ChatLayout, ConversationBox, ConversationListBox, StatusLine } from './chatStyles.ts';
import { ConversationView } from './ConversationView.tsx';

export interface ChatPanelProps {
  readonly side: ChatSide;
  /** The conversation to open first (from the address). */
  readonly initial?: string | null;
  /** The text when there is no conversation. */
  readonly emptyText: string;
}

/** The other side's name: the company for a candidate, the candidate for a company. */
const nameOf = (conversation: ConversationSummary, side: ChatSide): string =>
  side === 'candidate' ? conversation.company.name : `${conversation.candidate.firstName} ${conversation.candidate.lastName}`.trim();

/**
 * The chat as a page shows it (the candidate's chats page, the panel's chats): the conversations
 * with their unread counts, newest activity first, and the open one. Opening one loads its messages
 * and marks them read.
 */
export function ChatPanel({ side, initial = null, emptyText }: ChatPanelProps) {
  const { t } = useTexts();
  const store = useUseCase(ConversationKeys.ChatStore);
  const open = useUseCase(ConversationKeys.OpenConversation);
  const state = useObservable(store.state$, store.current);
  const [selected, setSelected] = useState<string | null>(initial);
  const ready = state.status === 'ready';
  useEffect(() => {
    if (ready) void open.execute(selected);
    return () => void open.execute(null);
  }, [open, selected, ready]);
  const conversation = state.conversations.find((known) => known.id === selected) ?? null;
  return (
    <>
      <StatusLine role="status" data-testid="chat-status" data-status={state.status}>
        {state.status === 'ready' ? '' : t(`chat.status.${state.status}`)}
      </StatusLine>
      <ChatLayout>
        <ConversationListBox aria-labelledby="conversations-heading" data-testid="conversation-list">
          <h2 id="conversations-heading">{t('chat.conversations')}</h2>
          {state.conversations.length === 0 ? (
            <p>{emptyText}</p>
          ) : (
            <ul>
              {state.conversations.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-current={item.id === selected}
                    onClick={() => setSelected(item.id)}
                    data-testid="conversation-item"
                    data-unread={item.unreadCount}
                  >
                    <span>
                      <span className="name">{nameOf(item, side)}</span>
                      <span className="offer">{item.offerTitle}</span>
                      {item.lastMessage && <span className="preview">{item.lastMessage.text.slice(0, 80)}</span>}
                    </span>
                    {item.unreadCount > 0 && (
                      <span className="badge" data-testid="conversation-unread">
                        {t('chat.unreadCount', { count: item.unreadCount })}
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </ConversationListBox>
        {conversation ? (
          <ConversationView state={state} conversation={conversation} side={side} title={nameOf(conversation, side)} />
        ) : (
          <ConversationBox aria-label={t('chat.messages')}>
            <p className="placeholder">{t('chat.choose')}</p>
          </ConversationBox>
        )}
      </ChatLayout>
    </>
  );
}
