import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ChatTokenCodec, type ChatTokenDto } from '../../contract/chat.ts';
import {
  INVITATION_ALREADY_ANSWERED,
  PASSIVE_CANDIDATES_UNAVAILABLE,
  PassiveOptInCodec,
  RejectionCodec,
  type ConversationRequestListDto,
  type InvitationStatsDto,
  type PassiveStatusDto,
} from '../../contract/invitations.ts';
import { signChatToken } from '../chat/chatTokens.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { decodeInput, sendBadRequest, UUID_PATTERN } from '../http/decodeInput.ts';
import type { OwnCandidate } from '../profile/ownCandidate.ts';
import { answerInvitation, type Answer } from './answerInvitation.ts';
import { candidateRequests, totalCount } from './conversationRequests.ts';
import { isOpen, isOptedIn, passiveGate, setOptedIn } from './passiveSettings.ts';

type Deps = Required<Pick<GatewayDeps, 'events'>> & GatewayDeps;

const UNAVAILABLE = { error: PASSIVE_CANDIDATES_UNAVAILABLE, message: 'Passive candidates are unavailable for a while. Try again later.' } as const;
const NO_INVITATION = { error: 'not-found', message: 'No such invitation.' } as const;

/** `companies/{companyId}/job-advertisements/{adId}` of the answer routes, or null for ids that cannot name one. */
function answerIds(request: FastifyRequest): { companyId: number; offerId: string } | null {
  const { companyId, adId } = request.params as { companyId?: string; adId?: string };
  const company = Number(companyId);
  if (!/^[1-9]\d{0,9}$/.test(companyId ?? '') || !Number.isSafeInteger(company) || !UUID_PATTERN.test(adId ?? '')) return null;
  return { companyId: company, offerId: (adId ?? '').toLowerCase() };
}

async function statusOf(deps: GatewayDeps, tenantId: string, candidateId: string): Promise<PassiveStatusDto> {
  const gate = await passiveGate(deps.db, tenantId);
  return { ...gate, optedIn: await isOptedIn(deps.db, candidateId) };
}

/**
 * The candidate's passive-candidates routes (docs/candidate-api.md, "Invitations"): the status and
 * the opt-in, invitation stats, the invitations and their answers, the chat session token. All are
 * the bearer's own (`own`: 401, then 404 for another id).
 */
export function candidateInvitationRoutes(app: FastifyInstance, deps: Deps, own: OwnCandidate, secret: Uint8Array): void {
  app.get('/:tenant/candidates/:id/passive-candidate-status', own, async (request) =>
    statusOf(deps, request.tenant.id, request.candidate.candidateId),
  );

  app.put('/:tenant/candidates/:id/passive-candidate-status', own, async (request, reply) => {
    const body = decodeInput(PassiveOptInCodec, request.body);
    if (!body) return sendBadRequest(reply, 'Send { "optedIn": true } or { "optedIn": false }.');
    const gate = await passiveGate(deps.db, request.tenant.id);
    if (body.optedIn && !isOpen(gate)) return reply.code(409).send(UNAVAILABLE);
    await setOptedIn(deps.db, { tenantId: request.tenant.id, candidateId: request.candidate.candidateId }, body.optedIn, deps.now());
    return statusOf(deps, request.tenant.id, request.candidate.candidateId);
  });

  app.get('/:tenant/candidates/:id/invitation-stats', own, async (request): Promise<InvitationStatsDto> => ({
    total: await totalCount(deps.db, request.candidate.candidateId),
  }));

  app.get('/:tenant/candidates/:id/conversation-requests', own, async (request): Promise<ConversationRequestListDto> => ({
    items: await candidateRequests(deps.db, request.tenant.id, request.candidate.candidateId),
  }));

  const answer = (kind: Answer) => async (request: FastifyRequest, reply: FastifyReply) => {
    const ids = answerIds(request);
    if (ids === null) return reply.code(404).send(NO_INVITATION);
    if (kind === 'rejected' && request.body !== undefined && request.body !== null && !decodeInput(RejectionCodec, request.body)) {
      return sendBadRequest(reply, 'Send { "reason": null }.');
    }
    if (kind === 'accepted' && !isOpen(await passiveGate(deps.db, request.tenant.id))) return reply.code(409).send(UNAVAILABLE);
    const outcome = await answerInvitation(deps, { tenantId: request.tenant.id, candidateId: request.candidate.candidateId, ...ids, answer: kind });
    if (outcome === 'not-found') return reply.code(404).send(NO_INVITATION);
    if (outcome === 'already-answered') {
      return reply
        .code(409)
        .send({ error: INVITATION_ALREADY_ANSWERED, message: `This invitation was already ${kind === 'accepted' ? 'declined' : 'accepted'}.` });
    }
    return reply.code(204).send();
  };
  const path = '/:tenant/candidates/:id/companies/:companyId/job-advertisements/:adId/conversation-request';
  app.put(`${path}/acceptances`, own, answer('accepted'));
  app.put(`${path}/rejections`, own, answer('rejected'));

  app.post('/:tenant/candidates/:id/conversation-chats/sendbird/session-token', own, async (request, reply) => {
    if (!isOpen(await passiveGate(deps.db, request.tenant.id))) return reply.code(409).send(UNAVAILABLE);
    const token = await signChatToken(
      { side: 'candidate', tenantId: request.tenant.id, candidateId: request.candidate.candidateId },
      secret,
      deps.now(),
    );
    const body: ChatTokenDto = ChatTokenCodec.encode({ token });
    return body;
  });
}
