import { candidateChatTokensHttp, conversationUseCases } from '../../chat/conversationModules.ts';
import type { ContextModule } from '../../kernel/ContextModule.ts';
import { SessionKeys } from '../../session/sessionKeys.ts';

/** The candidate's side of the conversations' use cases (the employer panel has its own). */
export const candidateConversationUseCases: ContextModule = conversationUseCases(SessionKeys.SessionCoordinator);

/** The candidate's conversations (their real-time port is the root's: candidateModules.ts). */
export const conversationPageModules: readonly ContextModule[] = [candidateChatTokensHttp, candidateConversationUseCases];
