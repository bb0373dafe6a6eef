import type { Observable } from 'rxjs';
import type { ChatMessage, ChatSide, ConversationSummary } from './Conversation.ts';

/** Why the chat refused a command; the connection stays open. */
export type ChatRefusal = 'empty' | 'too-long' | 'invalid-characters' | 'rate-limited' | 'not-found' | 'unavailable';

/** What the chat says, in order. */
export type ChatEvent =
  | { readonly type: 'ready'; readonly side: ChatSide; readonly conversations: readonly ConversationSummary[] }
  | { readonly type: 'conversation'; readonly conversation: ConversationSummary }
  | { readonly type: 'message'; readonly message: ChatMessage }
  | { readonly type: 'sent'; readonly clientId: string; readonly message: ChatMessage }
  | { readonly type: 'read'; readonly conversationId: string; readonly side: ChatSide; readonly messageId: number }
  | { readonly type: 'history'; readonly conversationId: string; readonly messages: readonly ChatMessage[]; readonly hasMore: boolean }
  | { readonly type: 'refused'; readonly code: ChatRefusal; readonly clientId?: string }
  | { readonly type: 'pong' }
  /** A frame the client could not read: dropped, and logged by whoever listens. */
  | { readonly type: 'undecodable' };

/** What a participant asks of the chat. */
export type ChatCommand =
  | { readonly type: 'send'; readonly conversationId: string; readonly text: string; readonly clientId: string }
  | { readonly type: 'read'; readonly conversationId: string; readonly messageId: number }
  | { readonly type: 'history'; readonly conversationId: string; readonly before: number | null }
  | { readonly type: 'ping' };

/** How a connection ended when the client did not end it. */
export interface ChatClosed {
  readonly kind: 'chat-closed';
  /** The close code: 4401 token refused, 4503 unavailable, 1006 lost, 1003 refused frame … */
  readonly code: number;
}

/** One open connection. */
export interface ChatConnection {
  /** The chat's events; errors with `ChatClosed` when the connection ends (or never opens) without `close()`, completes after `close()`. */
  readonly events$: Observable<ChatEvent>;
  /** Sends a command; dropped when the connection is not open. */
  send(command: ChatCommand): void;
  close(): void;
}

/**
 * The real-time chat (platform.md 4). The default adapter is this gateway's own chat over a
 * WebSocket (`ChatWebSocket`, docs/chat.md); the connection authenticates with a chat session token.
 */
export interface Chat {
  connect(sessionToken: string): ChatConnection;
}
