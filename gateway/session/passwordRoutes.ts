import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ForgotPasswordRequestCodec,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLengthAllowed,
  SetPasswordRequestCodec,
  type PasswordLinkSentDto,
} from '../../contract/session.ts';
import { decodeInput, sendBadRequest, UUID_PATTERN } from '../http/decodeInput.ts';
import type { AuthenticationContext } from './AuthenticationContext.ts';
import { findByEmail, findById, NO_PASSWORD, updatePasswordHash, validEmail } from './candidates.ts';
import type { LoginLimits } from './loginRateLimit.ts';
import { hashPassword } from './passwordHashing.ts';
import { spendAllPasswordCodes, usePasswordCode } from './passwordCodes.ts';
import { candidateFamilies } from './refreshTokens.ts';

/** The same answer whether or not the address has an account: the page cannot be used to find out. */
export const LINK_SENT: PasswordLinkSentDto = {
  status: 'password-link-sent',
  message: 'If this address has an account, we have sent it a link to set a new password.',
};

/** The 400 answer to a password of the wrong length, on registration and on setting one. */
export const PASSWORD_LENGTH_MESSAGE = `The password needs ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`;

/** The e-mail's language: the request's own, else `?lang=`, else Polish (the boards' first language). */
export function mailLanguage(request: FastifyRequest, requested?: 'pl' | 'en'): 'pl' | 'en' {
  if (requested) return requested;
  return (request.query as { lang?: unknown } | undefined)?.lang === 'en' ? 'en' : 'pl';
}

/**
 * The address a registration or a "forgot password" names, normalised and counted against its
 * account's limit; null once the 400 (not an address) or the 429 is sent.
 */
export async function accountEmail(limits: LoginLimits, request: FastifyRequest, reply: FastifyReply, raw: string): Promise<string | null> {
  const email = validEmail(raw);
  if (!email) {
    sendBadRequest(reply, 'Enter a valid e-mail address.');
    return null;
  }
  return (await limits.account(request, reply, email)) ? email : null;
}

/**
 * POST set-password and POST forgot-password under /:tenant/authentication. A password is set only
 * through a single-use code sent to the account's address: the first one of an account a job-alert
 * form made (claiming it), or a new one after "forgot password". Setting it spends every other code
 * and ends every other login of the account, then logs in here.
 */
export function passwordRoutes(app: FastifyInstance, context: AuthenticationContext): void {
  const { deps, auth, openSession, limits } = context;

  app.post('/:tenant/authentication/set-password', limits.route, async (request, reply) => {
    const body = decodeInput(SetPasswordRequestCodec, request.body);
    if (!body) return sendBadRequest(reply, 'Send candidateId, code and password.');
    if (!passwordLengthAllowed(body.password)) return sendBadRequest(reply, PASSWORD_LENGTH_MESSAGE);
    const invalidCode = () =>
      reply.code(409).send({ error: 'invalid-code', message: 'This link is not valid, has expired or has already been used.' });
    const candidateId = body.candidateId.trim().toLowerCase();
    const candidate = UUID_PATTERN.test(candidateId) ? await findById(deps.db, request.tenant.id, candidateId) : undefined;
    if (candidate && !(await limits.account(request, reply, candidate.email))) return reply;
    if (!candidate) return invalidCode();
    const passwordHash = await hashPassword(body.password, auth.passwordHashing);
    const now = deps.now();
    if (!(await usePasswordCode(deps.db, candidate.id, request.tenant.id, body.code.trim(), now))) return invalidCode();
    await updatePasswordHash(deps.db, candidate.id, passwordHash);
    await spendAllPasswordCodes(deps.db, candidate.id, now);
    await candidateFamilies.revokeOwner(deps.db, candidate.id, now);
    request.log.info({
      event: candidate.password_hash === NO_PASSWORD ? 'password-set' : 'password-reset',
      tenant: request.tenant.id,
      candidate: candidate.id,
    });
    return openSession(request, reply, { ...candidate, password_hash: passwordHash }, null);
  });

  app.post('/:tenant/authentication/forgot-password', limits.route, async (request, reply) => {
    const body = decodeInput(ForgotPasswordRequestCodec, request.body);
    if (!body) return sendBadRequest(reply, 'Send email.');
    const email = await accountEmail(limits, request, reply, body.email);
    if (!email) return reply;
    const candidate = await findByEmail(deps.db, request.tenant.id, email);
    if (candidate) {
      const kind = candidate.password_hash === NO_PASSWORD ? 'claim' : 'reset';
      await context.sendPasswordLink(request, candidate, kind, mailLanguage(request, body.language));
    }
    return reply.code(202).send(LINK_SENT);
  });
}
