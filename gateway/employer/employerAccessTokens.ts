import { jwtVerify, SignJWT } from 'jose';
import type { EmployerRole } from '../../contract/employer.ts';
import { TOKEN_ISSUER } from '../session/accessTokens.ts';

/**
 * Employer access tokens: HS256 like the candidates' (same key, same issuer), but their own audience
 * per tenant, `jobboard-employer:<tenant>`. A candidate's token fails an employer route's check and an
 * employer's fails a candidate route's, because each verifies only its own audience.
 */
export const employerAudienceOf = (tenantId: string) => `jobboard-employer:${tenantId}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAX_TOKEN_LENGTH = 4096;

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
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ tenant: claims.tenantId, sid: claims.familyId, company: claims.companyId, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(employerAudienceOf(claims.tenantId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .sign(secret);
}

/** The claims of a valid employer token of this tenant, or null (never throws). */
export async function verifyEmployerToken(token: string, tenantId: string, secret: Uint8Array, now: Date): Promise<EmployerClaims | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: employerAudienceOf(tenantId),
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const { sub, tenant, sid, company, role } = payload as Record<string, unknown>;
    if (typeof sub !== 'string' || !UUID.test(sub) || tenant !== tenantId || typeof sid !== 'string' || !UUID.test(sid)) return null;
    if (typeof company !== 'number' || !Number.isSafeInteger(company) || (role !== 'admin' && role !== 'recruiter' && role !== 'member')) return null;
    // "member" is the recruiter's name in tokens signed before migration 0020 (at most 15 minutes old).
    return { userId: sub, tenantId, companyId: company, role: role === 'member' ? 'recruiter' : role, familyId: sid };
  } catch {
    return null;
  }
}
