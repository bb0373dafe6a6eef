import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseHostHeader } from './resolveTenant.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a browser sent this request from a page of another origin: its Origin names another host
 * (or is `null`, an opaque origin), or, with no Origin, Fetch Metadata says the page was another site's.
 * Clients that are not browsers (the CLI, curl, a mail client's one-click unsubscribe) send neither.
 */
export function comesFromAnotherOrigin(request: FastifyRequest, ownHost: string, configuredHosts: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') {
    if (origin === 'null') return true;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return true;
    }
    return !isSameHost(url, ownHost) && !configuredHosts.includes(url.host.toLowerCase());
  }
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/** Whether the Origin names the host the request was sent to (a Host without a port is its scheme's default port). */
function isSameHost(origin: URL, ownHost: string): boolean {
  const own = parseHostHeader(ownHost);
  if (own === null || own.hostname !== origin.hostname.toLowerCase()) return false;
  const originPort = origin.port !== '' ? origin.port : origin.protocol === 'https:' ? '443' : '80';
  return own.port === '' ? origin.port === '' : own.port === originPort;
}

/**
 * An onRequest hook: a state-changing request (POST, PUT, PATCH, DELETE) sent by a page of another
 * origin answers 403 before its body is read. Session cookies ride along on such requests (another
 * tenant's subdomain is the same site, and plain-text or form bodies need no CORS preflight), so
 * without this a page elsewhere could log a visitor out, log them in as someone else, or change
 * their settings. `configuredHosts` are the site's own public origins' hosts (PUBLIC_URL), for a
 * proxy that does not pass the Host header on.
 */
export function originGuard(ownHost: (request: FastifyRequest) => string, configuredHosts: readonly string[]) {
  return async function guardOrigin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!STATE_CHANGING.has(request.method)) return;
    if (!comesFromAnotherOrigin(request, ownHost(request), configuredHosts)) return;
    await reply
      .code(403)
      .header('cache-control', 'no-store')
      .send({ error: 'cross-origin', message: 'This request came from another site and was refused.' });
  };
}
