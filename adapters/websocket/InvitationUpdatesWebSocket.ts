import { isLeft } from 'fp-ts/lib/Either.js';
import { Observable, type SchedulerLike } from 'rxjs';
import { InvitationsSocketFrameCodec } from '../../contract/invitations.ts';
import type { InvitationUpdate, InvitationUpdates } from '../../core/invitations/InvitationUpdates.ts';
import { frameText, SOCKET_OPEN, type WebSocketConstructor } from './WebSocketLike.ts';

/** A ping this often keeps proxies from closing an idle socket. */
export const INVITATIONS_PING_MS = 30_000;

function readUpdate(data: unknown): InvitationUpdate | null {
  const text = frameText(data);
  if (text === null) return null;
  try {
    const decoded = InvitationsSocketFrameCodec.decode(JSON.parse(text));
    if (isLeft(decoded)) return null;
    return decoded.right.type === 'ready' ? 'ready' : decoded.right.type === 'conversation-requests-changed' ? 'changed' : null;
  } catch {
    return null;
  }
}

/**
 * The candidate's live invitations socket (`/api/{tenant}/invitations/socket`, docs/chat.md): the
 * bearer in the first frame, a ping every 30 s (on the scheduler). Takes the WebSocket constructor;
 * without one, the stream fails at once.
 */
export class InvitationUpdatesWebSocket implements InvitationUpdates {
  constructor(
    private readonly url: () => string,
    private readonly WebSocketClass: WebSocketConstructor | null,
    private readonly scheduler: SchedulerLike,
  ) {}

  watch(bearerToken: string): Observable<InvitationUpdate> {
    return new Observable<InvitationUpdate>((subscriber) => {
      const Socket = this.WebSocketClass;
      if (Socket === null) {
        subscriber.error({ kind: 'chat-closed', code: 1006 });
        return undefined;
      }
      let closedHere = false;
      const socket = new Socket(this.url());
      const ping = this.scheduler.schedule(function keepAlive(this: { schedule(state?: unknown, delay?: number): unknown }) {
        if (socket.readyState === SOCKET_OPEN) socket.send('{"type":"ping"}');
        this.schedule(undefined, INVITATIONS_PING_MS);
      }, INVITATIONS_PING_MS);
      socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token: bearerToken }));
      socket.onmessage = (event) => {
        const update = readUpdate(event.data);
        if (update !== null) subscriber.next(update);
      };
      socket.onclose = (event) => {
        ping.unsubscribe();
        if (!closedHere) subscriber.error({ kind: 'chat-closed', code: event.code });
      };
      socket.onerror = () => undefined;
      return () => {
        closedHere = true;
        ping.unsubscribe();
        socket.close(1000, 'closed by the client');
      };
    });
  }
}
