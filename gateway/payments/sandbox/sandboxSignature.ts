import { createHmac, timingSafeEqual } from 'node:crypto';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The sandbox's signing key, derived from the access-token secret: every process with one JWT_SECRET agrees on it. */
export function sandboxKey(authSecret: Uint8Array): Buffer {
  return createHmac('sha256', authSecret).update('jobboard payments sandbox v1').digest();
}

/** `sha256=<hex>` of HMAC-SHA256 over the raw body. */
export function signSandboxBody(key: Buffer, body: string | Buffer): string {
  return `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;
}

export function sandboxSignatureMatches(key: Buffer, body: Buffer, header: unknown): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signSandboxBody(key, body));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
