import { alertsUseCases } from '../alerts/alertsModules.ts';
import { applicationsUseCases } from '../applications/applicationsModules.ts';
import { companiesUseCases } from '../companies/companiesModules.ts';
import { homepageHttp, homepageUseCases } from '../homepage/homepageModules.ts';
import { invitationsUseCases } from '../invitations/invitationsModules.ts';
import type { ContextModule } from '../kernel/ContextModule.ts';
import { matchingUseCases } from '../profile/matchingModules.ts';
import { profileHttp, profileUseCases } from '../profile/profileModules.ts';
import { alertPageModules } from './pages/alertPage.ts';
import { companyPageModules } from './pages/companyPage.ts';
import { candidateConversationUseCases } from './pages/conversationPage.ts';
import { signedInModules } from './pages/signedIn.ts';

/**
 * Context modules that only some pages, or only a signed-in candidate, use. The server renderer,
 * the CLI and the test root bind them up front (this file); the browser's root leaves them out of
 * every page's first load, and a page that needs one attaches it from its own chunk
 * (`useContextModules`, ADR 26), importing its group from `pages/`, one file a group: a chunk
 * takes a module file whole, so a page that imported its group from here would load every group.
 * The listing never downloads the profile editor, the home page's blocks or the company
 * directory, and a guest never downloads the chat (ADR 39).
 */

/**
 * Every page module over HTTP, for the roots that bind everything up front (server renderer, CLI).
 * The profile's and the home page's modules by name: their groups share matching with signedInModules.
 */
export const pageModulesOverHttp: readonly ContextModule[] = [
  profileHttp,
  profileUseCases,
  homepageHttp,
  homepageUseCases,
  ...companyPageModules,
  ...alertPageModules,
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
  candidateConversationUseCases,
  alertsUseCases,
];
