import type { ChatEvent, ChatRefusal } from './Chat.ts';
import type { ChatMessage, ChatSide, ConversationSummary } from './Conversation.ts';

/** A message sent from here that the chat has not confirmed yet (or refused). */
export interface PendingMessage {
  readonly clientId: string;
  readonly conversationId: string;
  readonly text: string;
  readonly refused: ChatRefusal | null;
}

export type ChatStatus = 'idle' | 'connecting' | 'ready' | 'offline';

export interface ChatState {
  readonly status: ChatStatus;
  readonly side: ChatSide | null;
  /** Newest activity first. */
  readonly conversations: readonly ConversationSummary[];
  /** Loaded messages per conversation, oldest first. */
  readonly messages: Readonly<Record<string, readonly ChatMessage[]>>;
  readonly hasMore: Readonly<Record<string, boolean>>;
  readonly pending: readonly PendingMessage[];
}

export const emptyChat: ChatState = { status: 'idle', side: null, conversations: [], messages: {}, hasMore: {}, pending: [] };

const activity = (conversation: ConversationSummary) => conversation.lastMessage?.sentAt ?? conversation.createdAt;
const byActivity = (a: ConversationSummary, b: ConversationSummary) => activity(b).localeCompare(activity(a)) || a.id.localeCompare(b.id);

function mergeMessages(known: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(known.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

function upsert(conversations: readonly ConversationSummary[], conversation: ConversationSummary): ConversationSummary[] {
  return [...conversations.filter((known) => known.id !== conversation.id), conversation].sort(byActivity);
}

/** Messages of the other side after a read mark, among those loaded (the newest message known counts too). */
function unreadAfter(state: ChatState, conversation: ConversationSummary, mark: number): number {
  if (conversation.lastMessage === null || conversation.lastMessage.id <= mark) return 0;
  const loaded = (state.messages[conversation.id] ?? []).filter((message) => message.sender !== state.side && message.id > mark);
  return Math.max(loaded.length, conversation.lastMessage.sender !== state.side ? 1 : 0);
}

function withMessage(state: ChatState, message: ChatMessage): ChatState {
  const known = state.messages[message.conversationId] ?? [];
  if (known.some((existing) => existing.id === message.id)) return state;
  const conversation = state.conversations.find((candidate) => candidate.id === message.conversationId);
  const messages = {
    ...state.messages,
    ...(state.messages[message.conversationId] ? { [message.conversationId]: mergeMessages(known, [message]) } : {}),
  };
  if (!conversation) return { ...state, messages };
  const newer = conversation.lastMessage === null || conversation.lastMessage.id < message.id;
  const fromOther = message.sender !== state.side;
  const updated: ConversationSummary = {
    ...conversation,
    lastMessage: newer ? message : conversation.lastMessage,
    unreadCount: conversation.unreadCount + (fromOther && newer ? 1 : 0),
  };
  return { ...state, messages, conversations: upsert(state.conversations, updated) };
}

function withRead(state: ChatState, conversationId: string, side: ChatSide, messageId: number): ChatState {
  const conversation = state.conversations.find((candidate) => candidate.id === conversationId);
  if (!conversation) return state;
  const mark = Math.max(conversation.readUpTo[side] ?? 0, messageId);
  const readUpTo = { ...conversation.readUpTo, [side]: mark };
  const unreadCount = side === state.side ? unreadAfter(state, conversation, mark) : conversation.unreadCount;
  return { ...state, conversations: state.conversations.map((known) => (known.id === conversationId ? { ...known, readUpTo, unreadCount } : known)) };
}

/**
 * The chat's state after an event (pure): a new `ready` starts afresh (messages load again, since
 * some may have been missed while offline); messages are merged by id; a message of the other side
 * counts as unread until this side's read mark passes it; `sent` and `refused` settle pending ones.
 */
export function applyChatEvent(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'ready':
      return {
        ...emptyChat,
        status: 'ready',
        side: event.side,
        conversations: [...event.conversations].sort(byActivity),
        // Not confirmed before the connection dropped: perhaps not delivered, so shown as failed.
        pending: state.pending.map((pending) => (pending.refused === null ? { ...pending, refused: 'unavailable' as const } : pending)),
      };
    case 'conversation':
      return { ...state, conversations: upsert(state.conversations, event.conversation) };
    case 'message':
      return withMessage(state, event.message);
    case 'sent':
      return withMessage({ ...state, pending: state.pending.filter((pending) => pending.clientId !== event.clientId) }, event.message);
    case 'read':
      return withRead(state, event.conversationId, event.side, event.messageId);
    case 'history':
      return {
        ...state,
        messages: { ...state.messages, [event.conversationId]: mergeMessages(state.messages[event.conversationId] ?? [], event.messages) },
        hasMore: { ...state.hasMore, [event.conversationId]: event.hasMore },
      };
    case 'refused':
      return event.clientId === undefined
        ? state
        : {
            ...state,
            pending: state.pending.map((pending) => (pending.clientId === event.clientId ? { ...pending, refused: event.code } : pending)),
          };
    default:
      return state;
  }
}

/** Conversations with unread messages: the chats part of the badge (platform.md 3, `chatsCount`). */
export const unreadChats = (state: ChatState): number => state.conversations.filter((conversation) => conversation.unreadCount > 0).length;

/** The newest message of the other side in a conversation, as far as known: what reading it marks. */
export function newestFromOtherSide(state: ChatState, conversationId: string): number | null {
  const conversation = state.conversations.find((candidate) => candidate.id === conversationId);
  const loaded = (state.messages[conversationId] ?? []).filter((message) => message.sender !== state.side);
  const ids = loaded.map((message) => message.id);
  if (conversation?.lastMessage && conversation.lastMessage.sender !== state.side) ids.push(conversation.lastMessage.id);
  return ids.length === 0 ? null : Math.max(...ids);
}
