import { CandidateChatTokensHttp } from '../../adapters/http/chat/CandidateChatTokensHttp.ts';
import { EmployerChatTokensHttp } from '../../adapters/http/chat/EmployerChatTokensHttp.ts';
import { ChatInMemory } from '../../adapters/in-memory/chat/ChatInMemory.ts';
import { ChatTokensInMemory } from '../../adapters/in-memory/chat/ChatTokensInMemory.ts';
import type { PassiveWorldInMemory } from '../../adapters/in-memory/invitations/PassiveWorldInMemory.ts';
import { ChatConnector } from '../../core/chat/conversations/ChatConnector.ts';
import { ChatStore } from '../../core/chat/conversations/ChatStore.ts';
import type { ChatSide } from '../../core/chat/conversations/Conversation.ts';
import { GetChatToken } from '../../core/chat/conversations/GetChatToken.ts';
import { LoadOlderMessages } from '../../core/chat/conversations/LoadOlderMessages.ts';
import { OpenConversation } from '../../core/chat/conversations/OpenConversation.ts';
import { SendChatMessage } from '../../core/chat/conversations/SendChatMessage.ts';
import type { AuthenticatedCalls } from '../../core/session/AuthenticatedCalls.ts';
import type { Log } from '../../core/shared/Log.ts';
import { employerHttpAdapterDeps } from '../employer/employerKeys.ts';
import { adapterModule } from '../kernel/adapterModule.ts';
import { contextModule, pick, type ContextModule } from '../kernel/ContextModule.ts';
import { provideClass, provideEach } from '../kernel/provide.ts';
import type { Token } from '../kernel/Token.ts';
import { httpAdapterDeps, SharedKeys } from '../shared/sharedKeys.ts';
import { ConversationKeys as K } from './conversationKeys.ts';

/**
 * The chat's store, connection and use cases. `calls` is the side's session coordinator (the
 * candidate's or the employer's): the token call refreshes a refused bearer once, like every call.
 */
export const conversationUseCases = (calls: Token<AuthenticatedCalls>): ContextModule =>
  contextModule(
    'chat.conversations.useCases',
    pick(K, 'ChatStore', 'GetChatToken', 'ChatConnector', 'SendChatMessage', 'OpenConversation', 'LoadOlderMessages'),
    (container) => {
      provideClass(container, K.ChatStore, ChatStore, []);
      provideClass(container, K.GetChatToken, GetChatToken, [K.ChatTokens, calls, SharedKeys.ErrorReporter, SharedKeys.Scheduler]);
      provideClass(container, K.ChatConnector, ChatConnector, [K.Chat, K.GetChatToken, K.ChatStore, K.Log, SharedKeys.Scheduler]);
      provideEach(container, K, [K.ChatConnector, K.ChatStore], { SendChatMessage, OpenConversation, LoadOlderMessages });
    },
  );

/** The candidate's session tokens over HTTP. */
export const candidateChatTokensHttp: ContextModule = adapterModule('chat.conversations.candidateTokens', K, httpAdapterDeps, {
  ChatTokens: CandidateChatTokensHttp,
});

/** The employer's session tokens over the panel's gateway client. */
export const employerChatTokensHttp: ContextModule = adapterModule('chat.conversations.employerTokens', K, employerHttpAdapterDeps, {
  ChatTokens: EmployerChatTokensHttp,
});

/** The chat of a test's fake world: tokens for `who` (the candidate's id, or the company's id as text). */
export const chatInMemory = (world: PassiveWorldInMemory, side: ChatSide, who: () => string | null, log: Log): ContextModule =>
  contextModule('chat.conversations.inMemory', pick(K, 'Chat', 'ChatTokens', 'Log'), (container) => {
    container.bind(K.Chat).toConstantValue(new ChatInMemory(world));
    container.bind(K.ChatTokens).toConstantValue(new ChatTokensInMemory(side, who));
    container.bind(K.Log).toConstantValue(log);
  });
