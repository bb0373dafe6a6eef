import { InvitationUpdatesWebSocket } from '../../adapters/websocket/InvitationUpdatesWebSocket.ts';
import type { WebSocketConstructor } from '../../adapters/websocket/WebSocketLike.ts';
import { contextModule, pick, type ContextModule } from '../kernel/ContextModule.ts';
import { provide } from '../kernel/provide.ts';
import { SharedKeys } from '../shared/sharedKeys.ts';
import { InvitationsKeys as K } from './invitationsKeys.ts';

/*
 * In a file of its own: the browser's root binds the live channel's port on every page, while the
 * invitations' use cases (invitationsModules.ts) load only where a page needs them (ADR 39).
 */

/** The live channel over this gateway's WebSocket; `WebSocketClass` null where nothing connects (server render, CLI). */
export const invitationUpdatesOverWebSocket = (url: () => string, WebSocketClass: WebSocketConstructor | null): ContextModule =>
  contextModule('invitations.webSocket', pick(K, 'InvitationUpdates'), (container) => {
    provide(container, K.InvitationUpdates, [SharedKeys.Scheduler], (scheduler) => new InvitationUpdatesWebSocket(url, WebSocketClass, scheduler));
  });
