/**
 * Reading (never verifying) the claims of the bearer JWT: the gateway verifies the signature on
 * every call, so a tampered token only ever earns a 401. Pure ECMAScript, no atob or Buffer.
 */
// @ts-nocheck

export interface TokenClaims {
  /** The candidate id (`sub`), or null when absent. */
  readonly subject: string | null;
  /** The `featureFlags` bit field; 0 when absent or not a non-negative integer. */
  readonly featureFlags: number;
  /** Expiry in seconds since the epoch (`exp`), or null. */
  readonly expiresAt: number | null;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
const MAX_TOKEN_LENGTH = 8192;

/** Whether a stored value looks like a JWT at all (three base64url segments, sane length). */
export function isPlausibleToken(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_TOKEN_LENGTH && TOKEN_SHAPE.test(value) && readTokenClaims(value) !== null;
}

/** The claims of a JWT-shaped token, or null when it is not one. Never throws. */
export function readTokenClaims(token: string): TokenClaims | null {
  if (token.length > MAX_TOKEN_LENGTH || !TOKEN_SHAPE.test(token)) return null;
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  const text = decodeBase64Url(payload);
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const claims = parsed as Record<string, unknown>;
  const flags = claims['featureFlags'];
  const exp = claims['exp'];
  const sub = claims['sub'];
  return {
    subject: typeof sub === 'string' && sub !== '' ? sub : null,
    featureFlags: typeof flags === 'number' && Number.isSafeInteger(flags) && flags >= 0 ? flags : 0,
    expiresAt: typeof exp === 'number' && Number.isFinite(exp) ? exp : null,
  };
}

/** The feature-flag bit field of a token; 0 (none) for anything unreadable. */
export const featureFlagsFromToken = (token: string | null): number => (token === null ? 0 : (readTokenClaims(token)?.featureFlags ?? 0));

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function decodeBase64Url(segment: string): string | null {
  if (segment.length % 4 === 1) return null;
  let bits = 0;
  let bitCount = 0;
  let escaped = '';
  for (const char of segment) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return null;
    bits = ((bits << 6) | value) & 0xffff;
    bitCount += 6;
    if (bitCount >= 8) {
      bitCount -= 8;
      escaped += `%${((bits >> bitCount) & 0xff).toString(16).padStart(2, '0')}`;
    }
  }
  try {
    return decodeURIComponent(escaped);
  } catch {
    return null;
  }
}
