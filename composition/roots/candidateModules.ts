import { alertsHttp, alertsUseCases } from '../alerts/alertsModules.ts';
import { analyticsHttp, analyticsUseCases } from '../analytics/analyticsModules.ts';
import { chatUseCases } from '../chat/chatModules.ts';
import { companiesHttp, companiesUseCases } from '../companies/companiesModules.ts';
import { favouritesHttp, favouritesUseCases } from '../favourites/favouritesModules.ts';
import { homepageHttp, homepageUseCases } from '../homepage/homepageModules.ts';
import type { ContextModule } from '../kernel/ContextModule.ts';
import { listingHttp, listingUseCases } from '../listing/listingModules.ts';
import { offersUseCases } from '../offers/offersModules.ts';
import { preferencesHttp, preferencesUseCases } from '../preferences/preferencesModules.ts';
import { profileHttp, profileUseCases } from '../profile/profileModules.ts';
import { sessionHttp, sessionUseCases } from '../session/sessionModules.ts';
import { gatewayHttp, type HttpSettings } from '../shared/sharedModules.ts';
import { tenancyHttp, tenancyUseCases } from '../tenancy/tenancyModules.ts';

/** Every candidate-side use case: the same in every root; only the ports under them change. */
export const candidateUseCases: readonly ContextModule[] = [
  tenancyUseCases,
  listingUseCases,
  offersUseCases,
  sessionUseCases,
  favouritesUseCases,
  preferencesUseCases,
  alertsUseCases,
  analyticsUseCases,
  chatUseCases,
  profileUseCases,
  companiesUseCases,
  homepageUseCases,
];

/** The gateway ports of every context, over HTTP: browser, server renderer and CLI share them (the browser brings its session module). */
export const candidateHttpPorts = (settings: HttpSettings, session: ContextModule = sessionHttp): readonly ContextModule[] => [
  gatewayHttp(settings),
  tenancyHttp,
  listingHttp,
  session,
  favouritesHttp,
  preferencesHttp,
  alertsHttp,
  analyticsHttp,
  profileHttp,
  companiesHttp,
  homepageHttp,
];
