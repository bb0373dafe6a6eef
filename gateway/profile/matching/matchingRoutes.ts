import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FAVOURITE_IDS_MAX } from '../../../contract/favourites.ts';
import { PROFILING_CONSENT_REQUIRED, type MatchedOffersPageDto, type MatchPercentsDto } from '../../../contract/profile.ts';
import { canBeMatched } from '../../../core/profile/matching/matchInputs.ts';
import { MATCH_FLOOR } from '../../../core/profile/matching/matchPercent.ts';
import type { GatewayDeps } from '../../GatewayDeps.ts';
import { sendBadRequest, UUID_PATTERN } from '../../http/decodeInput.ts';
import { jobAdvertisementIds, positiveInteger, type ListQuery } from '../../http/listQuery.ts';
import { currencyValue, languageValue } from '../../listing/offerQuery.ts';
import { toOfferListItem } from '../../listing/offerDto.ts';
import type { candidateGuard } from '../../session/requireCandidate.ts';
import { loadPreferences } from '../candidateDocument.ts';
import { matchCandidateOf, offersByIds, offersSharingSkills, rankByMatch } from './offersForMatching.ts';

const DEFAULT_PAGE_SIZE = 20;
const PAGE_SIZE_MAX = 100;

/** Matching needs the consent named profiling: without it, a 403 that says so (and nothing is computed). */
async function consentGiven(request: FastifyRequest, reply: FastifyReply, deps: GatewayDeps): Promise<boolean> {
  const row = await deps.db.selectFrom('candidates').select('accepts_profiling').where('id', '=', request.candidate.candidateId).executeTakeFirst();
  if (row?.accepts_profiling) return true;
  await reply.code(403).send({
    error: PROFILING_CONSENT_REQUIRED,
    message: 'Matching needs your consent to profiling (PATCH /candidates/consents/profiling { "given": true }).',
  });
  return false;
}

/**
 * GET /candidates/job-advertisements/matched (the matched-for-you page) and
 * /candidates/job-advertisements/match-percents (the cards' badges). Both read the listing's offers
 * for one candidate, behind the bearer: the listing's own search stays the same for everyone, and cached.
 */
export function matchingRoutes(app: FastifyInstance, deps: GatewayDeps, requireCandidate: ReturnType<typeof candidateGuard>): void {
  const guarded = { preHandler: requireCandidate };

  app.get('/:tenant/candidates/job-advertisements/matched', guarded, async (request, reply) => {
    const query = (request.query ?? {}) as ListQuery;
    const page = positiveInteger(query['page'], 1);
    const pageSize = positiveInteger(query['pageSize'], DEFAULT_PAGE_SIZE);
    if (page === null || pageSize === null || pageSize > PAGE_SIZE_MAX)
      return sendBadRequest(reply, `page and pageSize are whole numbers from 1 (pageSize at most ${PAGE_SIZE_MAX}).`);
    if (!(await consentGiven(request, reply, deps))) return reply;
    const preferences = await loadPreferences(deps.db, request.candidate.candidateId);
    const rows = canBeMatched(preferences)
      ? await offersSharingSkills(
          deps.db,
          request.tenant.id,
          preferences.skills.map((skill) => skill.id),
        )
      : [];
    const ranked = rankByMatch(matchCandidateOf(preferences), rows, MATCH_FLOOR);
    const start = (page - 1) * pageSize;
    const currency = currencyValue(query);
    const language = languageValue(query) ?? request.tenant.defaultLanguage;
    const body: MatchedOffersPageDto = {
      items: ranked
        .slice(start, start + pageSize)
        .map(({ row, percent }) => ({ ...toOfferListItem(row, currency, language), matchPercent: percent })),
      hasNextPage: ranked.length > start + pageSize,
      pageNumber: page,
      floor: MATCH_FLOOR,
    };
    return body;
  });

  app.get('/:tenant/candidates/job-advertisements/match-percents', guarded, async (request, reply) => {
    const ids = [...new Set(jobAdvertisementIds((request.query ?? {}) as ListQuery) ?? [])];
    if (ids.length > FAVOURITE_IDS_MAX || !ids.every((id) => UUID_PATTERN.test(id)))
      return sendBadRequest(reply, `jobAdvertisementIds takes at most ${FAVOURITE_IDS_MAX} offer ids.`);
    if (!(await consentGiven(request, reply, deps))) return reply;
    const preferences = await loadPreferences(deps.db, request.candidate.candidateId);
    const rows = canBeMatched(preferences) ? await offersByIds(deps.db, request.tenant.id, ids) : [];
    // An offer below the floor has no percent, as it is not a match: its card shows none.
    const body: MatchPercentsDto = {
      items: rankByMatch(matchCandidateOf(preferences), rows, MATCH_FLOOR).map(({ row, percent }) => ({
        jobAdvertisementId: row.id,
        matchPercent: percent,
      })),
    };
    return body;
  });
}
