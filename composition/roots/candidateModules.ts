import { alertSurfaces } from '../alerts/alertSurfacesModules.ts';
import { analyticsHttp, analyticsUseCases } from '../analytics/analyticsModules.ts';
import { chatUseCases } from '../chat/chatModules.ts';
import { chatOverWebSocket } from '../chat/chatSocketModules.ts';
import { invitationUpdatesOverWebSocket } from '../invitations/invitationUpdatesModules.ts';
import { LogConsole } from '../../adapters/system/LogConsole.ts';
import { socketUrl, type WebSocketConstructor } from '../../adapters/websocket/WebSocketLike.ts';
import { favouritesHttp, favouritesUseCases } from '../favourites/favouritesModules.ts';
import type { ContextModule } from '../kernel/ContextModule.ts';
import { listingHttp, listingUseCases } from '../listing/listingModules.ts';
import { offersUseCases } from '../offers/offersModules.ts';
import { preferencesHttp, preferencesUseCases } from '../preferences/preferencesModules.ts';
import { sessionHttp, sessionUseCases } from '../session/sessionModules.ts';
import { gatewayHttp, type HttpSettings } from '../shared/sharedModules.ts';
import { tenancyHttp, tenancyUseCases } from '../tenancy/tenancyModules.ts';

/**
 * The candidate-side use cases every page's first screen may need, a guest's included: the same in
 * every root; only the ports under them change. The ones only some pages, or only a signed-in
 * candidate, use are in pageModules.ts.
 */
export const candidateUseCases: readonly ContextModule[] = [
  tenancyUseCases,
  listingUseCases,
  offersUseCases,
  sessionUseCases,
  favouritesUseCases,
  preferencesUseCases,
  alertSurfaces,
  analyticsUseCases,
  chatUseCases,
];

/**
 * The chat and the live invitations channel over this gateway's WebSockets (docs/chat.md): in a
 * browser tab with its WebSocket; elsewhere (server render, CLI) `WebSocketClass` is null and
 * nothing connects.
 */
export const candidateRealtime = (origin: () => string, tenantId: string, WebSocketClass: WebSocketConstructor | null): readonly ContextModule[] => [
  chatOverWebSocket(() => socketUrl(origin(), tenantId, 'chat/socket'), WebSocketClass, new LogConsole()),
  invitationUpdatesOverWebSocket(() => socketUrl(origin(), tenantId, 'invitations/socket'), WebSocketClass),
];

/** The gateway ports of those contexts, over HTTP: browser, server renderer and CLI share them (the browser brings its session module). */
export const candidateHttpPorts = (settings: HttpSettings, session: ContextModule = sessionHttp): readonly ContextModule[] => [
  gatewayHttp(settings),
  tenancyHttp,
  listingHttp,
  session,
  favouritesHttp,
  preferencesHttp,
  analyticsHttp,
];
