import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { CHAT_FRAME_MAX_BYTES, CHAT_RATE_LIMIT } from '../../contract/chat.ts';
import { resolveAlertSettings } from '../alerts/AlertSettings.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { requireTenant } from '../http/tenantScope.ts';
import { invitationsLiveSocket } from '../invitations/liveSocket.ts';
import { resolveAuthSettings } from '../session/AuthSettings.ts';
import { chatFanOut } from './chatFanOut.ts';
import { ChatSocketSession, type ChatContext } from './ChatSocketSession.ts';
import { SenderRateLimiter } from './SenderRateLimiter.ts';
import { SocketHub } from './SocketHub.ts';
import { startUnreadMails } from './unreadMails.ts';

/**
 * The chat's sockets in the gateway's own scope (docs/chat.md, ADR 24): `/{tenant}/chat/socket`
 * (a chat session token) and `/{tenant}/invitations/socket` (the candidate's bearer), the fan-out of
 * the chat's events to this process's sockets, and the unread-messages e-mail job. Frames larger than
 * 16 KiB close the socket (1009) before they reach a handler.
 */
export async function chatRoutes(app: FastifyInstance, deps: GatewayDeps & { events: NonNullable<GatewayDeps['events']> }): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: CHAT_FRAME_MAX_BYTES } });
    const auth = resolveAuthSettings(deps.auth);
    const chat = new SocketHub();
    const live = new SocketHub();
    const context: ChatContext = {
      db: deps.db,
      now: deps.now,
      events: deps.events,
      secret: auth.secret,
      hub: chat,
      limiter: new SenderRateLimiter(CHAT_RATE_LIMIT),
    };
    const log = (event: Record<string, unknown>) => scope.log.warn(event);
    const stopFanOut = chatFanOut(deps.db, deps.events, chat, live, log);
    const stopMails = startUnreadMails(deps.db, resolveAlertSettings(deps.alerts), deps.now, (event) => scope.log.info(event));
    const prune = setInterval(() => context.limiter.prune(deps.now().getTime()), CHAT_RATE_LIMIT.windowMs * 6);
    prune.unref();
    scope.addHook('onClose', async () => {
      stopFanOut();
      clearInterval(prune);
      await stopMails();
    });
    scope.get('/:tenant/chat/socket', { websocket: true, preHandler: requireTenant }, (socket, request) => {
      new ChatSocketSession(context, socket, request.tenant.id, request.log);
    });
    scope.get('/:tenant/invitations/socket', { websocket: true, preHandler: requireTenant }, invitationsLiveSocket(deps, auth.secret, live));
  });
}
