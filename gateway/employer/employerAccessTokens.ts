import type { EmployerRole } from '../../contract/employer.ts';
import { signToken, TOKEN_ID_PATTERN, verifyToken } from '../http/signedTokens.ts';

/**
 * Employer access tokens: HS256 like the candidates' (same key, same issuer), but their own audience
 * per tenant, `jobboard-employer:<tenant>`. A candidate's token fails an employer route's check and an
 * employer's fails a candidate route's, because each verifies only its own audience.
 */
export const employerAudienceOf = (tenantId: string) => `jobboard-employer:${tenantId}`;

export interface EmployerClaims {
  /** The employer user (`sub`). */
  readonly userId: string;
  readonly tenantId: string;
  /** The company whose offers, payments and codes the user may see (`company`). */
  readonly companyId: number;
  readonly role: EmployerRole;
  /** The login's refresh-token family (`sid`): revoking it ends the token at once. */
  readonly familyId: string;
}

export async function signEmployerToken(claims: EmployerClaims, secret: Uint8Array, now: Date, lifetimeSeconds: number): Promise<string> {
  return signToken(
    {
      subject: claims.userId,
      tenantId: claims.tenantId,
      audience: employerAudienceOf(claims.tenantId),
      claims: { sid: claims.familyId, company: claims.companyId, role: claims.role },
      lifetimeSeconds,
    },
    secret,
    now,
  );
}

/** The claims of a valid employer token of this tenant, or null (never throws). */
export async function verifyEmployerToken(token: string, tenantId: string, secret: Uint8Array, now: Date): Promise<EmployerClaims | null> {
  const verified = await verifyToken(token, tenantId, employerAudienceOf(tenantId), secret, now);
  if (!verified) return null;
  const { sid, company, role } = verified.claims;
  if (typeof sid !== 'string' || !TOKEN_ID_PATTERN.test(sid)) return null;
  if (typeof company !== 'number' || !Number.isSafeInteger(company) || (role !== 'admin' && role !== 'recruiter' && role !== 'member')) return null;
  // "member" is the recruiter's name in tokens signed before migration 0020 (at most 15 minutes old).
  return { userId: verified.subject, tenantId, companyId: company, role: role === 'member' ? 'recruiter' : role, familyId: sid };
}
