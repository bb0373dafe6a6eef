import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_ISSUER } from '../session/accessTokens.ts';
import type { Participant } from './participants.ts';

/**
 * Chat session tokens (the spec's "sendbird session token", issued by this gateway): HS256 with the
 * access tokens' key but their own audience per tenant, so neither an access token nor another
 * tenant's chat token opens a chat socket. The client keeps one for the tab (cached indefinitely,
 * platform.md 9); a socket checks it once, when it authenticates.
 */
export const chatAudienceOf = (tenantId: string) => `jobboard-chat:${tenantId}`;
export const CHAT_TOKEN_SECONDS = 12 * 60 * 60;
const MAX_TOKEN_LENGTH = 4096;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function signChatToken(participant: Participant, secret: Uint8Array, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const claims = participant.side === 'candidate' ? { side: 'candidate' } : { side: 'employer', company: participant.companyId };
  return new SignJWT({ tenant: participant.tenantId, ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(participant.side === 'candidate' ? participant.candidateId : participant.userId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(chatAudienceOf(participant.tenantId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + CHAT_TOKEN_SECONDS)
    .sign(secret);
}

/** The participant of a valid chat token of this tenant, or null (never throws). */
export async function verifyChatToken(token: unknown, tenantId: string, secret: Uint8Array, now: Date): Promise<Participant | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: chatAudienceOf(tenantId),
      currentDate: now,
      requiredClaims: ['sub', 'exp'],
    });
    const { sub, tenant, side, company } = payload as Record<string, unknown>;
    if (typeof sub !== 'string' || !UUID.test(sub) || tenant !== tenantId) return null;
    if (side === 'candidate') return { side, tenantId, candidateId: sub };
    if (side === 'employer' && typeof company === 'number' && Number.isSafeInteger(company))
      return { side, tenantId, userId: sub, companyId: company };
    return null;
  } catch {
    return null;
  }
}
