import { BehaviorSubject } from 'rxjs';
import { ChatTokensInMemory } from '../../../adapters/in-memory/chat/ChatTokensInMemory.ts';
import { ErrorReporterInMemory } from '../../../adapters/in-memory/ErrorReporterInMemory.ts';
import { LogInMemory } from '../../../adapters/in-memory/LogInMemory.ts';
import { ChatConnector, type ChatConditions } from '../../../core/chat/conversations/ChatConnector.ts';
import { ChatStore } from '../../../core/chat/conversations/ChatStore.ts';
import type { ChatMessage, ChatSide, ConversationSummary } from '../../../core/chat/conversations/Conversation.ts';
import { GetChatToken } from '../../../core/chat/conversations/GetChatToken.ts';
import { LoadOlderMessages } from '../../../core/chat/conversations/LoadOlderMessages.ts';
import { OpenConversation } from '../../../core/chat/conversations/OpenConversation.ts';
import { SendChatMessage } from '../../../core/chat/conversations/SendChatMessage.ts';
import type { AuthenticatedCalls } from '../../../core/session/AuthenticatedCalls.ts';
import { settle, VirtualTime } from '../../support/virtualTime.ts';
import { ScriptedChat } from './scriptedChat.ts';

export const CANDIDATE_ID = 'cand-1';

/** A message of the chat; its time follows its id (message n: 10:n on 2026-11-20). */
export function aMessage(id: number, sender: ChatSide, conversationId = 'conv-1', text = `message ${id}`): ChatMessage {
  return { id, conversationId, sender, text, sentAt: new Date(Date.UTC(2026, 10, 20, 10, id)).toISOString() };
}

/** A conversation of the candidate with company 7, created at 09:00 without messages unless told. */
export function aConversation(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: 'conv-1',
    jobAdvertisementId: 'offer-1',
    offerTitle: 'Senior TypeScript Engineer',
    company: { id: 7, name: 'Acme', logoUrl: null },
    candidate: { id: CANDIDATE_ID, firstName: 'Ala', lastName: 'Nowak', avatarUrl: null },
    createdAt: '2026-11-20T09:00:00.000Z',
    lastMessage: null,
    unreadCount: 0,
    readUpTo: { candidate: null, employer: null },
    ...overrides,
  };
}

export const allowedConditions = (overrides: Partial<ChatConditions> = {}): ChatConditions => ({
  userId: CANDIDATE_ID,
  featureOn: true,
  maintenance: false,
  invitations: 1,
  ...overrides,
});

const directCalls: AuthenticatedCalls = { run: (call) => call() };

/**
 * The candidate's chat wired over a scripted chat (the test says what the chat says), in-memory
 * tokens, log and error reporter, and virtual time.
 */
export function chatWorld() {
  const time = new VirtualTime();
  const chat = new ScriptedChat();
  const tokens = new ChatTokensInMemory('candidate', () => CANDIDATE_ID);
  const reporter = new ErrorReporterInMemory();
  const log = new LogInMemory();
  const store = new ChatStore();
  const getToken = new GetChatToken(tokens, directCalls, reporter, time.scheduler);
  const connector = new ChatConnector(chat, getToken, store, log, time.scheduler);
  const conditions = new BehaviorSubject<ChatConditions>(allowedConditions());
  return {
    time,
    chat,
    tokens,
    reporter,
    log,
    store,
    getToken,
    connector,
    conditions,
    open: new OpenConversation(connector, store),
    send: new SendChatMessage(connector, store),
    older: new LoadOlderMessages(connector, store),
  };
}

/** The chat world connected and ready, the chat listing these conversations for the candidate. */
export async function readyChatWorld(...conversations: ConversationSummary[]) {
  const w = chatWorld();
  const stop = w.connector.start(w.conditions);
  await settle();
  const connection = w.chat.last;
  connection.emit({ type: 'ready', side: 'candidate', conversations });
  return { ...w, stop, connection };
}
