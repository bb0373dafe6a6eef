import { signToken, TOKEN_ID_PATTERN, verifyToken } from '../http/signedTokens.ts';

/** Each tenant is its own audience: a token minted for one tenant fails verification on another. */
export const audienceOf = (tenantId: string) => `jobboard:${tenantId}`;

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
  return signToken(
    {
      subject: claims.candidateId,
      tenantId: claims.tenantId,
      audience: audienceOf(claims.tenantId),
      claims: { sid: claims.familyId, featureFlags: claims.featureFlags },
      lifetimeSeconds,
    },
    secret,
    now,
  );
}

/**
 * The claims of a valid token for this tenant, or null: bad signature, another algorithm (`none`
 * included), wrong issuer or audience, expired, malformed. Never throws.
 */
export async function verifyAccessToken(token: string, tenantId: string, secret: Uint8Array, now: Date): Promise<AccessClaims | null> {
  const verified = await verifyToken(token, tenantId, audienceOf(tenantId), secret, now);
  if (!verified) return null;
  const { sid, featureFlags } = verified.claims;
  if (typeof sid !== 'string' || !TOKEN_ID_PATTERN.test(sid)) return null;
  const flags = typeof featureFlags === 'number' && Number.isSafeInteger(featureFlags) && featureFlags >= 0 ? featureFlags : 0;
  return { candidateId: verified.subject, tenantId, familyId: sid, featureFlags: flags };
}
