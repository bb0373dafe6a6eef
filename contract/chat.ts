import * as t from 'io-ts';
import { nullable } from './nullable.ts';

/**
 * The chat's wire format (docs/chat.md): the session-token calls and the frames of the chat socket
 * (/api/{tenant}/chat/socket), JSON text frames both ways. The socket's first frame is
 * `{ type: "auth", token }` with a token from a session-token call.
 */

/** A message's text: plain text, trimmed, 1 to this many characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Anything larger is not a frame of ours: the socket closes (1009). */
export const CHAT_FRAME_MAX_BYTES = 16 * 1024;
/** Messages one sender may send in a window, across every socket of theirs in a process. */
export const CHAT_RATE_LIMIT = { max: 10, windowMs: 10_000 } as const;
/** A socket that does not authenticate within this time is closed. */
export const CHAT_AUTH_TIMEOUT_MS = 10_000;
/** History pages. */
export const CHAT_HISTORY_PAGE = 50;

/** Close codes of the chat and invitations sockets. */
export const SocketCloseCode = {
  /** A frame that is not one of ours (not JSON, binary, unknown type, bad fields). */
  badFrame: 1003,
  tooLarge: 1009,
  /** No valid token in time, or an expired one. */
  unauthorized: 4401,
  /** Passive candidates paused or off for the tenant. */
  unavailable: 4503,
} as const;

/** POST /candidates/{id}/conversation-chats/sendbird/session-token and POST /v2/employer-panel/chat/session-token. */
export const ChatTokenCodec = t.type({ token: t.string });
export type ChatTokenDto = t.TypeOf<typeof ChatTokenCodec>;

export const ChatSideCodec = t.keyof({ candidate: null, employer: null });
export type ChatSideDto = t.TypeOf<typeof ChatSideCodec>;

export const ChatMessageCodec = t.type({
  /** Increasing within the whole chat: a later message has a larger id. */
  id: t.number,
  conversationId: t.string,
  sender: ChatSideCodec,
  text: t.string,
  sentAt: t.string,
});
export type ChatMessageDto = t.TypeOf<typeof ChatMessageCodec>;

/** One conversation as a participant sees it. `readUpTo`: the newest message id each side has read. */
export const ConversationSummaryCodec = t.type({
  id: t.string,
  jobAdvertisementId: t.string,
  offerTitle: t.string,
  company: t.type({ id: t.number, name: t.string, logoUrl: nullable(t.string) }),
  candidate: t.type({ id: t.string, firstName: t.string, lastName: t.string, avatarUrl: nullable(t.string) }),
  createdAt: t.string,
  lastMessage: nullable(ChatMessageCodec),
  /** Messages of the other side after this side's read mark. */
  unreadCount: t.number,
  readUpTo: t.type({ candidate: nullable(t.number), employer: nullable(t.number) }),
});
export type ConversationSummaryDto = t.TypeOf<typeof ConversationSummaryCodec>;

/** Frames the client sends. `clientId` ties a message to its `sent` or `error` answer. */
export const ChatClientFrameCodec = t.union([
  t.type({ type: t.literal('auth'), token: t.string }),
  t.type({ type: t.literal('send'), conversationId: t.string, text: t.string, clientId: t.string }),
  t.type({ type: t.literal('read'), conversationId: t.string, messageId: t.number }),
  t.type({ type: t.literal('history'), conversationId: t.string, before: nullable(t.number) }),
  t.type({ type: t.literal('ping') }),
]);
export type ChatClientFrameDto = t.TypeOf<typeof ChatClientFrameCodec>;

/** Why a frame was refused (the socket stays open). */
export const ChatErrorCodeCodec = t.keyof({
  empty: null,
  'too-long': null,
  'invalid-characters': null,
  'rate-limited': null,
  'not-found': null,
  unavailable: null,
});
export type ChatErrorCodeDto = t.TypeOf<typeof ChatErrorCodeCodec>;

/** Frames the server sends. */
export const ChatServerFrameCodec = t.union([
  t.type({ type: t.literal('ready'), side: ChatSideCodec, conversations: t.array(ConversationSummaryCodec) }),
  t.type({ type: t.literal('conversation'), conversation: ConversationSummaryCodec }),
  t.type({ type: t.literal('message'), message: ChatMessageCodec }),
  t.type({ type: t.literal('sent'), clientId: t.string, message: ChatMessageCodec }),
  t.type({ type: t.literal('read'), conversationId: t.string, side: ChatSideCodec, messageId: t.number }),
  t.type({ type: t.literal('history'), conversationId: t.string, messages: t.array(ChatMessageCodec), hasMore: t.boolean }),
  t.type({ type: t.literal('pong') }),
  t.intersection([t.type({ type: t.literal('error'), code: ChatErrorCodeCodec, message: t.string }), t.partial({ clientId: t.string })]),
]);
export type ChatServerFrameDto = t.TypeOf<typeof ChatServerFrameCodec>;
