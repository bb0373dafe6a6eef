import { jwtVerify, SignJWT } from 'jose';

export const TOKEN_ISSUER = 'jobboard-gateway';
/** Each tenant is its own audience: a token minted for one tenant fails verification on another. */
export const audienceOf = (tenantId: string) => `jobboard:${tenantId}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAX_TOKEN_LENGTH = 4096;

export interface AccessClaims {
  /** The candidate id (`sub`). */
  readonly candidateId: string;
  readonly tenantId: string;
  /** The login (refresh-token family) the token belongs to (`sid`): revoking the family revokes the token. */
  readonly familyId: string;
  /** Bit field (`featureFlags`): none = 0, passiveCandidates = 2. */
  readonly featureFlags: number;
}

/** The feature-flag bits of the `featureFlags` claim (platform.md 3): none = 0, passiveCandidates = 2. */
export const FeatureFlagBits = { none: 0, passiveCandidates: 2 } as const;

/** `flags` with one feature's bit set or cleared; the other bits stay as they are. */
export function withFeatureFlag(flags: number, feature: Exclude<keyof typeof FeatureFlagBits, 'none'>, on: boolean): number {
  const bit = FeatureFlagBits[feature];
  return on ? flags | bit : flags & ~bit;
}

/** Signs a short-lived HS256 access token. */
export async function signAccessToken(claims: AccessClaims, secret: Uint8Array, now: Date, lifetimeSeconds: number): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ tenant: claims.tenantId, sid: claims.familyId, featureFlags: claims.featureFlags })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.candidateId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(audienceOf(claims.tenantId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .sign(secret);
}

/**
 * The claims of a valid token for this tenant, or null: bad signature, another algorithm (`none`
 * included), wrong issuer or audience, expired, malformed. Never throws.
 */
export async function verifyAccessToken(token: string, tenantId: string, secret: Uint8Array, now: Date): Promise<AccessClaims | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: audienceOf(tenantId),
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const { sub, tenant, sid, featureFlags } = payload as Record<string, unknown>;
    if (typeof sub !== 'string' || !UUID.test(sub) || tenant !== tenantId || typeof sid !== 'string' || !UUID.test(sid)) return null;
    const flags = typeof featureFlags === 'number' && Number.isSafeInteger(featureFlags) && featureFlags >= 0 ? featureFlags : 0;
    return { candidateId: sub, tenantId, familyId: sid, featureFlags: flags };
  } catch {
    return null;
  }
}
