import type { Container } from 'inversify';
import { connectLocationHash } from '../../adapters/browser/connectLocationHash.ts';
import { savedSearchesInBrowser } from '../alerts/savedSearchesModules.ts';
import { liveChatInBrowser } from '../chat/chatModules.ts';
import { buildRootInSlices, type ContextModule, type Slicing } from '../kernel/ContextModule.ts';
import { recentSearchesInBrowser } from '../listing/listingModules.ts';
import { bearerInSessionStorage, sessionHttpAcrossTabs } from '../session/sessionModules.ts';
import { browserDevice, systemRuntime, type HttpSettings } from '../shared/sharedModules.ts';
import { uiState } from '../ui-state/uiStateModules.ts';
import { candidateHttpPorts, candidateRealtime, candidateUseCases } from './candidateModules.ts';
import type { WebSocketConstructor } from '../../adapters/websocket/WebSocketLike.ts';

/**
 * The browser tab: HTTP adapters on the page's own origin, the bearer token in session storage,
 * cookies, local storage and the URL hash of this tab.
 */
export const browserModules = (settings: HttpSettings): readonly ContextModule[] => [
  systemRuntime(settings.tenantId),
  browserDevice(),
  bearerInSessionStorage(),
  ...candidateHttpPorts(settings, sessionHttpAcrossTabs(window)),
  recentSearchesInBrowser(settings.tenantId),
  savedSearchesInBrowser(),
  liveChatInBrowser(document),
  ...candidateRealtime(() => window.location.origin, settings.tenantId, window.WebSocket as unknown as WebSocketConstructor),
  uiState((tracker) => connectLocationHash(tracker, window)),
  ...candidateUseCases,
];

/** The tab's root, bound in steps so that no step of the start-up is a long task (entry.client.tsx). */
export const createBrowserRoot = (settings: HttpSettings, slicing: Slicing): Promise<Container> =>
  buildRootInSlices(browserModules(settings), slicing);
