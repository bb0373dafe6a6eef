import { ChatWebSocket } from '../../adapters/websocket/ChatWebSocket.ts';
import type { WebSocketConstructor } from '../../adapters/websocket/WebSocketLike.ts';
import type { Log } from '../../core/shared/Log.ts';
import { contextModule, pick, type ContextModule } from '../kernel/ContextModule.ts';
import { ConversationKeys as K } from './conversationKeys.ts';

/*
 * In a file of its own: the browser's root binds the chat's port on every page, while the chat's
 * use cases (conversationModules.ts) load only with a signed-in candidate's parts (ADR 39).
 */

/**
 * The chat over this gateway's WebSocket, with a log for what is logged only. `WebSocketClass` null
 * (a server render, the CLI): every connection ends at once, as nothing there connects anyway.
 */
export const chatOverWebSocket = (url: () => string, WebSocketClass: WebSocketConstructor | null, log: Log): ContextModule =>
  contextModule('chat.conversations.webSocket', pick(K, 'Chat', 'Log'), (container) => {
    container.bind(K.Chat).toConstantValue(new ChatWebSocket(url, WebSocketClass));
    container.bind(K.Log).toConstantValue(log);
  });
