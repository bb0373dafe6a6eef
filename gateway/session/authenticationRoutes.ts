import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { EMAIL_MAX_LENGTH, LoginRequestCodec, PASSWORD_MAX_LENGTH } from '../../contract/session.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { decodeInput, sendBadRequest } from '../http/decodeInput.ts';
import { requireTenant } from '../http/tenantScope.ts';
import { verifyAccessToken } from './accessTokens.ts';
import type { ResolvedAuthSettings } from './AuthSettings.ts';
import { authenticationContext } from './AuthenticationContext.ts';
import { findByEmail, findById, normaliseEmail, updatePasswordHash } from './candidates.ts';
import { sessionOf } from './openSession.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwordHashing.ts';
import { candidateFamilies } from './refreshTokens.ts';
import { passwordRoutes } from './passwordRoutes.ts';
import { registrationRoutes } from './registrationRoutes.ts';
import { sendUnauthorized } from './requireCandidate.ts';
import { clearSessionCookies, readRefreshCookie, setSessionCookies } from './sessionCookies.ts';

/** The only answer to a failed login: it never says whether the e-mail has an account. */
export const INVALID_CREDENTIALS = { error: 'invalid-credentials', message: 'Wrong e-mail or password.' } as const;

/** POST login, PUT refresh-token and POST logout under /:tenant/authentication, and the registration routes. */
export async function authenticationRoutes(app: FastifyInstance, deps: GatewayDeps, auth: ResolvedAuthSettings): Promise<void> {
  // Compared against when the e-mail is unknown, so that a miss costs the same scrypt work as a wrong password.
  const dummyHash = hashPassword(randomBytes(18).toString('base64url'), auth.passwordHashing);
  dummyHash.catch(() => undefined);
  const costOfAMiss = async (password: string): Promise<false> => {
    await verifyPassword(password, await dummyHash);
    return false;
  };
  const context = authenticationContext(deps, auth);
  const { openSession, limits } = context;
  registrationRoutes(app, context);
  passwordRoutes(app, context);

  app.post('/:tenant/authentication/login', limits.route, async (request, reply) => {
    const body = decodeInput(LoginRequestCodec, request.body);
    if (!body) return sendBadRequest(reply, 'Send email and password.');
    const password = body.password.slice(0, PASSWORD_MAX_LENGTH);
    const email = normaliseEmail(body.email);
    if (!(await limits.account(request, reply, email))) return reply;
    const candidate = email.length <= EMAIL_MAX_LENGTH ? await findByEmail(deps.db, request.tenant.id, email) : undefined;
    const matches = candidate ? await verifyPassword(password, candidate.password_hash) : await costOfAMiss(password);
    if (!candidate || !matches || body.password.length > PASSWORD_MAX_LENGTH) {
      request.log.info({ event: 'login-failed', tenant: request.tenant.id });
      return reply.code(401).send(INVALID_CREDENTIALS);
    }
    if (needsRehash(candidate.password_hash, auth.passwordHashing)) {
      await updatePasswordHash(deps.db, candidate.id, await hashPassword(password, auth.passwordHashing));
    }
    await candidateFamilies.pruneExpired(deps.db, deps.now());
    request.log.info({ event: 'login', tenant: request.tenant.id, candidate: candidate.id });
    return openSession(request, reply, candidate, body.favoriteOfferId);
  });

  app.put('/:tenant/authentication/refresh-token', { preHandler: requireTenant }, async (request, reply) => {
    const presented = readRefreshCookie(request);
    const now = deps.now();
    const rotation = presented
      ? await candidateFamilies.rotate(deps.db, presented, request.tenant.id, now, auth.refreshTokenSeconds, auth.secret)
      : ({ kind: 'invalid' } as const);
    if (rotation.kind === 'reused') {
      request.log.warn({ event: 'refresh-token-reuse', tenant: request.tenant.id, candidate: rotation.ownerId, family: rotation.familyId });
    }
    const candidate = rotation.kind === 'rotated' ? await findById(deps.db, request.tenant.id, rotation.ownerId) : undefined;
    if (rotation.kind !== 'rotated' || !candidate) {
      clearSessionCookies(request, reply, auth);
      return sendUnauthorized(reply);
    }
    setSessionCookies(request, reply, auth, { refreshToken: rotation.token, candidateId: candidate.id });
    return sessionOf(deps, auth, request.tenant.id, candidate, rotation.familyId, now);
  });

  app.post('/:tenant/authentication/logout', { preHandler: requireTenant }, async (request, reply) => {
    const now = deps.now();
    const presented = readRefreshCookie(request);
    if (presented) await candidateFamilies.revokeFamilyOf(deps.db, presented, request.tenant.id, now);
    // A bearer without the cookie (another path, a script) still ends its own login.
    const header = request.headers.authorization;
    const bearer = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const claims = bearer ? await verifyAccessToken(bearer, request.tenant.id, auth.secret, now) : null;
    if (claims) await candidateFamilies.revokeFamily(deps.db, claims.familyId, now);
    clearSessionCookies(request, reply, auth);
    return reply.code(204).send();
  });
}
