import { companiesHttp, companiesUseCases } from '../companies/companiesModules.ts';
import { homepageHttp, homepageUseCases } from '../homepage/homepageModules.ts';
import type { ContextModule } from '../kernel/ContextModule.ts';
import { profileHttp, profileUseCases } from '../profile/profileModules.ts';

/**
 * Context modules that only some pages use. The server renderer, the CLI and the test root bind them
 * up front; the browser's root leaves them out of every page's first load, and a page that needs one
 * attaches it from its own chunk (`useContextModules`, ADR 26): the listing never downloads the
 * profile editor, the home page's blocks or the company directory.
 */

/** The profile and settings pages: editing the profile, the account and the consents. */
export const profilePageModules: readonly ContextModule[] = [profileHttp, profileUseCases];

/** The home page's blocks that load in the browser (the offer grid's tabs); the blog loads on the server. */
export const homePageModules: readonly ContextModule[] = [homepageHttp, homepageUseCases];

/** The company directory and company pages: their loaders run on the server, so the browser never attaches them. */
export const companyPageModules: readonly ContextModule[] = [companiesHttp, companiesUseCases];

/** Every page module over HTTP, for the roots that bind everything up front (server renderer, CLI). */
export const pageModulesOverHttp: readonly ContextModule[] = [...profilePageModules, ...homePageModules, ...companyPageModules];

/** Every page module's use cases, for the test root (its ports are in-memory fakes). */
export const pageUseCases: readonly ContextModule[] = [profileUseCases, homepageUseCases, companiesUseCases];
