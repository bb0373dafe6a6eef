import type { FastifyInstance } from 'fastify';
import { NAME_MAX_LENGTH, passwordLengthAllowed, RegisterRequestCodec, type PasswordLinkSentDto } from '../../contract/session.ts';
import { decodeInput, sendBadRequest } from '../http/decodeInput.ts';
import type { AuthenticationContext } from './AuthenticationContext.ts';
import { findByEmail, insertCandidate, NO_PASSWORD } from './candidates.ts';
import { hashPassword } from './passwordHashing.ts';
import { accountEmail, mailLanguage, PASSWORD_LENGTH_MESSAGE } from './passwordRoutes.ts';
import { hasControlCharacters } from '../../core/shared/controlCharacters.ts';

function cleanName(value: string): string | null {
  const name = value.trim();
  return name.length >= 1 && name.length <= NAME_MAX_LENGTH && !hasControlCharacters(name) ? name : null;
}

const UNCLAIMED: PasswordLinkSentDto = {
  status: 'password-link-sent',
  message: 'This address already has an account without a password. We have sent it a link to set one.',
};

/**
 * POST register under /:tenant/authentication: a new account, then logged in. An address whose
 * account a job-alert form made, and nobody has claimed yet, is not "taken": its owner gets the
 * set-password link by e-mail (202), since only the mailbox's owner may claim the account.
 */
export function registrationRoutes(app: FastifyInstance, context: AuthenticationContext): void {
  const { deps, auth, openSession, limits } = context;

  app.post('/:tenant/authentication/register', limits.route, async (request, reply) => {
    const body = decodeInput(RegisterRequestCodec, request.body);
    if (!body) return sendBadRequest(reply, 'Send email, password, firstName and lastName.');
    const email = await accountEmail(limits, request, reply, body.email);
    if (!email) return reply;
    if (!passwordLengthAllowed(body.password)) return sendBadRequest(reply, PASSWORD_LENGTH_MESSAGE);
    const firstName = cleanName(body.firstName);
    const lastName = cleanName(body.lastName);
    if (!firstName || !lastName) return sendBadRequest(reply, `First and last name need 1 to ${NAME_MAX_LENGTH} characters.`);
    // Hash before looking for the e-mail: a taken address answers no faster than a new one.
    const passwordHash = await hashPassword(body.password, auth.passwordHashing);
    const candidate = await insertCandidate(deps.db, { tenantId: request.tenant.id, email, passwordHash, firstName, lastName, now: deps.now() });
    if (!candidate) {
      const existing = await findByEmail(deps.db, request.tenant.id, email);
      if (existing?.password_hash !== NO_PASSWORD)
        return reply.code(409).send({ error: 'email-taken', message: 'An account with this e-mail already exists. Sign in instead.' });
      await context.sendPasswordLink(request, existing, 'claim', mailLanguage(request));
      return reply.code(202).send(UNCLAIMED);
    }
    request.log.info({ event: 'candidate-registered', tenant: request.tenant.id, candidate: candidate.id });
    const session = await openSession(request, reply, candidate, body.favoriteOfferId);
    return reply.code(201).send(session);
  });
}
