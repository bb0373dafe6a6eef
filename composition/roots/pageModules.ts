import { applicationsHttp, applicationsUseCases } from '../applications/applicationsModules.ts';
import { candidateChatTokensHttp, conversationUseCases } from '../chat/conversationModules.ts';
import { companiesHttp, companiesUseCases } from '../companies/companiesModules.ts';
import { homepageHttp, homepageUseCases } from '../homepage/homepageModules.ts';
import { invitationsHttp, invitationsUseCases } from '../invitations/invitationsModules.ts';
import type { ContextModule } from '../kernel/ContextModule.ts';
import { matchingHttp, matchingUseCases } from '../profile/matchingModules.ts';
import { profileHttp, profileUseCases } from '../profile/profileModules.ts';
import { SessionKeys } from '../session/sessionKeys.ts';

/**
 * Context modules that only some pages, or only a signed-in candidate, use. The server renderer,
 * the CLI and the test root bind them up front; the browser's root leaves them out of every page's
 * first load, and a page that needs one attaches it from its own chunk (`useContextModules`,
 * ADR 26): the listing never downloads the profile editor, the home page's blocks or the company
 * directory, and a guest never downloads the chat.
 */

/** Applying and the application history: the offer page, the confirmation and history pages, the profile's documents. */
export const applicationPageModules: readonly ContextModule[] = [applicationsHttp, applicationsUseCases];

/** Matched offers and match percents: the matched-for-you page and the home page's grid. */
export const matchingPageModules: readonly ContextModule[] = [matchingHttp, matchingUseCases];

/** Invitations and the passive-candidate status: the chats and settings pages. */
export const invitationPageModules: readonly ContextModule[] = [invitationsHttp, invitationsUseCases];

/** The candidate's conversations (their real-time port is the root's: candidateModules.ts). */
export const conversationPageModules: readonly ContextModule[] = [candidateChatTokensHttp, conversationUseCases(SessionKeys.SessionCoordinator)];

/** The profile and settings pages: editing the profile, the account and the consents (a saved profile drops the match percents). */
export const profilePageModules: readonly ContextModule[] = [profileHttp, profileUseCases, ...matchingPageModules];

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

/** The home page's blocks that load in the browser (the offer grid's tabs, one of them the matched offers); the blog loads on the server. */
export const homePageModules: readonly ContextModule[] = [homepageHttp, homepageUseCases, ...matchingPageModules];

/** The company directory and company pages: their loaders run on the server, so the browser never attaches them. */
export const companyPageModules: readonly ContextModule[] = [companiesHttp, companiesUseCases];

/** Every page module over HTTP, for the roots that bind everything up front (server renderer, CLI). */
export const pageModulesOverHttp: readonly ContextModule[] = [
  profileHttp,
  profileUseCases,
  homepageHttp,
  homepageUseCases,
  ...companyPageModules,
  ...signedInModules,
];

/** Every page module's use cases, for the test root (its ports are in-memory fakes). */
export const pageUseCases: readonly ContextModule[] = [
  profileUseCases,
  homepageUseCases,
  companiesUseCases,
  applicationsUseCases,
  matchingUseCases,
  invitationsUseCases,
  conversationUseCases(SessionKeys.SessionCoordinator),
];
