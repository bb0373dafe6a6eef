import type { ContextModule } from '../../kernel/ContextModule.ts';
import { applicationPageModules } from './applicationPage.ts';
import { conversationPageModules } from './conversationPage.ts';
import { invitationPageModules } from './invitationPage.ts';
import { matchingPageModules } from './matchingPage.ts';

/**
 * What every page adds once a candidate is signed in (ui/layout/SignedInParts.tsx, ADR 39): the
 * applied and match marks on offer cards, the unread count, the chat's connection and the live
 * invitations. A guest's page never loads them; a server render is always a guest's.
 */
export const signedInModules: readonly ContextModule[] = [
  ...applicationPageModules,
  ...matchingPageModules,
  ...invitationPageModules,
  ...conversationPageModules,
];
