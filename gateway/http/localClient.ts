import type { FastifyRequest } from 'fastify';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers that only a proxy adds: their presence says the person is elsewhere. */
const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'forwarded', 'via'];

const isLocalName = (hostname: string): boolean => {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]' || host === '::1';
};

/**
 * Whether a person on this very machine sent the request (the local mailbox shows e-mails with
 * account links, so it is for them only). A loopback peer is not enough: a proxy on the same
 * machine is a loopback peer too, and when it adds no X-Forwarded-For every visitor would look
 * local. So all of these must hold: the socket's peer and the client address are loopback; no
 * proxy header is present; the request names a local host (`localhost`, `*.localhost`, 127.0.0.1);
 * and the site is not published under a public address (PUBLIC_URL), which a proxied site must be
 * for its e-mail links to work. A proxy that strips every header, rewrites Host to localhost and
 * serves a site whose PUBLIC_URL is still localhost cannot be told apart: docs/security.md says so.
 */
export function isLocalClient(request: FastifyRequest, publicUrl: URL): boolean {
  const peer = request.socket?.remoteAddress ?? '';
  if (!LOOPBACK_ADDRESSES.has(peer) || !LOOPBACK_ADDRESSES.has(request.ip)) return false;
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  const host = (request.headers.host ?? '').replace(/:\d+$/, '');
  return isLocalName(host) && isLocalName(publicUrl.hostname);
}
