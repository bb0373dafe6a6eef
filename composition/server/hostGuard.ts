import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseHostHeader, resolveTenant } from './resolveTenant.ts';
import { badHostPage, unknownTenantPage } from './unknownTenantPage.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant the request's host names (set by the host guard for every request it lets through). */
    siteTenant: string;
    /** The validated host (and port) the request names: what page URLs are built on. */
    siteHost: string;
  }
}

export interface SiteHosts {
  readonly tenantIds: readonly string[];
  readonly defaultTenant: string;
  /** PUBLIC_HOSTS and PUBLIC_URL's host name: plain hosts of the default tenant and parents of `<tenant>.<host>`. */
  readonly publicHosts: readonly string[];
  /** Whether a trusted proxy's X-Forwarded-Host names the site (TRUST_FORWARDED_HOST); off: only the Host header does. */
  readonly trustForwardedHost: boolean;
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * The host the request names: the Host header, or a trusted proxy's X-Forwarded-Host when that is
 * configured (Fastify's `request.host` honours it only from a proxy that TRUST_PROXY trusts).
 */
export function requestHost(request: FastifyRequest, hosts: Pick<SiteHosts, 'trustForwardedHost'>): string {
  if (hosts.trustForwardedHost) return request.host;
  const header = request.headers.host;
  return typeof header === 'string' ? header : '';
}

/**
 * An onRequest hook for the whole server: a Host that is not a host at all answers 400, a host this
 * site is not configured for answers 404 (pages and API alike, so that a DNS-rebinding page on
 * another name reaches nothing), and every other request learns its tenant.
 */
export function hostGuard(hosts: SiteHosts) {
  return async function guardHost(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const parsed = parseHostHeader(requestHost(request, hosts));
    const api = isApiPath(request.url);
    if (parsed === null) {
      if (api) await reply.code(400).send({ error: 'bad-request', message: 'The Host header is not a host name.' });
      else await reply.code(400).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(badHostPage());
      return;
    }
    const tenant = resolveTenant(parsed.hostname, hosts.tenantIds, hosts.defaultTenant, hosts.publicHosts);
    if (tenant === null) {
      if (api) await reply.code(404).send({ error: 'unknown-host', message: 'This site is not served on this host name.' });
      else await reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(unknownTenantPage(parsed.hostname));
      return;
    }
    request.siteTenant = tenant;
    request.siteHost = parsed.port === '' ? parsed.hostname : `${parsed.hostname}:${parsed.port}`;
  };
}
