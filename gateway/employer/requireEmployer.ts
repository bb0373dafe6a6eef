import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { bearerToken } from '../http/bearerToken.ts';
import { requireTenant } from '../http/tenantScope.ts';
import type { ResolvedAuthSettings } from '../session/AuthSettings.ts';
import { sendUnauthorized } from '../session/requireCandidate.ts';
import { verifyEmployerToken, type EmployerClaims } from './employerAccessTokens.ts';
import { employerFamilies } from '../session/refreshTokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The employer behind the bearer token; null on a route open to guests when none was sent. */
    employer: EmployerClaims | null;
  }
}

export interface EmployerGuards {
  /** A known tenant, then a valid employer bearer of it whose login is alive; else 404 / 401. */
  readonly requireEmployer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /**
   * The same for routes guests may call too (initiate, edit by token, pay): no Authorization header
   * is a guest (`request.employer` null), but a header that is not a live employer token is a 401,
   * so that the panel refreshes rather than silently acting as a guest.
   */
  readonly optionalEmployer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/** The employer behind the request's bearer token, or null: none, not a valid one of this tenant, or its login ended. */
export async function bearerEmployer(deps: GatewayDeps, auth: ResolvedAuthSettings, request: FastifyRequest): Promise<EmployerClaims | null> {
  const token = bearerToken(request);
  const claims = token ? await verifyEmployerToken(token, request.tenant.id, auth.secret, deps.now()) : null;
  return claims && (await employerFamilies.isActive(deps.db, claims.familyId, claims.userId, request.tenant.id)) ? claims : null;
}

/** Mirrors gateway/session/requireCandidate.ts for employer tokens (their own audience and families). */
export function employerGuards(deps: GatewayDeps, auth: ResolvedAuthSettings): EmployerGuards {
  async function check(request: FastifyRequest, reply: FastifyReply, required: boolean): Promise<void> {
    await requireTenant(request, reply);
    if (reply.sent) return;
    request.employer = null;
    if (request.headers.authorization === undefined && !required) return;
    const claims = await bearerEmployer(deps, auth, request);
    if (!claims) {
      await sendUnauthorized(reply);
      return;
    }
    request.employer = claims;
  }
  return {
    requireEmployer: (request, reply) => check(request, reply, true),
    optionalEmployer: (request, reply) => check(request, reply, false),
  };
}

/** The employer of a route guarded by requireEmployer. */
export function employerOf(request: FastifyRequest): EmployerClaims {
  if (!request.employer) throw new Error('employerOf on a route without requireEmployer');
  return request.employer;
}
