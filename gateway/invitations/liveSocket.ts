import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import { CHAT_AUTH_TIMEOUT_MS, SocketCloseCode } from '../../contract/chat.ts';
import { InvitationsClientFrameCodec } from '../../contract/invitations.ts';
import { candidateKey } from '../chat/participants.ts';
import type { SocketHub } from '../chat/SocketHub.ts';
import type { Schema } from '../db/Schema.ts';
import { decodeInput } from '../http/decodeInput.ts';
import { verifyAccessToken } from '../session/accessTokens.ts';
import { candidateFamilies } from '../session/refreshTokens.ts';

function frameOf(data: unknown, isBinary: boolean) {
  if (isBinary || !Buffer.isBuffer(data)) return null;
  try {
    return decodeInput(InvitationsClientFrameCodec, JSON.parse(data.toString('utf8')));
  } catch {
    return null;
  }
}

/**
 * The candidate's live socket (docs/chat.md, "Invitations live"): authenticated with the bearer
 * (access) token in its first frame, it hears when the candidate's invitations change, so the badge
 * rises without a reload even before any chat exists. It carries no data of its own: the client
 * fetches the list again. Anything but `auth` once and `ping` closes it.
 */
export function invitationsLiveSocket(deps: { db: Kysely<Schema>; now: () => Date }, secret: Uint8Array, hub: SocketHub) {
  return (socket: WebSocket, request: FastifyRequest): void => {
    const tenantId = request.tenant.id;
    let key: string | null = null;
    let busy = false;
    const close = (code: number, reason: string) => {
      if (socket.readyState === socket.OPEN) socket.close(code, reason);
    };
    const timer = setTimeout(() => close(SocketCloseCode.unauthorized, 'Authenticate first'), CHAT_AUTH_TIMEOUT_MS);
    timer.unref();
    socket.on('message', (data, isBinary) => {
      const frame = frameOf(data, isBinary);
      if (!frame || busy) return close(SocketCloseCode.badFrame, 'Not a frame of ours');
      if (frame.type === 'ping') return key === null ? close(SocketCloseCode.unauthorized, 'Authenticate first') : socket.send('{"type":"pong"}');
      if (key !== null) return close(SocketCloseCode.badFrame, 'Already authenticated');
      busy = true;
      void (async () => {
        const claims = await verifyAccessToken(frame.token, tenantId, secret, deps.now());
        const alive = claims !== null && (await candidateFamilies.isActive(deps.db, claims.familyId, claims.candidateId, tenantId));
        busy = false;
        if (!claims || !alive) return close(SocketCloseCode.unauthorized, 'Your session has ended');
        if (socket.readyState !== socket.OPEN) return;
        clearTimeout(timer);
        key = candidateKey(tenantId, claims.candidateId);
        hub.add(key, socket);
        socket.send('{"type":"ready"}');
      })().catch(() => close(SocketCloseCode.unavailable, 'Try again later'));
    });
    socket.on('close', () => {
      clearTimeout(timer);
      if (key !== null) hub.remove(key, socket);
    });
  };
}
