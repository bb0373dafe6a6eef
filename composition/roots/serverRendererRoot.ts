import type { Container } from 'inversify';
import { savedSearchesInMemory } from '../alerts/savedSearchesModules.ts';
import { noLiveChat } from '../chat/chatModules.ts';
import { buildRoot, type ContextModule } from '../kernel/ContextModule.ts';
import { recentSearchesInMemory } from '../listing/listingModules.ts';
import { bearerInMemory } from '../session/sessionModules.ts';
import { serverDevice, systemRuntime, type HttpSettings } from '../shared/sharedModules.ts';
import { uiState } from '../ui-state/uiStateModules.ts';
import { candidateHttpPorts, candidateRealtime, candidateUseCases } from './candidateModules.ts';
import { pageModulesOverHttp } from './pageModules.ts';

/**
 * The server renderer, one container per request (building one costs microseconds): the same HTTP
 * adapters over an in-process fetch into the gateway, for the request's tenant. A server render is
 * a guest's: no bearer token, no last searches, no saved searches (they live in the browser), no chat.
 * It binds every page module up front (pageModules.ts): its loaders may use any of them.
 */
export const serverRendererModules = (settings: HttpSettings): readonly ContextModule[] => [
  systemRuntime(settings.tenantId),
  serverDevice(settings.errorReportingDsn ?? null),
  bearerInMemory(),
  ...candidateHttpPorts(settings),
  ...pageModulesOverHttp,
  recentSearchesInMemory(),
  savedSearchesInMemory(),
  noLiveChat(),
  ...candidateRealtime(() => 'http://localhost', settings.tenantId, null),
  uiState(),
  ...candidateUseCases,
];

export const createServerRendererRoot = (settings: HttpSettings): Container => buildRoot(serverRendererModules(settings));
