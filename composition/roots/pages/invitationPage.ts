import { invitationsHttp, invitationsUseCases } from '../../invitations/invitationsModules.ts';
import type { ContextModule } from '../../kernel/ContextModule.ts';

/** Invitations and the passive-candidate status: the chats and settings pages. */
export const invitationPageModules: readonly ContextModule[] = [invitationsHttp, invitationsUseCases];
