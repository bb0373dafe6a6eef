// @ts-nocheck
const PLAIN_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0']);

/**
 * The tenant a host name asks for: `<tenant>.localhost` or `<tenant>.<public host>` names one;
 * a plain host (localhost, an IP, a configured public host) gets the default. Null: no such tenant.
 */
export function resolveTenant(hostname: string, tenantIds: readonly string[], defaultTenant: string, publicHosts: readonly string[] = []): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (PLAIN_HOSTS.has(host) || publicHosts.includes(host) || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return defaultTenant;
  const first = host.split('.')[0] ?? '';
  return tenantIds.includes(first) ? first : null;
}
