/** Host names that always mean "this machine": the default tenant, and `<tenant>.localhost`. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const IPV6_LITERAL = /^\[[0-9a-f:.]+\]$/;

/**
 * The tenant a host name asks for, among the hosts this site is configured to answer on: a plain
 * host (localhost, an IP address, a public host) serves the default tenant, `<tenant>.localhost`
 * and `<tenant>.<public host>` serve that tenant. Any other name is null (404): a page served on
 * `design.evil.example` would be the design board under someone else's name (and a DNS-rebinding
 * page could read it). IP addresses stay: no third party can point a browser at ours under its name.
 */
export function resolveTenant(
  hostname: string,
  tenantIds: readonly string[],
  defaultTenant: string,
  publicHosts: readonly string[] = [],
): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (LOOPBACK_HOSTS.has(host) || publicHosts.includes(host) || IPV4.test(host) || IPV6_LITERAL.test(host)) return defaultTenant;
  const dot = host.indexOf('.');
  if (dot <= 0) return null;
  const first = host.slice(0, dot);
  const parent = host.slice(dot + 1);
  if (parent !== 'localhost' && !publicHosts.includes(parent)) return null;
  return tenantIds.includes(first) ? first : null;
}

/** `example.com:8080` or `[::1]:3000` split into a lower-case host name and port; null when it is no host at all. */
export function parseHostHeader(value: string): { readonly hostname: string; readonly port: string } | null {
  const match = /^(\[[0-9A-Fa-f:.]{2,45}\]|[A-Za-z0-9](?:[A-Za-z0-9_.-]{0,252})?)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return null;
  const hostname = match[1]!.toLowerCase();
  if (hostname.includes('..')) return null;
  return { hostname, port: match[2] ?? '' };
}
