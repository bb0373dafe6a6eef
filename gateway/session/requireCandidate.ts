import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { bearerToken } from '../http/bearerToken.ts';
import { requireTenant } from '../http/tenantScope.ts';
import { verifyAccessToken, type AccessClaims } from './accessTokens.ts';
import type { ResolvedAuthSettings } from './AuthSettings.ts';
import { candidateFamilies } from './refreshTokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    candidate: AccessClaims;
  }
}

/** The one answer to every bearer problem, so that nothing tells a forged token from an expired one. */
export function sendUnauthorized(reply: FastifyReply): FastifyReply {
  return reply
    .code(401)
    .header('www-authenticate', 'Bearer error="invalid_token"')
    .send({ error: 'unauthorized', message: 'Your session has ended. Sign in again.' });
}

/**
 * A preHandler for `/:tenant/candidates/...`: a known tenant (else 404), then a valid bearer token
 * of that tenant whose login is not revoked (else 401). Sets `request.tenant` and `request.candidate`.
 */
export function candidateGuard(deps: GatewayDeps, auth: ResolvedAuthSettings) {
  return async function requireCandidate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await requireTenant(request, reply);
    if (reply.sent || !request.tenant) return;
    const token = bearerToken(request);
    const claims = token ? await verifyAccessToken(token, request.tenant.id, auth.secret, deps.now()) : null;
    if (!claims || !(await candidateFamilies.isActive(deps.db, claims.familyId, claims.candidateId, request.tenant.id))) {
      await sendUnauthorized(reply);
      return;
    }
    request.candidate = claims;
  };
}
