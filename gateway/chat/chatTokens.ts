import { signToken, verifyToken } from '../http/signedTokens.ts';
import type { Participant } from './participants.ts';

/**
 * Chat session tokens (the spec's "sendbird session token", issued by this gateway): HS256 with the
 * access tokens' key but their own audience per tenant, so neither an access token nor another
 * tenant's chat token opens a chat socket. The client keeps one for the tab (cached indefinitely,
 * platform.md 9); a socket checks it once, when it authenticates.
 */
export const chatAudienceOf = (tenantId: string) => `jobboard-chat:${tenantId}`;
export const CHAT_TOKEN_SECONDS = 12 * 60 * 60;

export async function signChatToken(participant: Participant, secret: Uint8Array, now: Date): Promise<string> {
  return signToken(
    {
      subject: participant.side === 'candidate' ? participant.candidateId : participant.userId,
      tenantId: participant.tenantId,
      audience: chatAudienceOf(participant.tenantId),
      claims: participant.side === 'candidate' ? { side: 'candidate' } : { side: 'employer', company: participant.companyId },
      lifetimeSeconds: CHAT_TOKEN_SECONDS,
    },
    secret,
    now,
  );
}

/** The participant of a valid chat token of this tenant, or null (never throws). */
export async function verifyChatToken(token: unknown, tenantId: string, secret: Uint8Array, now: Date): Promise<Participant | null> {
  if (typeof token !== 'string' || token.length === 0) return null;
  const verified = await verifyToken(token, tenantId, chatAudienceOf(tenantId), secret, now);
  if (!verified) return null;
  const { side, company } = verified.claims;
  if (side === 'candidate') return { side, tenantId, candidateId: verified.subject };
  if (side === 'employer' && typeof company === 'number' && Number.isSafeInteger(company))
    return { side, tenantId, userId: verified.subject, companyId: company };
  return null;
}
