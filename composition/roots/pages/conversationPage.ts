import { candidateChatTokensHttp, conversationUseCases } from '../../chat/conversationModules.ts';
import type { ContextModule } from '../../kernel/ContextModule.ts';
import { SessionKeys } from '../../session/sessionKeys.ts';

/** The candidate's conversations (their real-time port is the root's: candidateModules.ts). */
export const conversationPageModules: readonly ContextModule[] = [candidateChatTokensHttp, conversationUseCases(SessionKeys.SessionCoordinator)];
