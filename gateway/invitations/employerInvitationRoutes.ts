import type { FastifyInstance } from 'fastify';
import type { ChatTokenDto } from '../../contract/chat.ts';
import {
  ALREADY_INVITED,
  CANDIDATE_NOT_MATCHED,
  PASSIVE_CANDIDATES_UNAVAILABLE,
  SendConversationRequestCodec,
  type CandidateSearchPageDto,
} from '../../contract/invitations.ts';
import { FIT_THRESHOLD } from '../../core/profile/matching/matchPercent.ts';
import type { ResolvedAlertSettings } from '../alerts/AlertSettings.ts';
import { signChatToken } from '../chat/chatTokens.ts';
import { employerOf, type EmployerGuards } from '../employer/requireEmployer.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { decodeInput, sendBadRequest, UUID_PATTERN } from '../http/decodeInput.ts';
import { candidateDetails } from './candidateDetails.ts';
import { companyOffer, companyOffers, isVisible, rankCandidates } from './candidateSearch.ts';
import { companyRequests, toSentRequest } from './conversationRequests.ts';
import { isOpen, passiveGate } from './passiveSettings.ts';
import { sendInvitation } from './sendInvitation.ts';

type Deps = Required<Pick<GatewayDeps, 'events'>> & GatewayDeps;

const UNAVAILABLE = { error: PASSIVE_CANDIDATES_UNAVAILABLE, message: 'Passive candidates are unavailable for a while. Try again later.' } as const;
const NO_OFFER = { error: 'not-found', message: 'No such published offer of your company.' } as const;
const NO_CANDIDATE = { error: 'not-found', message: 'No such candidate.' } as const;

/** Why an invitation was not sent, as the panel is told. */
const refusals = {
  'no-offer': [404, NO_OFFER],
  'no-candidate': [404, NO_CANDIDATE],
  'not-matched': [409, { error: CANDIDATE_NOT_MATCHED, message: 'This candidate cannot be invited for this offer.' }],
  'already-invited': [409, { error: ALREADY_INVITED, message: 'This candidate was already invited for this offer.' }],
} as const;

const offerIdOf = (query: unknown): string | null => {
  const value = (query as Record<string, unknown>)['jobAdvertisementId'];
  return typeof value === 'string' && UUID_PATTERN.test(value) ? value.toLowerCase() : null;
};

/** The page asked for, or the sentence that says what is wrong with it. */
function paging(query: unknown): { page: number; pageSize: number } | string {
  const raw = query as Record<string, unknown>;
  const page = raw['page'] === undefined ? 1 : Number(raw['page']);
  const pageSize = raw['pageSize'] === undefined ? 20 : Number(raw['pageSize']);
  if (!Number.isInteger(page) || page < 1 || page > 1000) return 'page: a whole number from 1 to 1000.';
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) return 'pageSize: a whole number from 1 to 100.';
  return { page, pageSize };
}

/**
 * The employer panel's side of passive candidates (docs/candidate-api.md, "Employer panel"): the
 * offers to search for, the ranked search with placeholders, the details panel, invitations and the
 * employer's chat session token. A hidden candidate's answer carries no field of theirs.
 */
export function employerInvitationRoutes(
  app: FastifyInstance,
  deps: Deps,
  guards: EmployerGuards,
  mail: ResolvedAlertSettings,
  secret: Uint8Array,
): void {
  const guarded = { preHandler: guards.requireEmployer };

  app.get('/:tenant/v2/employer-panel/candidate-search/offers', guarded, async (request) => ({
    items: await companyOffers(deps.db, request.tenant.id, employerOf(request).companyId),
  }));

  app.get('/:tenant/v2/employer-panel/candidates', guarded, async (request, reply) => {
    const offerId = offerIdOf(request.query);
    if (offerId === null) return sendBadRequest(reply, 'jobAdvertisementId: the id of one of your published offers.');
    const pages = paging(request.query);
    if (typeof pages === 'string') return sendBadRequest(reply, pages);
    const offer = await companyOffer(deps.db, request.tenant.id, employerOf(request).companyId, offerId);
    if (!offer) return reply.code(404).send(NO_OFFER);
    const open = isOpen(await passiveGate(deps.db, request.tenant.id));
    const ranked = await rankCandidates(deps.db, request.tenant.id, offer);
    const start = (pages.page - 1) * pages.pageSize;
    const page: CandidateSearchPageDto = {
      items: ranked
        .slice(start, start + pages.pageSize)
        .map((candidate) =>
          isVisible(candidate, open)
            ? { visibility: 'visible', ...candidate.card, matchPercent: candidate.percent, invitation: candidate.invitation }
            : { visibility: 'hidden' },
        ),
      hasNextPage: ranked.length > start + pages.pageSize,
      pageNumber: pages.page,
      threshold: FIT_THRESHOLD,
    };
    return page;
  });

  app.get('/:tenant/v2/employer-panel/candidates/:candidateId', guarded, async (request, reply) => {
    const { candidateId } = request.params as { candidateId: string };
    const offerId = offerIdOf(request.query);
    if (offerId === null) return sendBadRequest(reply, 'jobAdvertisementId: the id of one of your published offers.');
    if (!UUID_PATTERN.test(candidateId)) return reply.code(404).send(NO_CANDIDATE);
    const offer = await companyOffer(deps.db, request.tenant.id, employerOf(request).companyId, offerId);
    if (!offer) return reply.code(404).send(NO_OFFER);
    const lang = (request.query as Record<string, unknown>)['lang'];
    const details = await candidateDetails(
      deps.db,
      request.tenant,
      offer,
      candidateId.toLowerCase(),
      lang === 'pl' || lang === 'en' ? lang : request.tenant.defaultLanguage,
    );
    return details ?? reply.code(404).send(NO_CANDIDATE);
  });

  // The CV opens from the candidate's public application document, which the documents context will provide.
  app.get('/:tenant/v2/employer-panel/candidates/:candidateId/cv', guarded, async (_request, reply) =>
    reply.code(404).send({ error: 'no-cv', message: 'This candidate has not added a CV.' }),
  );

  app.post('/:tenant/v2/employer-panel/conversation-requests', guarded, async (request, reply) => {
    const body = decodeInput(SendConversationRequestCodec, request.body);
    if (!body || !UUID_PATTERN.test(body.candidateId) || !UUID_PATTERN.test(body.jobAdvertisementId)) {
      return sendBadRequest(reply, 'Send { "candidateId": "<uuid>", "jobAdvertisementId": "<uuid>" }.');
    }
    if (!isOpen(await passiveGate(deps.db, request.tenant.id))) return reply.code(409).send(UNAVAILABLE);
    const employer = employerOf(request);
    const outcome = await sendInvitation(deps, mail, {
      tenantId: request.tenant.id,
      companyId: employer.companyId,
      sentBy: employer.userId,
      candidateId: body.candidateId.toLowerCase(),
      offerId: body.jobAdvertisementId.toLowerCase(),
    });
    if (outcome.kind !== 'sent') {
      const [status, body] = refusals[outcome.kind];
      return reply.code(status).send(body);
    }
    return reply.code(201).send(toSentRequest(outcome.request, null));
  });

  app.get('/:tenant/v2/employer-panel/conversation-requests', guarded, async (request) => ({
    items: await companyRequests(deps.db, request.tenant.id, employerOf(request).companyId, offerIdOf(request.query)),
  }));

  app.post('/:tenant/v2/employer-panel/chat/session-token', guarded, async (request, reply) => {
    if (!isOpen(await passiveGate(deps.db, request.tenant.id))) return reply.code(409).send(UNAVAILABLE);
    const employer = employerOf(request);
    const token = await signChatToken(
      { side: 'employer', tenantId: request.tenant.id, userId: employer.userId, companyId: employer.companyId },
      secret,
      deps.now(),
    );
    const body: ChatTokenDto = { token };
    return body;
  });
}
