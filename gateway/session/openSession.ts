import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionDto } from '../../contract/session.ts';
import { addFavourite } from '../favourites/favouriteOffers.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { UUID_PATTERN } from '../http/decodeInput.ts';
import { tokenFeatureFlags } from '../invitations/passiveSettings.ts';
import { signAccessToken } from './accessTokens.ts';
import type { ResolvedAuthSettings } from './AuthSettings.ts';
import { toProfileDto, type CandidateRow } from './candidates.ts';
import { candidateFamilies } from './refreshTokens.ts';
import { setSessionCookies } from './sessionCookies.ts';

export type OpenSession = (request: FastifyRequest, reply: FastifyReply, candidate: CandidateRow, favoriteOfferId: unknown) => Promise<SessionDto>;

/** A new login: a refresh-token family, its cookies, an access token; then the optional favourite. */
export function sessionOpener(deps: GatewayDeps, auth: ResolvedAuthSettings): OpenSession {
  return async (request, reply, candidate, favoriteOfferId) => {
    const now = deps.now();
    const family = await candidateFamilies.start(deps.db, candidate.id, request.tenant.id, now, auth.refreshTokenSeconds);
    setSessionCookies(request, reply, auth, { refreshToken: family.token, candidateId: candidate.id });
    if (typeof favoriteOfferId === 'string' && UUID_PATTERN.test(favoriteOfferId.trim())) {
      await addFavourite(deps.db, request.tenant.id, candidate.id, favoriteOfferId.trim().toLowerCase(), now);
    }
    return sessionOf(deps, auth, request.tenant.id, candidate, family.familyId, now);
  };
}

/** The answer to a login or a refresh: a new access token of the login family, and the candidate's profile. */
export async function sessionOf(
  deps: GatewayDeps,
  auth: ResolvedAuthSettings,
  tenantId: string,
  candidate: CandidateRow,
  familyId: string,
  now: Date,
): Promise<SessionDto> {
  const featureFlags = await tokenFeatureFlags(deps.db, tenantId, candidate.feature_flags);
  const token = await signAccessToken({ candidateId: candidate.id, tenantId, familyId, featureFlags }, auth.secret, now, auth.accessTokenSeconds);
  return { token, loggedCandidateDto: toProfileDto(candidate) };
}
