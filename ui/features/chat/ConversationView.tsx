import { useEffect, useRef } from 'react';
import { ConversationKeys } from '../../../composition/chat/conversationKeys.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import type { ChatState } from '../../../core/chat/conversations/chatState.ts';
import { isReadByOtherSide, type ChatSide, type ConversationSummary } from '../../../core/chat/conversations/Conversation.ts';
import { Button } from '../../components/Button.tsx';
import { useTexts } from '../../i18n/useTexts.ts';
import { ConversationBox, MessageList } from './chatStyles.ts';
import { MessageComposer } from './MessageComposer.tsx';

const timeFormat = new Map<string, Intl.DateTimeFormat>();
function timeOf(iso: string, language: string): string {
  let format = timeFormat.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', { dateStyle: 'short', timeStyle: 'short' });
    timeFormat.set(language, format);
  }
  return format.format(new Date(iso));
}

export interface ConversationViewProps {
  readonly state: ChatState;
  readonly conversation: ConversationSummary;
  readonly side: ChatSide;
  /** The other side's name as the header shows it. */
  readonly title: string;
}

/**
 * One conversation: its messages (plain text, escaped by React, line breaks kept), each of ours
 * marked sending, sent, seen (the other side's read mark) or refused, and the message box.
 */
export function ConversationView({ state, conversation, side, title }: ConversationViewProps) {
  const { t, i18n } = useTexts();
  const older = useUseCase(ConversationKeys.LoadOlderMessages);
  const messages = state.messages[conversation.id] ?? [];
  const pending = state.pending.filter((message) => message.conversationId === conversation.id);
  const end = useRef<HTMLLIElement>(null);
  const newest = messages[messages.length - 1]?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newest, pending.length]);
  return (
    <ConversationBox aria-labelledby={`conversation-${conversation.id}`} data-testid="conversation">
      <header>
        <h2 id={`conversation-${conversation.id}`}>{title}</h2>
        <p>{t('chat.about', { title: conversation.offerTitle })}</p>
      </header>
      {state.hasMore[conversation.id] && (
        <p>
          <Button type="button" onClick={() => void older.execute(conversation.id)}>
            {t('chat.loadOlder')}
          </Button>
        </p>
      )}
      <div role="log" aria-live="polite" aria-label={t('chat.messages')} data-testid="messages">
        <MessageList>
          {messages.length === 0 && pending.length === 0 && <li className="placeholder">{t('chat.noMessages')}</li>}
          {messages.map((message) => {
            const own = message.sender === side;
            const seen = own && isReadByOtherSide(conversation, message, side);
            return (
              <li key={message.id} className={own ? 'own' : undefined} data-testid="message" data-own={own} data-seen={seen}>
                {message.text}
                <span className="meta">
                  {own ? `${t('chat.you')} · ` : ''}
                  {timeOf(message.sentAt, i18n.language)}
                  {own && ` · ${seen ? t('chat.seen') : t('chat.sentLabel')}`}
                </span>
              </li>
            );
          })}
          {pending.map((message) => (
            <li key={message.clientId} className={`own${message.refused ? ' refused' : ''}`} data-testid="message-pending">
              {message.text}
              <span className="meta">{message.refused ? t(`chat.refused.${message.refused}`) : t('chat.sending')}</span>
            </li>
          ))}
          <li ref={end} aria-hidden="true" style={{ visibility: 'hidden', padding: 0, border: 0 }} />
        </MessageList>
      </div>
      <MessageComposer conversationId={conversation.id} disabled={state.status !== 'ready'} />
    </ConversationBox>
  );
}
