import type { LiveChat } from '../../core/chat/LiveChat.ts';
import type { LiveChatWidget } from '../../core/chat/LiveChatWidget.ts';
import { token } from '../kernel/Token.ts';

/** The live-chat widget (port) and the page's chat state. */
export const ChatKeys = {
  LiveChatWidget: token<LiveChatWidget>('chat.LiveChatWidget'),
  LiveChat: token<LiveChat>('chat.LiveChat'),
} as const;
