import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  LoginRequestCodec,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RegisterRequestCodec,
  SetPasswordRequestCodec,
  type SessionDto,
} from '../../contract/session.ts';
import { addFavourite } from '../favourites/favouriteOffers.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { decodeInput, sendBadRequest, UUID_PATTERN } from '../http/decodeInput.ts';
import { requireTenant } from '../http/tenantScope.ts';
import { signAccessToken, verifyAccessToken } from './accessTokens.ts';
import type { ResolvedAuthSettings } from './AuthSettings.ts';
import { findByEmail, findById, insertCandidate, NO_PASSWORD, normaliseEmail, toProfileDto, updatePasswordHash, type CandidateRow } from './candidates.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwordHashing.ts';
import { pruneExpired, revokeFamily, revokeFamilyOf, rotate, startFamily } from './refreshTokens.ts';
import { sendUnauthorized } from './requireCandidate.ts';
import { clearSessionCookies, readRefreshCookie, setSessionCookies } from './sessionCookies.ts';
import { usePasswordCode } from './passwordCodes.ts';

/** The only answer to a failed login: it never says whether the e-mail has an account. */
export const INVALID_CREDENTIALS = { error: 'invalid-credentials', message: 'Wrong e-mail or password.' } as const;

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

function cleanName(value: string): string | null {
  const name = value.trim();
  return name.length >= 1 && name.length <= NAME_MAX_LENGTH && !CONTROL_CHARACTERS.test(name) ? name : null;
}

/** POST register, POST login, PUT refresh-token, POST logout under /:tenant/authentication. */
export async function authenticationRoutes(app: FastifyInstance, deps: GatewayDeps, auth: ResolvedAuthSettings): Promise<void> {
  // Compared against when the e-mail is unknown, so that a miss costs the same scrypt work as a wrong password.
  const dummyHash = hashPassword(randomBytes(18).toString('base64url'), auth.passwordHashing);
  dummyHash.catch(() => undefined);
  const costOfAMiss = async (password: string): Promise<false> => {
    await verifyPassword(password, await dummyHash);
    return false;
  };

  const limited = {
    preHandler: requireTenant,
    config: {
      rateLimit: {
        max: auth.loginRateLimit.max,
        timeWindow: auth.loginRateLimit.windowMs,
        keyGenerator: (request: FastifyRequest) => `${(request.params as { tenant?: string }).tenant ?? ''}|${request.ip}`,
      },
    },
  };

  /** A new login: a refresh-token family, its cookies, an access token; then the optional favourite. */
  async function openSession(request: FastifyRequest, reply: FastifyReply, candidate: CandidateRow, favoriteOfferId: unknown): Promise<SessionDto> {
    const now = deps.now();
    const family = await startFamily(deps.db, candidate.id, request.tenant.id, now, auth.refreshTokenSeconds);
    setSessionCookies(request, reply, auth, { refreshToken: family.token, candidateId: candidate.id });
    if (typeof favoriteOfferId === 'string' && UUID_PATTERN.test(favoriteOfferId.trim())) {
      await addFavourite(deps.db, request.tenant.id, candidate.id, favoriteOfferId.trim().toLowerCase(), now);
    }
    const token = await signAccessToken(
      { candidateId: candidate.id, tenantId: request.tenant.id, familyId: family.familyId, featureFlags: candidate.feature_flags },
      auth.secret,
      now,
      auth.accessTokenSeconds,
    );
    return { token, loggedCandidateDto: toProfileDto(candidate) };
  }

  app.post('/:tenant/authentication/register', limited, async (request, reply) => {
    const body = decodeInput(RegisterRequestCodec, request.body);
    if (!body) return sendBadRequest(reply, 'Send email, password, firstName and lastName.');
    const email = normaliseEmail(body.email);
    if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return sendBadRequest(reply, 'Enter a valid e-mail address.');
    if (body.password.length < PASSWORD_MIN_LENGTH || body.password.length > PASSWORD_MAX_LENGTH) {
      return sendBadRequest(reply, `The password needs ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`);
    }
    const firstName = cleanName(body.firstName);
    const lastName = cleanName(body.lastName);
    if (!firstName || !lastName) return sendBadRequest(reply, `First and last name need 1 to ${NAME_MAX_LENGTH} characters.`);
    // Hash before looking for the e-mail: a taken address answers no faster than a new one.
    const passwordHash = await hashPassword(body.password, auth.passwordHashing);
    const candidate = await insertCandidate(deps.db, { tenantId: request.tenant.id, email, passwordHash, firstName, lastName, now: deps.now() });
    if (!candidate) return reply.code(409).send({ error: 'email-taken', message: 'An account with this e-mail already exists. Sign in instead.' });
    request.log.info({ event: 'candidate-registered', tenant: request.tenant.id, candidate: candidate.id });
    const session = await openSession(request, reply, candidate, body.favoriteOfferId);
    return reply.code(201).send(session);
  });

  /** The first password of an account a job-alert form made ("create account"), through the e-mail's single-use link; then logged in. */
  app.post('/:tenant/authentication/set-password', limited, async (request, reply) => {
    const body = decodeInput(SetPasswordRequestCodec, request.body);
    if (!body) return sendBadRequest(reply, 'Send candidateId, code and password.');
    if (body.password.length < PASSWORD_MIN_LENGTH || body.password.length > PASSWORD_MAX_LENGTH) {
      return sendBadRequest(reply, `The password needs ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`);
    }
    const invalidCode = () => reply.code(409).send({ error: 'invalid-code', message: 'This link is not valid, has expired or has already been used.' });
    const candidateId = body.candidateId.trim().toLowerCase();
    const candidate = UUID_PATTERN.test(candidateId) ? await findById(deps.db, request.tenant.id, candidateId) : undefined;
    if (!candidate || candidate.password_hash !== NO_PASSWORD) return invalidCode();
    const passwordHash = await hashPassword(body.password, auth.passwordHashing);
    if (!(await usePasswordCode(deps.db, candidate.id, request.tenant.id, body.code.trim(), deps.now()))) return invalidCode();
    await updatePasswordHash(deps.db, candidate.id, passwordHash);
    request.log.info({ event: 'password-set', tenant: request.tenant.id, candidate: candidate.id });
    return openSession(request, reply, { ...candidate, password_hash: passwordHash }, null);
  });

  app.post('/:tenant/authentication/login', limited, async (request, reply) => {
    const body = decodeInput(LoginRequestCodec, request.body);
    if (!body) return sendBadRequest(reply, 'Send email and password.');
    const password = body.password.slice(0, PASSWORD_MAX_LENGTH);
    const email = normaliseEmail(body.email);
    const candidate = email.length <= EMAIL_MAX_LENGTH ? await findByEmail(deps.db, request.tenant.id, email) : undefined;
    const matches = candidate ? await verifyPassword(password, candidate.password_hash) : await costOfAMiss(password);
    if (!candidate || !matches || body.password.length > PASSWORD_MAX_LENGTH) {
      request.log.info({ event: 'login-failed', tenant: request.tenant.id });
      return reply.code(401).send(INVALID_CREDENTIALS);
    }
    if (needsRehash(candidate.password_hash, auth.passwordHashing)) {
      await updatePasswordHash(deps.db, candidate.id, await hashPassword(password, auth.passwordHashing));
    }
    await pruneExpired(deps.db, deps.now());
    request.log.info({ event: 'login', tenant: request.tenant.id, candidate: candidate.id });
    return openSession(request, reply, candidate, body.favoriteOfferId);
  });

  app.put('/:tenant/authentication/refresh-token', { preHandler: requireTenant }, async (request, reply) => {
    const presented = readRefreshCookie(request);
    const now = deps.now();
    const rotation = presented ? await rotate(deps.db, presented, request.tenant.id, now, auth.refreshTokenSeconds) : ({ kind: 'invalid' } as const);
    if (rotation.kind === 'reused') {
      request.log.warn({ event: 'refresh-token-reuse', tenant: request.tenant.id, candidate: rotation.candidateId, family: rotation.familyId });
    }
    const candidate = rotation.kind === 'rotated' ? await findById(deps.db, request.tenant.id, rotation.candidateId) : undefined;
    if (rotation.kind !== 'rotated' || !candidate) {
      clearSessionCookies(request, reply, auth);
      return sendUnauthorized(reply);
    }
    setSessionCookies(request, reply, auth, { refreshToken: rotation.token, candidateId: candidate.id });
    const token = await signAccessToken(
      { candidateId: candidate.id, tenantId: request.tenant.id, familyId: rotation.familyId, featureFlags: candidate.feature_flags },
      auth.secret,
      now,
      auth.accessTokenSeconds,
    );
    const session: SessionDto = { token, loggedCandidateDto: toProfileDto(candidate) };
    return session;
  });

  app.post('/:tenant/authentication/logout', { preHandler: requireTenant }, async (request, reply) => {
    const now = deps.now();
    const presented = readRefreshCookie(request);
    if (presented) await revokeFamilyOf(deps.db, presented, request.tenant.id, now);
    // A bearer without the cookie (another path, a script) still ends its own login.
    const header = request.headers.authorization;
    const bearer = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const claims = bearer ? await verifyAccessToken(bearer, request.tenant.id, auth.secret, now) : null;
    if (claims) await revokeFamily(deps.db, claims.familyId, now);
    clearSessionCookies(request, reply, auth);
    return reply.code(204).send();
  });
}
