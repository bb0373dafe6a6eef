import type { FastifyRequest } from 'fastify';
import { hasControlCharacters } from '../../core/shared/controlCharacters.ts';

const MAX_LENGTH = 2000;

/**
 * Where the provider may send the payer back: a path on this site, or an absolute http(s) address
 * on the host the request came to (the panel's own site) or on the public address of the tenant.
 * Anything else would make the payment page an open redirect. Answered absolute (providers need it).
 */
export function safeReturnUrl(raw: string, request: FastifyRequest, tenantOrigin: string): string | null {
  const text = raw.trim();
  if (text === '' || text.length > MAX_LENGTH || hasControlCharacters(text) || text.includes('\\')) return null;
  const requestOrigin = `${request.protocol}://${request.host}`;
  if (text.startsWith('/') && !text.startsWith('//')) {
    try {
      return new URL(text, requestOrigin).href;
    } catch {
      return null;
    }
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  const allowed = url.origin === new URL(requestOrigin).origin || url.origin === new URL(tenantOrigin).origin;
  return allowed ? url.href : null;
}

/** The return address with the payment's id and status added, for the panel's return page. */
export function returnUrlWith(returnUrl: string, paymentId: string, status: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('payment_id', paymentId);
  url.searchParams.set('status', status);
  return url.href;
}
