import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

/**
 * The JWTs this gateway signs (candidates' and employers' access tokens, chat tokens): HS256 with
 * one key and one issuer, and an audience per kind of token and tenant, so that a token of one kind
 * or tenant fails the check of another.
 */
const TOKEN_ISSUER = 'jobboard-gateway';
const MAX_TOKEN_LENGTH = 4096;

/** An id as this gateway writes it into a token: a lower-case UUID. */
export const TOKEN_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface TokenToSign {
  readonly subject: string;
  readonly tenantId: string;
  readonly audience: string;
  /** The kind's own claims, after `tenant`. */
  readonly claims: JWTPayload;
  readonly lifetimeSeconds: number;
}

export async function signToken(token: TokenToSign, secret: Uint8Array, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ tenant: token.tenantId, ...token.claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(token.subject)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(token.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + token.lifetimeSeconds)
    .sign(secret);
}

/**
 * The subject (an id) and claims of a valid token of this tenant and audience, or null: bad
 * signature, another algorithm (`none` included), wrong issuer, audience or tenant, expired,
 * malformed, too long. Never throws.
 */
export async function verifyToken(
  token: string,
  tenantId: string,
  audience: string,
  secret: Uint8Array,
  now: Date,
): Promise<{ readonly subject: string; readonly claims: Readonly<Record<string, unknown>> } | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (typeof payload.sub !== 'string' || !TOKEN_ID_PATTERN.test(payload.sub) || payload['tenant'] !== tenantId) return null;
    return { subject: payload.sub, claims: payload };
  } catch {
    return null;
  }
}
