import type { Chat } from '../../core/chat/conversations/Chat.ts';
import type { ChatConnector } from '../../core/chat/conversations/ChatConnector.ts';
import type { ChatStore } from '../../core/chat/conversations/ChatStore.ts';
import type { ChatTokens } from '../../core/chat/conversations/ChatTokens.ts';
import type { GetChatToken } from '../../core/chat/conversations/GetChatToken.ts';
import type { LoadOlderMessages } from '../../core/chat/conversations/LoadOlderMessages.ts';
import type { OpenConversation } from '../../core/chat/conversations/OpenConversation.ts';
import type { SendChatMessage } from '../../core/chat/conversations/SendChatMessage.ts';
import type { Log } from '../../core/shared/Log.ts';
import { token } from '../kernel/Token.ts';

/** The real-time chat between candidates and companies (docs/chat.md): the candidate's pages and the employer panel each bind it. */
export const ConversationKeys = {
  Chat: token<Chat>('chat.conversations.Chat'),
  ChatTokens: token<ChatTokens>('chat.conversations.ChatTokens'),
  /** Where "logged only" failures go (platform.md 8). */
  Log: token<Log>('chat.conversations.Log'),
  ChatStore: token<ChatStore>('chat.conversations.ChatStore'),
  GetChatToken: token<GetChatToken>('chat.conversations.GetChatToken'),
  ChatConnector: token<ChatConnector>('chat.conversations.ChatConnector'),
  SendChatMessage: token<SendChatMessage>('chat.conversations.SendChatMessage'),
  OpenConversation: token<OpenConversation>('chat.conversations.OpenConversation'),
  LoadOlderMessages: token<LoadOlderMessages>('chat.conversations.LoadOlderMessages'),
} as const;
